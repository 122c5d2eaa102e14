import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router';
import { useShell } from '../shell/use-shell.ts';
import { slot } from '../shell/registry.ts';
import { DefaultFrame } from './default-frame.tsx';

/** Default layout (S0 §1): header, page, footer. */
export default function DefaultLayout() {
  return (
    <DefaultFrame>
      <Outlet />
    </DefaultFrame>
  );
}

/** Page errors inside the default layout keep the header and footer (S0 §2.3 catch-all). */
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useShell();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const ErrorPage = slot('errorPage');
  return (
    <DefaultFrame>
      <ErrorPage status={status} lang={shell.lang} embedded />
    </DefaultFrame>
  );
}
