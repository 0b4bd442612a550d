import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Direction } from 'radix-ui';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from '@shop/contract';
import { directionOf } from '../i18n';
import { ToastHost } from '../ui/toast';
import { AppRoutes } from './router';

export interface AppProps {
  /** Holds the answers the page renders with: on a server-rendered page, those the server used (main.tsx). */
  queryClient: QueryClient;
  /** This page's translator: the browser's one, or the server's for this request. */
  i18n: I18n;
  lang: Lang;
  /** The router: BrowserRouter in the browser, StaticRouter on the server; the routes go inside. */
  Router: (props: { children: ReactNode }) => ReactNode;
}

/** The app's providers and routes, the same in the browser (main.tsx) and on the server (entry-server.tsx). */
export function App({ queryClient, i18n, lang, Router }: AppProps) {
  const dir = directionOf(lang);
  return (
    <I18nextProvider i18n={i18n}>
      <Direction.Provider dir={dir}>
        <QueryClientProvider client={queryClient}>
          <Router>
            <AppRoutes />
          </Router>
          {/* Centred at the top reads the same in both directions; dir lays out each toast's icon and text. */}
          <ToastHost position="top-center" dir={dir} richColors toastOptions={{ className: 'font-sans' }} />
        </QueryClientProvider>
      </Direction.Provider>
    </I18nextProvider>
  );
}
