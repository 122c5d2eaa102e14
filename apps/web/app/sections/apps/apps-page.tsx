import { useTranslation } from '../../i18n/use-translation.ts';
import { SectionFrame, sectionMeta, useSectionTitleKey } from '../../ui/section-frame.tsx';

export const meta = sectionMeta;

/** The three ways to install the site as an app, per platform (S1 web-app install). */
const PLATFORMS = ['android', 'ios', 'desktop'] as const;

/**
 * The app pages (S0 §2.2 mobile and desktop external-app pages, ios-app, cricket-app,
 * ipl-betting-app). The site installs as a web app (S1 PWA), so each tells the player how to
 * install it on his device; an operator with native apps mounts their store page as a remote view.
 */
export default function AppsPage() {
  const { t } = useTranslation();
  const titleKey = useSectionTitleKey();
  return (
    <SectionFrame wide>
      <div className="card flex flex-col gap-6 px-6 py-8 sm:px-10">
        <div>
          <h1 id="page-title" className="text-2xl font-extrabold tracking-tight">
            {t(`sections.titles.${titleKey}`)}
          </h1>
          <p className="mt-2 max-w-2xl text-muted">{t('sections.apps.intro')}</p>
        </div>
        <ol className="grid gap-4 md:grid-cols-3">
          {PLATFORMS.map((platform) => (
            <li key={platform} className="rounded-xl border border-line bg-surface-2 p-5">
              <h2 className="text-base font-bold">{t(`sections.apps.${platform}.title`)}</h2>
              <p className="mt-2 text-sm text-muted">{t(`sections.apps.${platform}.steps`)}</p>
            </li>
          ))}
        </ol>
        <p className="text-sm text-muted">{t('sections.apps.benefits')}</p>
      </div>
    </SectionFrame>
  );
}
