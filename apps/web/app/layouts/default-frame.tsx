import { useLocation } from 'react-router';
import { RETRY_POLICY, type LayoutPart } from '@wager/domain';
import { slot } from '../shell/registry.ts';
import { createRemoteView } from '../shell/remote-view.tsx';
import { useShell } from '../shell/use-shell.ts';
import { Logo } from '../ui/logo.tsx';
import { matchRoute } from '../route-table/match.ts';

// S0 §1: header and footer are separately loaded parts; the header retries 5 times at 1000 ms.
const Header = createRemoteView('header', () => slot('header')(), RETRY_POLICY.header);
const Footer = createRemoteView('footer', () => slot('footer')(), RETRY_POLICY.remoteView);

/** S1 §2: the layout parts the current route's metadata hides. */
export function useHiddenLayoutParts(): readonly LayoutPart[] {
  const { pathname } = useLocation();
  return matchRoute(pathname)?.meta.hiddenLayoutParts ?? [];
}

/** The default layout's frame (S0 §1): header, page, footer; parts hidden per route metadata (S1 §2). */
export function DefaultFrame({ children }: { children: React.ReactNode }) {
  const shell = useShell();
  const hidden = useHiddenLayoutParts();
  const HeaderSkeleton = slot('headerSkeleton');
  const MaintenanceWarning = slot('maintenanceWarning');
  return (
    <div className="flex min-h-screen flex-col">
      {!hidden.includes('header') && (
        <Header
          fallback={<HeaderSkeleton />}
          renderError={(errorBlock) => (
            // The frame keeps its navy bar and logo around the error block.
            <div className="bg-header px-4 py-2 lg:px-6">
              <div className="mx-auto flex max-w-[1920px] items-center gap-6">
                <Logo tone="light" href={`/${shell.lang}`} />
                <div className="flex-1">{errorBlock}</div>
              </div>
            </div>
          )}
        />
      )}
      <MaintenanceWarning maintenance={shell.maintenance} />
      <main id="main" className="mx-auto w-full max-w-[1920px] flex-1 px-4 py-5 lg:px-6">
        {children}
      </main>
      {!hidden.includes('footer') && <Footer fallback={<div className="mt-10 h-64 border-t border-line bg-surface-1" aria-hidden="true" />} />}
    </div>
  );
}
