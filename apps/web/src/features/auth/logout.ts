// Logging out (the profile menu's Logout, the console's Sign out): the server ends the session, then the visitor is a guest again
// (signed out here even if the server could not be reached, so a shared computer is never left signed in).
import { useQueryClient } from '@tanstack/react-query';
import { logoutCall } from '@shop/contract/calls';
import { useNavigate } from 'react-router';
import { api, signOut } from '../../api';
import { toast } from '../../ui/toast';

export async function logout(): Promise<void> {
  try {
    await api(logoutCall, {});
  } finally {
    signOut();
  }
}

/** Logs out and goes to the shop's home with nothing of the user left in memory; `offline` is said when the shop could not be reached. */
export function useLogoutAndLeave(offline: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await logout();
    } catch {
      // logout() signs out locally whatever the server said; a network failure is only worth a note.
      toast.error(offline);
    }
    navigate('/', { replace: true });
    // Nothing of this user stays in memory for whoever uses the browser next.
    queueMicrotask(() => queryClient.clear());
  };
}
