// Consent to marketing e-mails (UAE PDPL; docs/product.md §10): an append-only history per customer, the
// latest row being the current choice; no row means no consent. Marketing sends check it when they send.
// The withdrawal link in every marketing e-mail works without signing in (an HMAC of the customer's id).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MARKETING_CONSENT, type ConsentSource, type Lang } from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { consents, storeSettings, users } from '../../db/schema';

export interface ConsentState {
  marketing: boolean;
  since: string | null;
}

const latest = (db: DbOrTx, userId: number) =>
  db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, 'marketing')))
    .orderBy(desc(consents.id))
    .limit(1);

export async function marketingConsent(db: DbOrTx, userId: number): Promise<ConsentState> {
  const [row] = await latest(db, userId);
  return { marketing: row?.granted ?? false, since: row ? row.createdAt.toISOString() : null };
}

/** SQL: whether the customer whose id is in `userId` currently agrees to marketing e-mails. */
export const agreesToMarketing = (userId: AnyPgColumn | SQL): SQL =>
  sql`coalesce((SELECT ${consents.granted} FROM ${consents} WHERE ${consents.userId} = ${userId} AND ${consents.purpose} = 'marketing' ORDER BY ${consents.id} DESC LIMIT 1), false)`;

/**
 * Records a choice and the words shown with it (`text`, in `lang`). The customer's row is locked first, so two
 * choices at once are recorded one after the other, and the same choice again (two clicks of one link)
 * records nothing. A withdrawal without any consent before it has nothing to withdraw.
 */
export async function recordMarketingConsent(
  tx: Tx,
  userId: number,
  choice: { granted: boolean; source: ConsentSource; lang: Lang; text: string },
): Promise<ConsentState> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [last] = await latest(tx, userId);
  const current = last?.granted ?? false;
  if (current === choice.granted && (!current || last!.version === MARKETING_CONSENT.version)) {
    return { marketing: current, since: last ? last.createdAt.toISOString() : null };
  }
  const [row] = await tx
    .insert(consents)
    .values({ userId, purpose: 'marketing', version: MARKETING_CONSENT.version, ...choice })
    .returning();
  return { marketing: row!.granted, since: row!.createdAt.toISOString() };
}

/** The customer's choices, oldest first, for their copy of their data. */
export async function consentHistory(db: DbOrTx, userId: number) {
  const rows = await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id));
  return rows.map((r) => ({
    purpose: r.purpose,
    granted: r.granted,
    at: r.createdAt.toISOString(),
    how: r.source,
    text_shown: r.text,
    language: r.lang,
    version: r.version,
  }));
}

// ---------- the withdrawal link ----------

const SECRET_KEY = 'unsubscribe_secret';

/** The key of the withdrawal links: made once, kept in the database so every process and restart shares it. */
async function unsubscribeSecret(db: DbOrTx): Promise<string> {
  await db
    .insert(storeSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.key, SECRET_KEY));
  return String(row!.value);
}

// The message signed is the one of the cart reminders' first links, so the links already sent still work.
const sign = (secret: string, userId: number) => createHmac('sha256', secret).update(`cart-reminders:${userId}`).digest('base64url');

export const UNSUBSCRIBE_PATH = '/unsubscribe/cart-reminders';

export async function unsubscribeLink(db: DbOrTx, shopUrl: string, userId: number, lang: Lang): Promise<string> {
  const token = sign(await unsubscribeSecret(db), userId);
  return `${shopUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?u=${userId}&t=${token}&lang=${lang}`;
}

/** Withdraws the customer's consent when the token is theirs; answers whether it was. */
export async function unsubscribe(db: Db, userId: number, token: string, lang: Lang, shown: string): Promise<boolean> {
  const expected = Buffer.from(sign(await unsubscribeSecret(db), userId));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  await db.transaction((tx) => recordMarketingConsent(tx, userId, { granted: false, source: 'email_link', lang, text: shown }));
  return true;
}
