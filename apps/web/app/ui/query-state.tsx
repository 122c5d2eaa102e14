import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * The one busy / error / retry pattern for data from a query (decision 010; S0 UI conventions):
 * a skeleton while it loads (and while a retry runs), an error block with a refresh button when
 * the part failed, else the part itself. Data already shown stays when a later refetch fails.
 * Texts come from the dictionaries, by key.
 */
export interface QueryStateProps<T> {
  query: { data: T | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** Shown while there is no data yet (and while a retry runs). */
  skeleton: ReactNode;
  /** Dictionary keys of the failure text and the refresh button. */
  errorKey: string;
  retryKey: string;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, skeleton, errorKey, retryKey, children }: QueryStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError && !query.isFetching) return <QueryError errorKey={errorKey} retryKey={retryKey} onRetry={() => void query.refetch()} />;
  return <>{skeleton}</>;
}

/**
 * The failed part: its message (a dictionary key, or a text already translated, e.g. the
 * server's message) and a refresh button (S0 §4.2 error block convention).
 */
export function QueryError({ errorKey, message, retryKey, onRetry }: { errorKey?: string; message?: string; retryKey: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 px-6 py-10 text-center">
      <p className="font-semibold">{message ?? (errorKey ? t(errorKey) : '')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t(retryKey)}
      </button>
    </div>
  );
}
