import { useEffect, useRef, useState } from 'react';
import { RemoteViewEntry } from '@wager/contract';
import { REMOTE_VIEW_STATE, type RemoteViewState } from '@wager/domain';
import { RemoteViewError, RemoteViewLoading } from '../remote-view.tsx';
import { documentNonce, mountViewAnswer } from './inject.ts';
import { createStateTracker, runViewLifecycle, viewRetryPolicy, type TryResult } from './lifecycle.ts';
import { buildViewRequest, classifyViewResponse } from './view-answer.ts';

/** A view that does not answer within this time has failed this try. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface ExternalViewBodyProps {
  /** The config key (route name or path prefix), shown in data attributes and logs. */
  name: string;
  /** The operator's entry, validated here with the contract. */
  entry: unknown;
  /** The current path and query, appended to the view URL. */
  path: string;
  /** S0 §4.2: a status code in the view's answer raises the page error. */
  onPageError(status: number): void;
}

class PageErrorSignal extends Error {
  constructor(readonly status: number) {
    super(`remote view answered status ${status}`);
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An external application mounted by configuration (S0 §1, §4.2, §7), rendered in the browser
 * only: the preloader while it loads, its body once ready, the error block after the last retry.
 */
export default function ExternalViewBody({ name, entry: rawEntry, path, onPageError }: ExternalViewBodyProps) {
  const container = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RemoteViewState>(REMOTE_VIEW_STATE.notExist);
  // S0 §8: between retries the preloader stays; the error block only once the retries are spent.
  const [gaveUp, setGaveUp] = useState(false);
  const parsed = RemoteViewEntry.safeParse(rawEntry);
  const entry = parsed.success ? parsed.data : null;
  const entryKey = entry ? JSON.stringify(entry) : '';

  useEffect(() => {
    if (!entry) {
      console.error(`remote view ${name}: invalid config entry`, parsed.error);
      return;
    }
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    setGaveUp(false);
    let unmount: (() => void) | null = null;
    const controller = new AbortController();
    const tracker = createStateTracker((next) => {
      if (wrapper.current) wrapper.current.dataset.remoteState = String(next);
      setState(next);
    });

    const attemptOnce = async (attempt: number): Promise<TryResult<() => void>> => {
      try {
        const request = buildViewRequest(entry, path);
        const response = await fetch(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          credentials: 'omit',
          cache: 'no-store',
          signal: AbortSignal.any([controller.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
        });
        // Whatever the view redirects to, only its own origin may answer.
        if (response.url && new URL(response.url).origin !== new URL(entry.url).origin) throw new Error('remote view redirected away');
        const json: unknown = await response.json().catch(() => undefined);
        const outcome = classifyViewResponse(response.status, json);
        if (outcome.kind === 'page-error') return { ok: false, retry: false, error: new PageErrorSignal(outcome.status) };
        if (outcome.kind === 'failed') throw new Error(outcome.reason);
        if (cancelled) return { ok: false, retry: false, error: new Error('cancelled') };
        const cleanup = await mountViewAnswer(outcome.answer, { container: element, viewUrl: request.url, nonce: documentNonce(), mark: name });
        // Unmounted while its scripts loaded: take it all away again.
        if (cancelled) {
          cleanup();
          return { ok: false, retry: false, error: new Error('cancelled') };
        }
        return { ok: true, value: cleanup };
      } catch (error) {
        console.warn(`remote view ${name}: try ${attempt + 1} failed`, error);
        return { ok: false, retry: true, error };
      }
    };

    runViewLifecycle(attemptOnce, viewRetryPolicy(entry), { wait, report: tracker.report, cancelled: () => cancelled })
      .then((cleanup) => {
        if (!cleanup) return;
        if (cancelled) cleanup();
        else unmount = cleanup;
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof PageErrorSignal) onPageError(error.status);
        // Otherwise the error block stays (RemoteViewError logs the failure, S0 §8).
        else setGaveUp(true);
      });

    return () => {
      cancelled = true;
      controller.abort();
      unmount?.();
      unmount = null;
    };
    // The entry is compared by value (entryKey); onPageError is the caller's state setter.
  }, [name, entryKey, path]);

  const failed = entry === null || gaveUp;
  return (
    <div ref={wrapper} data-external-view={name} data-remote-state={String(state)} className="contents">
      {failed ? <RemoteViewError name={name} /> : state !== REMOTE_VIEW_STATE.ready && <RemoteViewLoading />}
      <div ref={container} data-external-view-body={name} />
    </div>
  );
}
