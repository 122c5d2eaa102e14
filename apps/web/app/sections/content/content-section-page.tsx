import { useTranslation } from '../../i18n/use-translation.ts';
import { ComingSoonCard, SectionFrame, sectionMeta, useSectionTitleKey } from '../../ui/section-frame.tsx';

export const meta = sectionMeta;

/** Editorial sections (S0 §2.2 blog, news, betting alphabet, our partners): the content issue fills this module. */
export default function ContentSectionPage() {
  const { t } = useTranslation();
  return (
    <SectionFrame>
      <ComingSoonCard
        titleKey={useSectionTitleKey()}
        note={t('sections.family.content')}
        links={[
          { label: t('sections.titles.promotions'), path: '/promotions' },
          { label: t('sections.titles.about'), path: '/information/about' },
          { label: t('sections.placeholder.home'), path: '/' },
        ]}
      />
    </SectionFrame>
  );
}
