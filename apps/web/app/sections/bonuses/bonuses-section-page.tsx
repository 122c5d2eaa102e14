import { useTranslation } from '../../i18n/use-translation.ts';
import { ComingSoonCard, SectionFrame, sectionMeta, useSectionTitleKey } from '../../ui/section-frame.tsx';

export const meta = sectionMeta;

/** Bonuses, special offers, promo and points pages (S0 §2.2, S1 §2): the bonuses issue fills this module. */
export default function BonusesSectionPage() {
  const { t } = useTranslation();
  return (
    <SectionFrame>
      <ComingSoonCard
        titleKey={useSectionTitleKey()}
        note={t('sections.family.bonuses')}
        links={[
          { label: t('sections.titles.promotions'), path: '/promotions' },
          { label: t('sections.placeholder.home'), path: '/' },
        ]}
      />
    </SectionFrame>
  );
}
