import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../api/client';
import { EmptyState } from './EmptyState';
import { ErrorReference } from './ErrorReference';
import { LoadingOverlay } from './LoadingOverlay';

/** What QueryState reads of a query (a `useQuery` result, or several joined by `allOf`). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The page body once the data is here (and not empty). */
  children: (data: T) => ReactNode;
  /** While the query has no data yet; default: a veil with a spinner over a box of min-h-64. */
  loading?: ReactNode;
  /** When the query failed; default: the server's message (or 'Error getting data') in an alert. */
  failed?: ReactNode | ((error: unknown) => ReactNode);
  /** Shown instead of the children when `isEmpty(data)` holds (default: an empty array). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one way a screen shows a query's states: loading, failed, empty, else its children with the data.
 * Each screen keeps its own texts by passing `loading`, `failed` and `empty`.
 */
export function QueryState<T>({ query, children, loading, failed, empty, isEmpty = isEmptyArray }: QueryStateProps<T>) {
  if (query.isError)
    return <>{typeof failed === 'function' ? failed(query.error) : (failed ?? <QueryFailedAlert error={query.error} />)}</>;
  if (query.isPending || query.data === undefined) return <>{loading ?? <LoadingVeil />}</>;
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** The default loading state: a veil with a spinner over a box tall enough to be seen. */
export function LoadingVeil({ className = 'min-h-64' }: { className?: string }) {
  return (
    <div className={`relative ${className}`} aria-busy="true">
      <LoadingOverlay />
    </div>
  );
}

/** A plain 'Loading…' line, for the small parts of a page. */
export function LoadingLine() {
  const { t } = useTranslation();
  return <p className="text-ink-600">{t('loading')}</p>;
}

/**
 * The default failure: the server's message when it refused, else the given line or, for a page with no text of
 * its own, the spec's 'Error getting data' (docs/product.md §8), as an alert.
 */
export function QueryFailedAlert({ error, fallback }: { error: unknown; fallback?: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="rounded-xl bg-danger-50 p-4 text-danger-700">
      {error instanceof ApiRefusal ? error.message : (fallback ?? t('errors.loadFailed'))}
    </p>
  );
}

/** A failed page: the empty jar with a title, the request id of a server failure, and a retry button. */
export function QueryFailed({
  title,
  error,
  onRetry,
  retryLabel,
}: {
  title: string;
  error?: unknown;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <EmptyState title={title}>
      {error !== undefined && <ErrorReference error={error} />}
      {onRetry && retryLabel && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </EmptyState>
  );
}

/** Several queries as one: pending until all have data, failed when any failed (with the first error). */
export function allOf<T extends unknown[]>(...queries: { [K in keyof T]: QueryLike<T[K]> }): QueryLike<T> {
  const failedOne = queries.find((q) => q.isError);
  const ready = queries.every((q) => q.data !== undefined);
  return {
    isPending: !ready,
    isError: failedOne !== undefined,
    error: failedOne?.error ?? null,
    data: ready ? (queries.map((q) => q.data) as T) : undefined,
  };
}
