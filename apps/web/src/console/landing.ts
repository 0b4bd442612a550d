// Where an account lands after signing in: an admin in the console. The login answer keeps the
// spec's fields (no role), so the console's own first question tells: admin/me.php, refused to a customer.
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api';

/** The console's question of who is signed in (AdminApp asks it first; logging out clears it). */
export const ADMIN_ME_KEY = ['admin_me'] as const;

/** '/admin' for an admin (the answer kept, so the console does not ask again), else null, also when unanswered. */
export async function consoleLanding(queryClient: QueryClient): Promise<string | null> {
  try {
    // Loaded only now: the storefront's pages do not carry the console's calls.
    const { adminMeCall } = await import('@shop/contract/adminCalls');
    const me = await api(adminMeCall, {});
    if (!me.status) return null;
    queryClient.setQueryData(ADMIN_ME_KEY, me.data);
    return '/admin';
  } catch {
    return null;
  }
}
