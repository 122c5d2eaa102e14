import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useLocation, useMatches } from 'react-router';
import { readReturnUrl } from '@wager/domain';
import { localHref, useShell } from '../../shell/use-shell.ts';

/**
 * The pages a visitor is sent to by the block check and the shell (S0 §2.3, §4.5): block (reasons
 * 1, 2, 3, 5, 14), block-ua (13), block-ie (17), site-updates (4), coming-soon (8), suspension
 * (16), and the old-browser, internal-VPN and error pages, each with its own message in the
 * empty layout. The block check itself sends a visitor with no matching reason away again.
 */
const NOTICES = {
  block: { icon: 'globe', key: 'block' },
  'block-ua': { icon: 'browser', key: 'blockUa' },
  'block-ie': { icon: 'browser', key: 'blockIe' },
  'site-updates': { icon: 'tools', key: 'siteUpdates' },
  'coming-soon': { icon: 'clock', key: 'comingSoon' },
  suspension: { icon: 'pause', key: 'suspension' },
  oldBrowser: { icon: 'browser', key: 'oldBrowser' },
  'internal-vpn': { icon: 'shield', key: 'internalVpn' },
  'error-500': { icon: 'alert', key: 'error500' },
} as const;
type NoticeName = keyof typeof NOTICES;

const ICONS: Record<(typeof NOTICES)[NoticeName]['icon'], string[]> = {
  globe: ['M3 12h18', 'M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z', 'M4.5 4.5l15 15'],
  browser: ['M3 5h18v14H3z', 'M3 9h18', 'M6 7h.01M9 7h.01'],
  tools: ['M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z'],
  clock: ['M12 7v5l3 2'],
  pause: ['M10 9v6M14 9v6'],
  shield: ['M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z'],
  alert: ['M12 8v5M12 16h.01'],
};

function isNotice(name: string | undefined): name is NoticeName {
  return name !== undefined && name in NOTICES;
}

export default function BlockPage() {
  const { t } = useTranslation();
  const { footer, lang } = useShell();
  const routeId = useMatches().at(-1)?.id;
  const { search } = useLocation();
  const notice = NOTICES[isNotice(routeId) ? routeId : 'block'];
  // S0 §4.5: site-updates keeps the original path; the visitor may try it again.
  const back = routeId === 'site-updates' ? readReturnUrl(search) : null;
  const withCircle = notice.icon === 'globe' || notice.icon === 'clock' || notice.icon === 'pause' || notice.icon === 'alert';
  return (
    <section aria-labelledby="block-title" data-notice={routeId} className="card flex w-full max-w-md flex-col items-center gap-3 px-8 py-10 text-center">
      <span className="mb-1 flex h-16 w-16 items-center justify-center rounded-full bg-accent-soft text-accent-text" aria-hidden="true">
        <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {withCircle && <circle cx="12" cy="12" r="9" />}
          {ICONS[notice.icon].map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </span>
      <h1 id="block-title" className="text-2xl font-extrabold tracking-tight">
        {t(`layouts.notices.${notice.key}.title`)}
      </h1>
      <p className="text-muted">{t(`layouts.notices.${notice.key}.text`)}</p>
      {back !== null && (
        <a href={back} className="btn btn-primary mt-2">
          {t('layouts.notices.tryAgain')}
        </a>
      )}
      {(routeId === 'error-500' || routeId === 'oldBrowser') && (
        <Link to={localHref(lang, '/')} className="btn btn-secondary mt-2">
          {t('sections.placeholder.home')}
        </Link>
      )}
      <p className="mt-3 border-t border-line pt-4 text-sm text-muted">
        {t('layouts.supportPrompt')}{' '}
        <a href={`mailto:${footer.supportEmail}`} className="rounded-sm font-semibold text-accent-text hover:underline">
          {footer.supportEmail}
        </a>
      </p>
    </section>
  );
}
