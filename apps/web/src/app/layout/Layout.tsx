import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLoggedIn } from '../../api';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { usePendingReturn } from '../../lib/returnAfterLogin';
import { Header } from './Header';
import { HydratedMark } from '../../lib/HydratedMark';
import { HydrateApart } from '../../lib/HydrateApart';
import { hydrateWhenNear } from '../../lib/hydrateWhenNear';
import { useScrollToTopOnNavigate } from '../../lib/useScrollToTopOnNavigate';

const ResumeAfterLogin = lazy(() => import('../ResumeAfterLogin'));
const Footer = hydrateWhenNear('site-footer', () => import('./Footer').then((m) => m.Footer));

/** Back on the page where, as a guest, the shopper tried an action: it is done now that they are signed in. */
function ResumePendingAction() {
  const loggedIn = useLoggedIn();
  const pending = usePendingReturn();
  const { pathname, search, hash } = useLocation();
  if (!loggedIn || !pending || pending.path !== `${pathname}${search}${hash}`) return null;
  return (
    <Suspense fallback={null}>
      <ResumeAfterLogin key={pending.at} path={pending.path} action={pending.action} />
    </Suspense>
  );
}

/** Every page: skip link, header, the page (lazy, with a loading veil while its chunk arrives), footer. */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollToTopOnNavigate(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink-900 px-4 py-2 text-cream-50 focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('skipToContent')}
      </a>
      <HydrateApart>
        <Header />
      </HydrateApart>
      <main id="main" className="relative flex-1">
        <ErrorBoundary key={pathname}>
          <Suspense
            fallback={
              <div className="min-h-[60vh]">
                <LoadingOverlay />
              </div>
            }
          >
            <Outlet />
            <HydratedMark />
          </Suspense>
        </ErrorBoundary>
      </main>
      <HydrateApart>
        <Footer />
      </HydrateApart>
      <ResumePendingAction />
    </div>
  );
}
