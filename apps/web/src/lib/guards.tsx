// Route guards (docs/product.md §2, §6). Guarded routes make a guest session; pages for customers only (profile,
// cart) send a guest to /login after a warning.
import { useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import { ensureGuestSession, isLoggedIn, useLoggedIn } from '../api/session';
import { rememberReturn, type PendingAction } from './returnAfterLogin';

/** How long a warning shows before its redirect (docs/product.md §9: 2 s). */
export const REDIRECT_DELAY_MS = 2000;

function GuestSession() {
  // Idempotent and synchronous, so the page's first call already carries the guest pair.
  ensureGuestSession();
  return <Outlet />;
}

/** Routes that create the guest session when no token or user id is stored. */
export const guarded = (children: RouteObject[]): RouteObject => ({
  Component: GuestSession,
  children,
});

/**
 * Shows a warning toast, then navigates after the delay. Returns a cancel function (for effects).
 * The toast has a fixed id so a repeated warning replaces itself instead of stacking.
 */
export function useWarnThenGo() {
  const navigate = useNavigate();
  return useCallback(
    (message: string, to: string, delayMs = REDIRECT_DELAY_MS) => {
      toast.warning(message, { id: `warn:${to}`, duration: delayMs });
      const timer = window.setTimeout(() => navigate(to), delayMs);
      return () => window.clearTimeout(timer);
    },
    [navigate],
  );
}

/**
 * For actions only customers may take (add to cart, favourite, add to list): returns true for a
 * customer; a guest gets 'You must login first' and goes to /login after 2 s. The page and the action
 * are kept, so that after signing in the shopper comes back here and the action is done.
 */
export function useLoginFirst() {
  const { t } = useTranslation();
  const warnThenGo = useWarnThenGo();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (action?: PendingAction) => {
      if (isLoggedIn()) return true;
      if (action) rememberReturn(`${pathname}${search}${hash}`, action);
      warnThenGo(t('loginFirst'), '/login');
      return false;
    },
    [t, warnThenGo, pathname, search, hash],
  );
}

function RequireLogin({ messageKey }: { messageKey: string }) {
  // A guest never loads the guarded page, so the warning's own namespace ('ns:key') is loaded here.
  const namespace = messageKey.includes(':') ? messageKey.slice(0, messageKey.indexOf(':')) : undefined;
  const { t, ready } = useTranslation(namespace, { useSuspense: false });
  const loggedIn = useLoggedIn();
  const warnThenGo = useWarnThenGo();
  useEffect(() => (loggedIn || !ready ? undefined : warnThenGo(t(messageKey), '/login')), [loggedIn, ready, messageKey, t, warnThenGo]);
  return loggedIn ? <Outlet /> : null;
}

/**
 * Routes for signed-in customers only (profile, cart): a guest sees a warning for 2 s and goes to
 * /login. The warning is a translation key ('ns:key' for a feature's own), 'You must login first' by
 * default. Nest it inside `guarded` so the guest session exists.
 */
export const loginRequired = (children: RouteObject[], messageKey = 'loginFirst'): RouteObject => ({
  element: <RequireLogin messageKey={messageKey} />,
  handle: LOGIN_REQUIRED,
  children,
});

/** The mark of the login guard's route, for the check that every customer's page is under it (app/pages.test.ts). */
export const LOGIN_REQUIRED = { loginRequired: true } as const;
