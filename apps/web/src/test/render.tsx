// Test helpers: the app itself (its providers and routes, app/App.tsx) at a URL, in a language, with fetch answered
// per call of the contract.
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { REFUSAL_HEADER, type Call, type CallData, type CallRef, type Lang, type Refusal, type StoreInfo } from '@shop/contract';
import type { profileInfoCall } from '@shop/contract/calls';
import { writeStored } from '../api/storage';
import { storeInfoQuery } from '../api/storeInfo';
import { App } from '../app/App';
import { i18n } from '../i18n';
import { directionOf } from '../i18n/language';

/** A customer's stored session in tests. */
export const TEST_CUSTOMER = { token: 'test-token', userId: 7 };

/** profile_info.php's answer for TEST_CUSTOMER: the profile area's menu asks for it on each of its screens. */
export const TEST_PROFILE = {
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
} satisfies Body<typeof profileInfoCall>;

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

/**
 * The data of a refusal that names a field: 'invalid' gives the field and why (badInputData), a 'refused' step
 * may name just the field it needs.
 */
export type RefusalData = { field: string; reason?: string };

/**
 * The envelope of an answer to `C`: with status true its data is the call's (CallData); with status false (a
 * refusal or a failure) it is null, the field refused, or the call's data where a failure still reports it.
 */
export type Body<C extends Call | CallRef> =
  | { status: true; msg: string; data: CallData<C>; flag?: unknown; Code?: unknown }
  | { status: false; msg: string; data: CallData<C> | RefusalData | null; flag?: unknown; Code?: unknown };

/** HTTP's side of an answer: the status (200 unless told), X-Refusal and X-Request-Id. */
export interface Transport {
  httpStatus?: number;
  refusal?: Refusal;
  requestId?: string;
}

/** An answer to `C`: its envelope, or the envelope as `body` with HTTP's side. */
export type Reply<C extends Call | CallRef> = Body<C> | (Transport & { body: Body<C> });

/** One call's answer, for answerWith: made by answer() (or answerRaw()). */
export interface Answer {
  readonly path: string;
  readonly reply: Transport & { body: unknown };
}

/** The answer `reply` to `call`, its data typed by the call. */
export function answer<C extends Call | CallRef>(call: C, reply: NoInfer<Reply<C>>): Answer {
  return { path: call.path, reply: 'body' in reply ? reply : { body: reply } };
}

/**
 * An answer to `call` whose body is not checked against the call: only for tests of how the client takes an
 * answer the contract does not allow (a malformed envelope, data of the wrong shape). Say why where it is used.
 */
export function answerRaw(call: Call | CallRef, reply: Transport & { body: unknown }): Answer {
  return { path: call.path, reply };
}

/**
 * Answers fetch('/api{path}') of each answer's call with its envelope: HTTP 200, or `httpStatus`, with `refusal`
 * in X-Refusal (a refusal of the spec's calls is HTTP 200 with its kind there, docs/api.md) and `requestId` in
 * X-Request-Id; other paths answer 404. A later answer to the same call replaces an earlier one, so a test's
 * helper can take answers that override its defaults.
 * Returns the spy: `spy.mock.calls[i][1].body` is the FormData sent.
 */
export function answerWith(...answers: Answer[]) {
  const byPath = new Map(answers.map(({ path, reply }) => [path, reply]));
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const reply = byPath.get(String(input).replace(/^\/api/, ''));
    if (!reply) return new Response(JSON.stringify({ status: false, msg: 'Not found', data: null }), { status: 404 });
    const { httpStatus = 200, refusal, requestId, body } = reply;
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (refusal) headers.set(REFUSAL_HEADER, refusal);
    if (requestId) headers.set('X-Request-Id', requestId);
    return new Response(JSON.stringify(body), { status: httpStatus, headers });
  });
  answersOf.set(spy, byPath);
  return spy;
}

const answersOf = new WeakMap<object, Map<string, Answer['reply']>>();

/** Adds or replaces answers of a spy answerWith made, for the fetches from now on (a list asked again after a save). */
export function answerFromNow(spy: ReturnType<typeof answerWith>, ...answers: Answer[]) {
  const byPath = answersOf.get(spy);
  if (!byPath) throw new Error('not a spy of answerWith');
  for (const { path, reply } of answers) byPath.set(path, reply);
}

/** The URL the client fetches for `call` (client.ts): for assertions on the spy's calls. */
export const urlOf = (call: Call | CallRef) => `/api${call.path}`;

/** The fields of every form-data body sent to `call`, in order. */
export function sentToAll(spy: ReturnType<typeof answerWith>, call: Call | CallRef): Record<string, FormDataEntryValue>[] {
  return spy.mock.calls.flatMap(([input], i) => (String(input) === urlOf(call) ? [sentFields(spy, i)] : []));
}

/** The fields of the n-th fetch call's form-data body, as an object. */
export function sentFields(spy: ReturnType<typeof answerWith>, n = 0): Record<string, FormDataEntryValue> {
  const body = spy.mock.calls[n]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error(`call ${n} sent no FormData`);
  return Object.fromEntries(body.entries());
}
