import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router';
import { RETRY_POLICY } from '@wager/domain';
import { createRemoteView } from '../shell/remote-view.tsx';
import { useShell } from '../shell/use-shell.ts';
import { Logo } from '../ui/logo.tsx';
import { ErrorPage } from '../sections/errors/error-page.tsx';
import { HeaderSkeleton } from '../sections/header/header-skeleton.tsx';
import { MaintenanceWarning } from '../sections/maintenance/maintenance-warning.tsx';

// S0 §1: header and footer are separately loaded parts; the header retries 5 times at 1000 ms.
const Header = createRemoteView('header', () => import('../sections/header/header.tsx'), RETRY_POLICY.header);
const Footer = createRemoteView('footer', () => import('../sections/footer/footer.tsx'), RETRY_POLICY.remoteView);

function Frame({ children }: { children: React.ReactNode }) {
  const shell = useShell();
  return (
    <div className="flex min-h-screen flex-col">
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
      <MaintenanceWarning maintenance={shell.maintenance} />
      <main id="main" className="mx-auto w-full max-w-[1920px] flex-1 px-4 py-5 lg:px-6">
        {children}
      </main>
      <Footer fallback={<div className="mt-10 h-64 border-t border-line bg-surface-1" aria-hidden="true" />} />
    </div>
  );
}

/** Default layout (S0 §1): header, page, footer. */
export default function DefaultLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/** Page errors inside the default layout keep the header and footer (S0 §2.3 catch-all). */
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useShell();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Frame>
      <ErrorPage status={status} lang={shell.lang} embedded />
    </Frame>
  );
}
