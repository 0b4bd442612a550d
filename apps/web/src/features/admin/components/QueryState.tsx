import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../../api/client';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';

/** The server refused because the account is not an admin ('forbidden'): the console's only role check on the web. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiRefusal && error.forbidden;
}

export function AdminsOnly() {
  const { t } = useTranslation('admin');
  return (
    <div className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-200/60">
      <EmptyState title={t('adminsOnly.title')} text={t('adminsOnly.text')} />
    </div>
  );
}

/**
 * A query's page body: a loading veil, 'admins only' when forbidden, the server's message on another refusal,
 * else the children with the data.
 */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('admin');
  if (query.isPending)
    return (
      <div className="relative min-h-64">
        <LoadingOverlay />
      </div>
    );
  if (query.isError) {
    if (isForbidden(query.error)) return <AdminsOnly />;
    return (
      <p role="alert" className="rounded-xl bg-danger-50 p-4 text-danger-700">
        {query.error instanceof ApiRefusal ? query.error.message : t('loadFailed')}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}
