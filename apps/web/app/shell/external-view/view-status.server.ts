import type { AppLoadContext } from 'react-router';
import type { RemoteViewsConfig } from '@wager/contract';
import { matchRemoteView } from './match.ts';
import { buildViewRequest, classifyViewResponse } from './view-answer.ts';

/** The server render waits this long for a view's status; a slower view is the browser's to load. */
const STATUS_TIMEOUT_MS = 1500;

/**
 * S0 §4.2 "a status code in the response raises the page error", on the server render: when an
 * operator mounted a remote view at this page, ask it (as the browser will) and answer its page
 * error as the document's status (404, 500…), so search engines and monitors see it too. A view
 * that is slow or unreachable decides nothing here: the browser loads it with its retries.
 */
export async function remoteViewPageStatus(
  context: AppLoadContext,
  /** Asked only when some view is configured: the common case costs no route match. */
  routeName: () => string | null,
  pathname: string,
  search: string,
): Promise<number | null> {
  let views: RemoteViewsConfig;
  try {
    views = await context.services.getRemoteViews();
  } catch {
    return null;
  }
  if (Object.keys(views).length === 0) return null;
  const name = routeName();
  if (name === null) return null;
  const match = matchRemoteView(views, name, pathname);
  if (match === null) return null;
  const entry = views[match.key];
  if (!entry) return null;
  try {
    const request = buildViewRequest(entry, `${pathname}${search}`);
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(Math.min(entry.timeoutMs ?? STATUS_TIMEOUT_MS, STATUS_TIMEOUT_MS)),
    });
    const json: unknown = await response.json().catch(() => null);
    const outcome = classifyViewResponse(response.status, json);
    return outcome.kind === 'page-error' ? outcome.status : null;
  } catch {
    return null;
  }
}
