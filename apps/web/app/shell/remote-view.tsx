import { Component, lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import {
  canTransition,
  nextAfterFailure,
  REMOTE_VIEW_STATE,
  RETRY_POLICY,
  type RemoteViewState,
  type RetryPolicy,
} from '@wager/domain';
import { reloadAfterChunkError } from './chunk-reload.ts';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
type StateListener = (state: RemoteViewState) => void;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The chunk a failed dynamic import names (Chromium: "Failed to fetch dynamically imported module:
 * <url>", Firefox: "error loading dynamically imported module: <url>"), with a retry query added.
 * Chromium keeps a failed module in its module map: importing the same URL again rejects at once
 * without a request, so a retry must ask for a new URL to reload the chunk at all (S0 §4.2).
 */
function retryUrl(error: unknown, attempt: number): string | null {
  const message = error instanceof Error ? error.message : '';
  const named = /dynamically imported module:\s*(\S+)/i.exec(message)?.[1];
  if (!named) return null;
  try {
    const url = new URL(named, window.location.href);
    if (url.origin !== window.location.origin) return null;
    url.searchParams.set('retry', String(attempt));
    return url.href;
  } catch {
    return null;
  }
}

/** Loads a view, retrying with a doubling wait (S0 §4.2, §9) and reporting each lifecycle state. */
async function loadWithRetries<P>(load: Loader<P>, policy: RetryPolicy, report: StateListener) {
  let lastError: unknown = null;
  for (let attempt = 0; ; attempt++) {
    report(REMOTE_VIEW_STATE.loading);
    try {
      // The first try goes through the bundler's loader (it also preloads the chunk's CSS and
      // imports); a retry imports the failed chunk itself under a fresh URL when the error names it.
      const fresh = attempt > 0 ? retryUrl(lastError, attempt) : null;
      const module: { default?: ComponentType<P> } | undefined = fresh ? await import(/* @vite-ignore */ fresh) : await load();
      // A cancelled preload (see chunk-reload.ts) resolves to nothing: that is a failed load too.
      if (!module?.default) throw new Error(`Failed to fetch dynamically imported module (${String(module)})`);
      report(REMOTE_VIEW_STATE.ready);
      return { default: module.default };
    } catch (error) {
      lastError = error;
      report(REMOTE_VIEW_STATE.error);
      const decision = nextAfterFailure(attempt, policy);
      if (!decision.retry) throw error;
      await wait(decision.delayMs);
    }
  }
}

/**
 * A separately loaded part of the page (header, footer, sections) behind one wrapper with the
 * S0 §4.2 lifecycle: not-exist → loading → ready, or error after the retry limit, when an error
 * block with a refresh button stays. The server renders the view in place; the browser fetches
 * its chunk on its own and hydrates it when it arrives.
 */
export function createRemoteView<P extends object>(name: string, load: Loader<P>, policy: RetryPolicy = RETRY_POLICY.wrapper) {
  let state: RemoteViewState = REMOTE_VIEW_STATE.notExist;
  const listeners = new Set<StateListener>();
  const report: StateListener = (next) => {
    if (next === state) return;
    if (!canTransition(state, next)) {
      console.warn(`remote view ${name}: ignored transition ${state} → ${next}`);
      return;
    }
    state = next;
    listeners.forEach((listener) => listener(next));
  };
  const View = lazy(() => loadWithRetries(load, policy, report));

  function RemoteView(props: P & { fallback?: ReactNode; renderError?: (errorBlock: ReactNode) => ReactNode }) {
    const { fallback, renderError, ...viewProps } = props;
    const element = useRef<HTMLDivElement>(null);
    // The state is written straight onto the element, not through React state: re-rendering the
    // wrapper before the server-rendered view hydrates would make React throw that HTML away.
    useEffect(() => {
      const show: StateListener = (next) => {
        if (element.current) element.current.dataset.remoteState = String(next);
      };
      show(state);
      listeners.add(show);
      return () => {
        listeners.delete(show);
      };
    }, []);
    return (
      <div ref={element} data-remote-view={name} className="contents">
        <RemoteViewBoundary name={name} renderError={renderError}>
          <Suspense fallback={fallback ?? <RemoteViewLoading />}>
            <View {...(viewProps as unknown as P & { key?: never })} />
          </Suspense>
        </RemoteViewBoundary>
      </div>
    );
  }
  RemoteView.displayName = `RemoteView(${name})`;
  return RemoteView;
}

/** S0 §8: the preloader while a view loads (also used by the external views). */
export function RemoteViewLoading() {
  const { t } = useTranslation();
  return <div role="status" aria-label={t('remoteView.loading')} className="h-12 w-full animate-pulse rounded-md bg-surface-2" />;
}

/** S0 §8: a dictionary load-error text, a refresh-the-page text and a refresh button. */
export function RemoteViewError({ name }: { name: string }) {
  const { t } = useTranslation();
  const reported = useRef(false);
  useEffect(() => {
    if (!reported.current) console.error(`remote view ${name} failed to load`);
    reported.current = true;
  }, [name]);
  return (
    <div role="alert" className="flex flex-wrap items-center justify-center gap-3 rounded-lg border border-line bg-surface-1 px-4 py-3 text-sm">
      <span>{t('remoteView.loadError')}</span>
      <span className="text-muted">{t('remoteView.refreshText')}</span>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('remoteView.refreshButton')}
      </button>
    </div>
  );
}

class RemoteViewBoundary extends Component<
  { name: string; children: ReactNode; renderError: ((errorBlock: ReactNode) => ReactNode) | undefined },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    // S0 §4.8: a missing chunk after a deploy is cured by one guarded reload.
    reloadAfterChunkError(error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const errorBlock = <RemoteViewError name={this.props.name} />;
    return this.props.renderError ? this.props.renderError(errorBlock) : errorBlock;
  }
}
