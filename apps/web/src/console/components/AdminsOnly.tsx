import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../api';
import { EmptyState } from '../../ui/EmptyState';
import { QueryFailedAlert } from '../../ui/QueryState';
import { useKnownAdmin } from '../me';

/** The server refused ('forbidden'): the account is not an admin, or its staff role does not open that area. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiRefusal && error.forbidden;
}

/** Why the console shows nothing here, as a card: `words` names them in the console's namespace. */
function Refused({ words }: { words: 'adminsOnly' | 'notForRole' }) {
  const { t } = useTranslation('console');
  return (
    <div className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-200/60">
      <EmptyState title={t(`${words}.title`)} text={t(`${words}.text`)} />
    </div>
  );
}

export const AdminsOnly = () => <Refused words="adminsOnly" />;

/** A section of the console the admin's staff role does not open (the server would refuse its calls). */
export const NotForRole = () => <Refused words="notForRole" />;

function AdminFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('console');
  // Refused to a known admin: their staff role does not open it; to anyone else: the console is not theirs.
  const admin = useKnownAdmin() !== undefined;
  if (isForbidden(error)) return admin ? <NotForRole /> : <AdminsOnly />;
  return <QueryFailedAlert error={error} fallback={t('loadFailed')} />;
}

/** The console's failed state for ui/QueryState: 'admins only' when forbidden, the server's message on another refusal. */
export const adminFailed = (error: unknown): ReactNode => <AdminFailure error={error} />;
