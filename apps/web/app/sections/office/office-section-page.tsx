import { useTranslation } from '../../i18n/use-translation.ts';
import { ComingSoonCard, SectionFrame, sectionMeta, useSectionTitleKey } from '../../ui/section-frame.tsx';
import { OfficeMenu } from '../shared/office-menu.tsx';

export const meta = sectionMeta;

/**
 * The personal office's pages not built yet (S0 §2.2: history, responsible, settings, bonuses,
 * cashback, bring a friend, support, verification, identification, payment requests…), in the
 * office frame with its menu; the issues that build them replace this module per route.
 */
export default function OfficeSectionPage() {
  const { t } = useTranslation();
  return (
    <SectionFrame aside={<OfficeMenu />}>
      <ComingSoonCard
        titleKey={useSectionTitleKey()}
        note={t('sections.family.office')}
        links={[
          { label: t('sections.titles.account'), path: '/office/account' },
          { label: t('sections.titles.security'), path: '/office/security' },
          { label: t('sections.placeholder.home'), path: '/' },
        ]}
      />
    </SectionFrame>
  );
}
