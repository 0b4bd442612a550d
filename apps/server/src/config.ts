// Every environment variable the server reads, parsed once. A bad value stops the start with a clear message.
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z.url().optional();
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the shop, used in e-mails and payment callback URLs. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  DATABASE_URL: z.preprocess(emptyAsUndefined, optionalUrl),
  /** Folder for PGlite data and media files. */
  DATA_DIR: z.string().default('data'),
  /** Folder of uploaded and generated images (default DATA_DIR/media). */
  MEDIA_DIR: z.string().optional(),
  /** The built web app served by the server (default apps/web/dist). */
  WEB_DIST: z.string().optional(),
  /** Password of the seeded demo customer and admin; random when unset. */
  SEED_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  /** smtp://user:pass@host:port or smtps://...; without it mail goes to the dev outbox. */
  SMTP_URL: z.preprocess(emptyAsUndefined, optionalUrl),
  MAIL_FROM: z.string().default('Souq Al Asal <no-reply@souqalasal.ae>'),
  MYFATOORAH_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** https://apitest.myfatoorah.com (test), https://api-ae.myfatoorah.com (UAE), https://api.myfatoorah.com (Kuwait). */
  MYFATOORAH_BASE_URL: z.url().default('https://apitest.myfatoorah.com'),
  MYFATOORAH_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  FACEBOOK_APP_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  FACEBOOK_APP_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  /** Requests per minute per IP on rate-limited calls (login, codes). */
  RATE_LIMIT_AUTH_PER_MIN: z.coerce.number().int().positive().default(10),
  /** MyFatoorah PaymentMethodCode of the card method (Visa/MasterCard), looked up through InitiatePayment. */
  MYFATOORAH_CARD_METHOD_CODE: z.string().default('vm'),
  /** How long a call to the payment gateway may take before it counts as failed. */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** How often unpaid online orders past their 30 minutes are released; 0 turns the sweep off. */
  UNPAID_ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
});

export type Env = z.infer<typeof schema>;

export interface Config extends Env {
  dataDir: string;
  mediaDir: string;
  webDist: string;
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
  return {
    ...e,
    dataDir,
    mediaDir: path.resolve(repoRoot, e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    pgliteDir: path.join(dataDir, 'db'),
    ...overrides,
  };
}
