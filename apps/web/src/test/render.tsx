// Test helpers: the app itself (its providers and routes, app/App.tsx) at a URL, in a language, with fetch answered
// per path.
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { REFUSAL_HEADER, type Lang, type Refusal, type StoreInfo } from '@shop/contract';
import { writeStored } from '../api/storage';
import { storeInfoQuery } from '../api/storeInfo';
import { App } from '../app/App';
import { i18n } from '../i18n';
import { directionOf } from '../i18n/language';

/** A customer's stored session in tests. */
export const TEST_CUSTOMER = { token: 'test-token', userId: 7 };

/** profile_info.php's answer for TEST_CUSTOMER: the profile area's menu asks for it on each of its screens. */
export const TEST_PROFILE: Envelope = {
  status: true,
  msg: 'Success',
  data: {
    id: 7,
    name: 'Mariam',
    email: 'mariam@example.com',
    phone: '0501234567',
    address: '',
    profile_photo: '',
    active: 1,
    Favorite_id: 5,
  },
};

/**
 * store_info.php's answer the footer shows, already in the query cache as a server-rendered page brings it
 * (entry-server.tsx), so a page's own calls are all its test sees.
 */
export const TEST_STORE_INFO: StoreInfo = {
  branches: [],
  address: '',
  phone: '+971 2 665 4800',
  whatsapp: '971503182746',
  email: 'care@example.com',
  company: { legal_name: 'Souq Al Asal General Trading L.L.C.', trade_licence: 'CN-1234567', trn: '100123456700003' },
  apps: { app_store: 'https://apps.apple.com/ae/app/souq/id1', google_play: 'https://play.google.com/store/apps/details?id=ae.souq' },
};

export interface RenderOptions {
  lang?: Lang;
  /** Store a customer's token and user id first (otherwise storage starts empty). */
  loggedIn?: boolean;
  /** Start without TEST_STORE_INFO, so the footer or the page asks for store_info.php itself. */
  askStoreInfo?: boolean;
}

/** The current path and query, for tests that follow a redirect: `screen.getByTestId('location')`. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname + search}
    </output>
  );
}

/** Renders the whole app (providers, layout and routes, as main.tsx does) at `url`, in a memory router. */
export async function renderApp(url: string, { lang = 'en', loggedIn = false, askStoreInfo = false }: RenderOptions = {}) {
  writeStored('language', lang);
  if (loggedIn) {
    writeStored('token', TEST_CUSTOMER.token);
    writeStored('userId', TEST_CUSTOMER.userId);
  }
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (!askStoreInfo) queryClient.setQueryData(storeInfoQuery.queryKey, TEST_STORE_INFO);
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      {children}
      <LocationProbe />
    </MemoryRouter>
  );
  return render(<App queryClient={queryClient} i18n={i18n} lang={lang} Router={Router} />);
}

/** An answer of the server; `flag` and `Code` are the extra fields some calls add. */
export type Envelope = { status: boolean; msg: string; data: unknown; flag?: unknown; Code?: unknown };

/**
 * Answers fetch('/api{path}') with the given envelope: HTTP 200, or `httpStatus`, with `refusal` in X-Refusal
 * (a refusal of the spec's calls is HTTP 200 with its kind there, docs/api.md) and `requestId` in X-Request-Id;
 * other paths answer 404.
 * Returns the spy: `spy.mock.calls[i][1].body` is the FormData sent.
 */
export function answerWith(
  answers: Record<string, Envelope | { httpStatus?: number; refusal?: Refusal; requestId?: string; body: Envelope }>,
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input).replace(/^\/api/, '');
    const answer = answers[path];
    if (!answer) return new Response(JSON.stringify({ status: false, msg: 'Not found', data: null }), { status: 404 });
    const { httpStatus = 200, refusal, requestId, body } = 'body' in answer ? answer : { body: answer };
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (refusal) headers.set(REFUSAL_HEADER, refusal);
    if (requestId) headers.set('X-Request-Id', requestId);
    return new Response(JSON.stringify(body), { status: httpStatus, headers });
  });
}

/** The fields of the n-th fetch call's form-data body, as an object. */
export function sentFields(spy: ReturnType<typeof answerWith>, n = 0): Record<string, FormDataEntryValue> {
  const body = spy.mock.calls[n]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error(`call ${n} sent no FormData`);
  return Object.fromEntries(body.entries());
}
