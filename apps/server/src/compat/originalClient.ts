// The original shop's web client (public repository ATN20222/iherb), as the compatibility suite replays it
// against our server: what it keeps in the browser's storage, and how every call goes out and comes back.
// Its calls are POSTs of a FormData through axios: each value is appended as the page passes it, so a
// number becomes its digits and JavaScript's null and undefined become the texts 'null' and 'undefined';
// the stored language goes in Accept-Language (no header while none is stored). axios rejects any answer
// outside 2xx, and the client's wrappers then throw without reading the envelope.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { seed } from '../seed';
import { createTestApp, type TestApp } from '../test/app';

/** What a page hands to FormData.append: text, a number, a file, or an unset JavaScript value. */
export type FormValue = string | number | null | undefined | Blob;
export type Fields = readonly (readonly [name: string, value: FormValue])[];

export interface Answer {
  status: boolean;
  msg: string;
  // The answers are read field by field by the suite's assertions, as the original pages read them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  [extra: string]: unknown;
}

/** An answer axios rejected (HTTP status outside 2xx): the original's wrapper throws its generic error. */
export class OriginalCallFailed extends Error {
  constructor(
    readonly path: string,
    readonly httpStatus: number,
    readonly body: unknown,
  ) {
    super(`${path}: HTTP ${httpStatus}, which the original client treats as a failure`);
  }
}

/** The fixed device token the original's login page sends. */
export const LOGIN_DEVICE_TOKEN = 'asd342dsdddsd323dsdadasd3e';
/** The guest placeholder the original stores (with user id 0) when nothing is stored. */
export const ORIGINAL_GUEST_TOKEN = '663c80d0af3d373895922158844jb768';

export class OriginalWebClient {
  /** localStorage: every value kept as text. */
  private readonly storage = new Map<string, string>();

  constructor(
    private readonly apiBase: string,
    /** navigator.userAgent, which the original sends as device_id (kept with the session: each sign-in has its own). */
    readonly userAgent: string,
  ) {}

  getItem(key: string): string | null {
    return this.storage.get(key) ?? null;
  }
  setItem(key: string, value: string | number): void {
    this.storage.set(key, String(value));
  }

  /** The guarded routes' first visit: no token or user id stored means the guest pair. */
  enterAsGuest(): void {
    if (this.getItem('token') === null || this.getItem('user_id') === null) {
      this.setItem('token', ORIGINAL_GUEST_TOKEN);
      this.setItem('user_id', 0);
    }
  }

  /** auth_key and user_id as the pages read them from storage. */
  key(): Fields {
    return [
      ['auth_key', this.getItem('token')],
      ['user_id', this.getItem('user_id')],
    ];
  }

  /** Sends one call and returns the HTTP status and the body, whatever the status. */
  async send(callPath: string, fields: Fields): Promise<{ httpStatus: number; body: Answer }> {
    const form = new FormData();
    for (const [name, value] of fields) {
      if (value instanceof Blob) form.append(name, value);
      else form.append(name, String(value));
    }
    const language = this.getItem('language');
    const response = await fetch(new URL(callPath.replace(/^\/+/, ''), this.apiBase), {
      method: 'POST',
      body: form,
      headers: language === null ? {} : { 'Accept-Language': language },
    });
    return { httpStatus: response.status, body: (await response.json()) as Answer };
  }

  /** Sends one call the way the original's wrappers do: a non-2xx answer is a failure, thrown. */
  async call(callPath: string, fields: Fields): Promise<Answer> {
    const { httpStatus, body } = await this.send(callPath, fields);
    if (httpStatus < 200 || httpStatus > 299) throw new OriginalCallFailed(callPath, httpStatus, body);
    return body;
  }
}

export interface OriginalShop {
  t: TestApp;
  apiBase: string;
  /** A new browser of the original client on this shop, with the language it stores first ('en'). */
  browser(language?: 'en' | 'ar'): OriginalWebClient;
  close(): Promise<void>;
}

/** Password of the demo customer and admin in the suite's shop. */
export const DEMO_PASSWORD = 'compat-demo-2026';

let browsers = 0;

/** Our server with the demo shop (rows only, no pictures drawn), listening on a free local port. */
export async function startShopForOriginalClient(): Promise<OriginalShop> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compat-media-'));
  // Many sign-ins and codes come from one address in a few seconds; the limits have their own tests.
  const t = await createTestApp({ mediaDir }, { RATE_LIMIT_AUTH_PER_MIN: '100000', UNPAID_ORDER_SWEEP_SECONDS: '0' });
  await seed(t.db, { media: t.app.media, images: false, password: DEMO_PASSWORD });
  const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const apiBase = `${origin}/api/`;
  return {
    t,
    apiBase,
    browser(language = 'en') {
      const agent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${++browsers} Safari/537.36`;
      const client = new OriginalWebClient(apiBase, agent);
      client.setItem('language', language);
      return client;
    },
    async close() {
      await t.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
