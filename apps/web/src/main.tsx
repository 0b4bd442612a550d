import './zodConfig';
import './app/effectTiming';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import './styles.css';
import { createQueryClient } from './api/queryClient';
import { i18n, language } from './i18n';
import { formatPrice } from './i18n/format';
import { warmIntl } from './i18n/warmIntl';
import { basenameOf, pathInLanguage } from './i18n/language';
import { ensureDeviceInfo, isLoggedIn } from './api/session';
import { App } from './app/App';
import { goLive } from './lib/earlyTap';
import { hydrated, hydrating } from './lib/hydrateLater';
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
    <App queryClient={queryClient} i18n={i18n} lang={language} state={payload?.state} Router={Router} />
  </StrictMode>
);

const root = document.getElementById('root')!;
if (payload) {
  // Each step in a task of its own, the module's evaluation being a long one already: finding the page's routes
  // (React Router ranks every route of the shop), asking for their chunks (Vite's preload helper adds a link per
  // chunk the page imports, about thirty) and making the first Intl formatter take tens of milliseconds each on
  // a phone, and run while the chunks download. The formatter's language data is loaded by a worker meanwhile
  // (warmIntl), which leaves the page's own formatter a fraction of a millisecond.
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
  // Hydrating once the page's chunk is in: Preact does not replay a tap made while part of the page was still
  // suspended, and would hydrate the rest (the hydrated mark included) around it meanwhile. Preloaded, the
  // page renders without suspending and hydrates in one go with its buttons live.
  // A chunk that failed to load is asked for again by the page itself (its error boundary says so).
  // Not a top-level await: the page's chunk imports the start chunk this module is bundled in, which would
  // wait for this module to finish, and this module for the page.
  const pageChunks = nextTask()
    .then(() => matchRoutes(routes, window.location.pathname, basename))
    .then(async (matches) => {
      await nextTask();
      return preloadPages(matches);
    })
    .catch(() => undefined);
  const formatter = warmIntl(language)
    .then(nextTask)
    .then(() => void formatPrice(0, language));
  void Promise.all([pageChunks, formatter])
    .then(nextTask)
    .then(() => {
      hydrating();
      hydrateRoot(root, app);
      hydrated();
      goLive();
      // The server rendered the guest's view; a customer's own answers (favourites in the cards) come now.
      if (isLoggedIn()) void queryClient.invalidateQueries();
    });
} else {
  createRoot(root).render(app);
  goLive();
}
