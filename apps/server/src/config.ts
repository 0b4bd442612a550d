// Every environment variable the server reads, parsed once. A bad value stops the start with a clear message.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { CHROMIUM_PATH } from './modules/invoices/chromium.mjs';

const optionalUrl = z.url().optional();
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
/** A comma-separated list of origins (scheme, host and port), e.g. `https://app.example.com,http://localhost:5173`. */
const origins = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  )
  .pipe(z.array(z.url().refine((o) => URL.canParse(o) && new URL(o).origin === o, 'must be an origin: scheme, host and port, no path')));

/** An address or CIDR range of a proxy, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY as Fastify's trustProxy: unset trusts no proxy; a list trusts those addresses; a hop count trusts
 * that many hops nearest the server, whoever they are (Fastify itself reads a bare number as "none").
 */
const trustProxy = z
  .preprocess(emptyAsUndefined, z.string().optional())
  .transform((raw, ctx): false | string[] | ((address: string, hop: number) => boolean) => {
    if (raw === undefined) return false;
    if (/^\d+$/.test(raw.trim())) {
      const hops = Number(raw);
      return (_address, hop) => hop < hops;
    }
    const list = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = list.find((entry) => !isProxyAddress(entry));
    if (bad !== undefined || !list.length) {
      ctx.addIssue({ code: 'custom', message: `a hop count or proxy addresses (IP or CIDR), not "${bad ?? raw}"` });
      return z.NEVER;
    }
    return list;
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the shop, used in image URLs, e-mails and payment callback URLs (default: localhost and PORT). */
  PUBLIC_URL: z.preprocess(emptyAsUndefined, optionalUrl),
  /** Web origins whose pages may call /api from the browser; none by default. */
  CORS_ORIGINS: origins,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  DATABASE_URL: z.preprocess(emptyAsUndefined, optionalUrl),
  /** Folder for PGlite data and media files. */
  DATA_DIR: z.string().default('data'),
  /** Folder of uploaded and generated images (default DATA_DIR/media), when MEDIA_STORE is disk. */
  MEDIA_DIR: z.string().optional(),
  /** Where pictures are kept: disk (MEDIA_DIR, one process) or database (the media table, seen by every process). */
  MEDIA_STORE: z.enum(['disk', 'database']).default('disk'),
  /** The built web app served by the server (default apps/web/dist). */
  WEB_DIST: z.string().optional(),
  /** The built server renderer of the web app (default: WEB_DIST's folder name with -ssr, apps/web/dist-ssr). */
  WEB_SSR: z.string().optional(),
  /** Password of the seeded demo customer and admin; random when unset. */
  SEED_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  /** smtp://user:pass@host:port or smtps://...; without it mail goes to the dev outbox. */
  SMTP_URL: z.preprocess(emptyAsUndefined, optionalUrl),
  MAIL_FROM: z.string().default('Souq Al Asal <no-reply@souqalasal.ae>'),
  MYFATOORAH_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** https://apitest.myfatoorah.com (test), https://api-ae.myfatoorah.com (UAE), https://api.myfatoorah.com (Kuwait). */
  MYFATOORAH_BASE_URL: z.url().default('https://apitest.myfatoorah.com'),
  MYFATOORAH_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Tabby (buy now, pay later): offered at checkout only when its secret key and merchant code are set. */
  TABBY_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Tabby's public key (its on-site messaging); not used by the server's calls. */
  TABBY_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  TABBY_MERCHANT_CODE: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** https://api.tabby.ai (UAE, Kuwait), https://api.tabby.sa (KSA). */
  TABBY_BASE_URL: z.url().default('https://api.tabby.ai'),
  /** The header value registered with Tabby's webhook (header title TABBY_WEBHOOK_HEADER); without it the webhook refuses everything. */
  TABBY_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  TABBY_WEBHOOK_HEADER: z.string().default('X-Tabby-Webhook-Secret'),
  /** 1: without Tabby keys, offer Tabby through the built-in sandbox (integrations/payments/tabby-sandbox.ts). */
  TABBY_SANDBOX: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).default('0')),
  /** Tamara (buy now, pay later): offered at checkout only when its API token is set (and its pre-check accepts the cart). */
  TAMARA_API_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** https://api.tamara.co (live), https://api-sandbox.tamara.co (Tamara's test environment). */
  TAMARA_API_URL: z.url().default('https://api.tamara.co'),
  /** Tamara's notification token, the HS256 key of the tamaraToken JWT on its webhooks; without it the webhook refuses everything. */
  TAMARA_NOTIFICATION_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** 1: without a Tamara API token, offer Tamara through the built-in sandbox (integrations/payments/tamara-sandbox.ts). */
  TAMARA_SANDBOX: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).default('0')),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  FACEBOOK_APP_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  FACEBOOK_APP_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  /** Requests per minute per IP on rate-limited calls (login, codes). */
  RATE_LIMIT_AUTH_PER_MIN: z.coerce.number().int().positive().default(10),
  /** Proxies whose X-Forwarded-For gives the client's address (hop count or address list); none by default. */
  TRUST_PROXY: trustProxy,
  /** Redis for the limits shared by every server process; without it they are kept in memory. */
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  /** Prefix of every Redis key, so several shops (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('souq:'),
  /** A session ends after this many days without use... */
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(30),
  /** ...and this many days after sign-in, however much it is used. */
  SESSION_MAX_DAYS: z.coerce.number().positive().default(90),
  /** MyFatoorah PaymentMethodCode of the card method (Visa/MasterCard), looked up through InitiatePayment. */
  MYFATOORAH_CARD_METHOD_CODE: z.string().default('vm'),
  /** Aramex's web services (integrations/carriers/aramex.ts): shipping with Aramex creates the shipment when all of them and ARAMEX_SHIPPER_CITY are set. */
  ARAMEX_USERNAME: z.preprocess(emptyAsUndefined, z.string().optional()),
  ARAMEX_PASSWORD: z.preprocess(emptyAsUndefined, z.string().optional()),
  ARAMEX_ACCOUNT_NUMBER: z.preprocess(emptyAsUndefined, z.string().optional()),
  ARAMEX_ACCOUNT_PIN: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The account's Aramex entity, a city code such as DXB or AUH. */
  ARAMEX_ACCOUNT_ENTITY: z.preprocess(emptyAsUndefined, z.string().optional()),
  ARAMEX_ACCOUNT_COUNTRY_CODE: z.preprocess(emptyAsUndefined, z.string().length(2).optional()),
  /** https://ws.aramex.net (live) or https://ws.sbx.aramex.net (sandbox). */
  ARAMEX_BASE_URL: z.url().default('https://ws.aramex.net'),
  /** The city of the shop's address (store settings legal_address_en), as Aramex's addresses need it apart; required with the others. */
  ARAMEX_SHIPPER_CITY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The weight given to Aramex per item of an order (products carry no weight). */
  ARAMEX_WEIGHT_PER_ITEM_KG: z.coerce.number().positive().default(0.5),
  /**
   * Quiqup's last-mile API (integrations/carriers/quiqup.ts; https://api-docs.quiqup.com): the OAuth client of the
   * shop's Quiqup account. Shipping with Quiqup creates the delivery when both are set.
   */
  QUIQUP_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  QUIQUP_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** https://api-ae.quiqup.com (live, UAE) or https://api.staging.quiqup.com (staging; its tokens last an hour). */
  QUIQUP_BASE_URL: z.url().default('https://api-ae.quiqup.com'),
  /** Quiqup's service for the shop's deliveries: partner_same_day (same day when ready before the cut-off) or partner_next_day. */
  QUIQUP_SERVICE: z.enum(['partner_same_day', 'partner_next_day']).default('partner_next_day'),
  /** The town of the shop's pickup address as Quiqup names it (the address line comes from the store settings). */
  QUIQUP_PICKUP_TOWN: z.preprocess(emptyAsUndefined, z.string().default('Dubai')),
  /**
   * The token Quiqup signs its webhooks with (X-Signature: sha1=HMAC-SHA1 of the raw body); without it
   * POST /api/carriers/quiqup/webhook refuses every call.
   */
  QUIQUP_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** How long a call to Aramex or Quiqup may take before it counts as failed. */
  CARRIER_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** How often open Aramex and Quiqup shipments are tracked (modules/admin/orders/aramex.ts, quiqup.ts); 0 turns it off. */
  CARRIER_TRACKING_SECONDS: z.coerce.number().int().min(0).default(900),
  /**
   * Storecove, the accredited service provider (ASP) tax documents are sent through as e-invoices
   * (integrations/einvoice/storecove.ts): with both the API key and the legal entity the documents go out; without
   * them each stays ready, not sent.
   */
  STORECOVE_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The shop's LegalEntity at Storecove, on whose behalf documents are sent. */
  STORECOVE_LEGAL_ENTITY_ID: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().optional()),
  STORECOVE_BASE_URL: z.url().default('https://api.storecove.com'),
  /** How long a call to the ASP may take before it counts as failed (the job then tries again). */
  EINVOICE_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** How long a call to the payment gateway may take before it counts as failed. */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** How often unpaid online orders past their 30 minutes are released; 0 turns the sweep off. */
  UNPAID_ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How often card refunds of approved returns are checked at the payment provider (modules/admin/returns/sweep.ts); 0 turns it off. */
  CARD_REFUND_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  /** A card refund still 'sending' this long after it went to the provider lost its process; a 'pending' one is asked about this often. */
  CARD_REFUND_CHECK_AFTER_SECONDS: z.coerce.number().int().positive().default(300),
  /** How often carts are looked at for a reminder e-mail (modules/reminders); 0 turns reminders off. */
  CART_REMINDER_SCAN_SECONDS: z.coerce.number().int().min(0).default(300),
  /** How often the job queue is looked at for retries and other processes' jobs; 0: only this process's new jobs run. */
  JOB_POLL_MS: z.coerce.number().int().min(0).default(2000),
  /** Bearer token GET /metrics asks for; without it /metrics is open (keep it off the public network). */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** The Chromium that prints tax invoices and credit notes as PDF (modules/invoices/pdf.ts). */
  PDF_CHROMIUM_PATH: z.string().default(CHROMIUM_PATH),
  /** On SIGTERM/SIGINT, how long requests in flight may take to finish before the process gives up on them. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export type Env = z.infer<typeof schema>;

export interface Config extends Env {
  /** PUBLIC_URL without a trailing slash, else http://localhost:{PORT}. */
  PUBLIC_URL: string;
  dataDir: string;
  mediaDir: string;
  webDist: string;
  /** The folder of the web app's server renderer (entry-server.js); without it pages are the app's shell. */
  webSsr: string;
  /** PGlite folder; null = in memory (tests). */
  pgliteDir: string | null;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  const config = {
    ...e,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    mediaDir: path.resolve(repoRoot, e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    pgliteDir: path.join(dataDir, 'db'),
    ...overrides,
  };
  // The renderer belongs to the web build it was built with: beside WEB_DIST unless given.
  return {
    ...config,
    webSsr: overrides.webSsr ?? path.resolve(repoRoot, e.WEB_SSR ?? `${config.webDist}-ssr`),
  };
}
