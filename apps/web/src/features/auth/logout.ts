// Logging out (the profile menu's Logout): the server ends the session, then the visitor is a guest again
// (signed out here even if the server could not be reached, so a shared computer is never left signed in).
import { logoutCall } from '@shop/contract/calls';
import { api } from '../../api/client';
import { signOut } from '../../api/session';

export async function logout(): Promise<void> {
  try {
    await api(logoutCall, {});
  } finally {
    signOut();
  }
}
