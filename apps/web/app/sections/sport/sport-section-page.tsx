import { useTranslation } from '../../i18n/use-translation.ts';
import { ComingSoonCard, SectionFrame, sectionMeta, useSectionTitleKey } from '../../ui/section-frame.tsx';

export const meta = sectionMeta;

/**
 * The sportsbook's section pages (S0 §2.2 sport page types, line/live sections, championships,
 * matches, results, statistics, cyber disciplines): the sportsbook issue fills this module.
 */
export default function SportSectionPage() {
  const { t } = useTranslation();
  return (
    <SectionFrame>
      <ComingSoonCard
        titleKey={useSectionTitleKey()}
        note={t('sections.family.sport')}
        links={[
          { label: t('sections.placeholder.line'), path: '/line' },
          { label: t('sections.placeholder.live'), path: '/live' },
          { label: t('sections.titles.results'), path: '/results' },
          { label: t('sections.titles.cyber'), path: '/cyber/real' },
        ]}
      />
    </SectionFrame>
  );
}
