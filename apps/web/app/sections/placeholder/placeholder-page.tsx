import { useTranslation } from '../../i18n/use-translation.ts';
import { ComingSoonCard, SectionFrame, sectionMeta, useSectionTitleKey } from '../../ui/section-frame.tsx';

export const meta = sectionMeta;

/**
 * The page of a route no section family claims yet: its title, an honest "opens soon" and the way
 * to the main sections, with status 200 in the route's own layout. An operator can mount a remote
 * view there instead (S0 §4.2).
 */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const titleKey = useSectionTitleKey();
  return (
    <SectionFrame>
      <ComingSoonCard
        titleKey={titleKey}
        note={t('sections.placeholder.soon')}
        links={[
          { label: t('sections.placeholder.home'), path: '/' },
          { label: t('sections.placeholder.line'), path: '/line' },
          { label: t('sections.placeholder.live'), path: '/live' },
          { label: t('sections.placeholder.casino'), path: '/casino' },
        ]}
      />
    </SectionFrame>
  );
}
