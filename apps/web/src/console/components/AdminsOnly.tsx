import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../api';
import { EmptyState } from '../../ui/EmptyState';
import { QueryFailedAlert } from '../../ui/QueryState';

/** The server refused because the account is not an admin ('forbidden'): the console's only role check on the web. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiRefusal && error.forbidden;
}

export function AdminsOnly() {
  const { t } = useTranslation('console');
  return (
    <div className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-200/60">
      <EmptyState title={t('adminsOnly.title')} text={t('adminsOnly.text')} />
    </div>
  );
}

function AdminFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('console');
  if (isForbidden(error)) return <AdminsOnly />;
  return <QueryFailedAlert error={error} fallback={t('loadFailed')} />;
}

/** The console's failed state for ui/QueryState: 'admins only' when forbidden, the server's message on another refusal. */
export const adminFailed = (error: unknown): ReactNode => <AdminFailure error={error} />;
