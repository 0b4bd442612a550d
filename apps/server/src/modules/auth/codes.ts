// Four-digit codes sent by e-mail (docs/rules.md): stored hashed, valid 10 minutes, at most 5 wrong tries,
// one live code per address and purpose group (a new one replaces the last).
// A 4-digit code cannot be protected from offline guessing by any hash; argon2 keeps it out of plain sight
// (backups, logs) and slows such guessing down. What protects it is its short life and the try limit.
import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_TRIES, CODE_TTL_MINUTES } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { AppError, refuse } from '../../http/errors';
import { authMessages } from './messages';
import { hashPassword, verifyPassword } from './password';

export type StoredCodePurpose = (typeof verificationCodes.$inferInsert)['purpose'];

/**
 * Activation and reset codes both prove that the customer reads the account's mailbox, so either one is
 * accepted by activate, checkcode and changepwd; the purpose only picks the e-mail's wording. A code for a
 * new e-mail address (profile) is a separate group.
 */
export const ACCOUNT_CODE_PURPOSES: StoredCodePurpose[] = ['activate', 'reset'];

const groupOf = (purpose: StoredCodePurpose): StoredCodePurpose[] =>
  ACCOUNT_CODE_PURPOSES.includes(purpose) ? ACCOUNT_CODE_PURPOSES : [purpose];

/** Creates a code for an address and returns it in plain text, to be e-mailed; earlier live codes of its group stop working. */
export async function issueCode(db: DbOrTx, target: { email: string; userId: number; purpose: StoredCodePurpose }): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const codeHash = await hashPassword(code);
  await db
    .delete(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, target.email),
        inArray(verificationCodes.purpose, groupOf(target.purpose)),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await db.insert(verificationCodes).values({ ...target, codeHash, expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000) });
  return code;
}

export interface LiveCode {
  id: number;
  userId: number | null;
}

/**
 * The live code of an address matching `passcode`, or a refusal: wrong, expired, or too many tries (429).
 * Each try is counted before its code is checked, with a conditional update, so however many guesses arrive
 * at once no more than CODE_MAX_TRIES wrong ones are ever checked. A right code gives its try back
 * (checkcode.php and changepwd.php both present it), so 429 always means the guess was refused.
 */
export async function checkCode(db: DbOrTx, email: string, purposes: StoredCodePurpose[], passcode: string): Promise<LiveCode> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), inArray(verificationCodes.purpose, purposes), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!row) throw refuse(authMessages.wrongCode);
  if (row.expiresAt.getTime() <= Date.now()) throw refuse(authMessages.expiredCode);

  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, CODE_MAX_TRIES)))
    .returning({ attempts: verificationCodes.attempts });
  if (!counted) throw tooManyTries();
  if (await verifyPassword(row.codeHash, passcode)) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} - 1` })
      .where(eq(verificationCodes.id, row.id));
    return { id: row.id, userId: row.userId };
  }
  // This wrong guess used the last try: the customer needs a new code.
  if (counted.attempts >= CODE_MAX_TRIES) throw tooManyTries();
  throw refuse(authMessages.wrongCode);
}

const tooManyTries = () => new AppError(429, authMessages.tooManyTries);

/** Uses a checked code up, inside the caller's transaction; a code used meanwhile by another request refuses. */
export async function consumeCode(tx: DbOrTx, code: LiveCode): Promise<void> {
  const [used] = await tx
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, code.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) throw refuse(authMessages.wrongCode);
}
