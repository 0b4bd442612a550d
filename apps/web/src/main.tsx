import './zodConfig';
import { StrictMode, type ReactNode } from 'react';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import './styles.css';
import { createQueryClient } from './api/queryClient';
import { i18n, i18nReady, language } from './i18n';
import { warmIntl } from './i18n/warmIntl';
import { basenameOf, pathInLanguage } from './i18n/language';
import { ensureDeviceInfo, isLoggedIn } from './api/session';
import { App } from './app/App';
import { replayTaps, takeEarlyTaps } from './lib/earlyTap';
import { preloadPartsInView } from './lib/hydrateWhenNear';
import { preloadPages } from './lib/lazyPage';
import { routes } from './app/router';
import { readPayload } from './app/ssrPayload';

ensureDeviceInfo();

const payload = readPayload();
// The server rendered another page than the URL's (an unknown product is /notfound): the URL follows, as
// the page's own redirect would.
if (payload?.path) window.history.replaceState(window.history.state, '', pathInLanguage(payload.path, language));

const queryClient = createQueryClient();
const basename = basenameOf(language);
const Router = ({ children }: { children: ReactNode }) => <BrowserRouter basename={basename}>{children}</BrowserRouter>;
const app = (
  <StrictMode>
    <App queryClient={queryClient} i18n={i18n} lang={language} Router={Router} />
  </StrictMode>
);

const root = document.getElementById('root')!;
/** Resolves in a later task, once the browser has had its turn (for a tap, a paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
if (payload) {
  // React hydrates only once the page's code is here. A tap on a part React has not hydrated yet makes it
  // hydrate that part at once and handle the tap; a part whose chunk is still loading cannot, and React 19
  // drops the tap. So the page's chunks come first (a chunk that failed to load is asked for again by the
  // page's error boundary), with the page's language's common strings (i18nReady), and the formatters' language
  // data meanwhile (warmIntl).
  // Not a top-level await: the page's chunk imports the start chunk this module is bundled in, which would
  // wait for this module to finish, and this module for the page.
  // The parts it loads when they near the screen (hydrateWhenNear) come first too when they are near already.
  // Each piece of start-up work in a task of its own, after the one that evaluated the modules: on a phone each
  // task is a time when a tap waits (Lighthouse's total blocking time), and together they were one long task.
  const pageChunks = nextTask()
    .then(() => preloadPages(matchRoutes(routes, window.location.pathname, basename)))
    .then(preloadPartsInView)
    .catch(() => undefined);
  // The server's answers go into the cache before React hydrates, so the hydration's first, unbroken render does
  // not build them (a HydrationBoundary there took ~10 ms of it on a fast desktop).
  const answers = nextTask().then(() => hydrate(queryClient, payload.state));
  const formatters = nextTask().then(() => warmIntl(language));
  void Promise.all([pageChunks, answers, i18nReady, formatters]).then(() => {
    // boot.js kept the taps made before this moment; from here on React's own listeners get every tap.
    const earlyTaps = takeEarlyTaps();
    hydrateRoot(root, app);
    void replayTaps(earlyTaps);
    // The server rendered the guest's view; a customer's own answers (favourites in the cards) come now.
    if (isLoggedIn()) void queryClient.invalidateQueries();
  });
} else {
  // The page's common strings first (the start chunk carries neither language's).
  void i18nReady.then(() => {
    const earlyTaps = takeEarlyTaps();
    createRoot(root).render(app);
    void replayTaps(earlyTaps);
  });
}
