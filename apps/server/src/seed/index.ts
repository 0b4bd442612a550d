// The demo shop: a bilingual catalogue with drawn pictures, regions and fees,
// branches, FAQ, legal texts, quiz, coupons, an activated demo customer with history and an admin.
// main.ts seeds an empty database on first start; `npm run seed` does it by hand; tests call seed().
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { MediaStore } from '../integrations/images/store';
import { hashPassword } from '../modules/auth/password';
import type { Db } from '../db/client';
import { products, users } from '../db/schema';
import { ADMIN, DEMO_CUSTOMER } from './data/people';
import { insertCatalog } from './insert-catalog';
import { insertContent } from './insert-content';
import { insertPeople } from './insert-people';
import { buildPlan, type SeedPlan } from './plan';
import { renderImages, type RenderReport } from './render';

export interface SeedOptions {
  /** Where the pictures go. */
  media: MediaStore;
  /** Draw the pictures; false writes the rows only (tests). Default true. */
  images?: boolean;
  /** Password of the demo customer and the admin; a random readable one when absent. */
  password?: string | undefined;
  /** "Now" of the demo history (orders, new arrivals); default the real now. */
  now?: Date;
  /** Told how the pictures went (drawn, skipped as already on disk, time). */
  onImages?: (report: RenderReport) => void;
}

export interface SeedCredentials {
  customer: { email: string; password: string };
  admin: { email: string; password: string };
}

/** Seeds the demo shop into a database that has none of it. Everything is written in one transaction. */
export async function seed(db: Db, opts: SeedOptions): Promise<SeedCredentials> {
  const credentials = await run(db, opts, false);
  return credentials!;
}

/** Seeds on first start: null (and nothing written) when the database already has users or products. */
export async function seedIfEmpty(
  db: Db,
  config: Pick<Config, 'SEED_PASSWORD'>,
  extra: Pick<SeedOptions, 'media' | 'onImages'>,
): Promise<SeedCredentials | null> {
  if (await hasData(db)) return null;
  return run(db, { password: config.SEED_PASSWORD, ...extra }, true);
}

async function run(db: Db, opts: SeedOptions, onlyIfEmpty: boolean): Promise<SeedCredentials | null> {
  const now = opts.now ?? new Date();
  const plan: SeedPlan = buildPlan(now);
  // Pictures first, outside the transaction: they are keyed by content, so a second start after a
  // failed one reuses them, and rows never point at pictures that were not written.
  if (opts.images !== false) {
    const report = await renderImages(opts.media, plan.images.svgs);
    opts.onImages?.(report);
  }
  const password = opts.password ?? readablePassword();
  const [demo, others] = await Promise.all([hashPassword(password), hashPassword(readablePassword())]);

  const written = await db.transaction(async (tx) => {
    // Servers seed under the setup lock (db/client.ts); this keeps `npm run seed` beside a starting server apart.
    await tx.execute(sql`select pg_advisory_xact_lock(7281946)`);
    if (onlyIfEmpty && (await hasData(tx))) return false;
    const catalog = await insertCatalog(tx, plan);
    const content = await insertContent(tx, plan, catalog, now);
    await insertPeople(tx, plan, catalog, content, { demo, others }, now);
    return true;
  });
  if (!written) return null;
  return { customer: { email: DEMO_CUSTOMER.email, password }, admin: { email: ADMIN.email, password } };
}

async function hasData(db: Pick<Db, 'select'>): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  const [anyProduct] = await db.select({ id: products.id }).from(products).limit(1);
  return Boolean(anyUser || anyProduct);
}

const WORDS = [
  'amber',
  'cedar',
  'saffron',
  'jasmine',
  'oasis',
  'falcon',
  'pearl',
  'dune',
  'palm',
  'lotus',
  'sage',
  'sidr',
  'henna',
  'musk',
  'date',
  'olive',
];

/** Two words and four digits, e.g. "Amber-Cedar-4821": easy to read off the console and to type. */
function readablePassword(): string {
  const word = () => WORDS[randomInt(WORDS.length)]!;
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  return `${cap(word())}-${cap(word())}-${String(randomInt(10_000)).padStart(4, '0')}`;
}
