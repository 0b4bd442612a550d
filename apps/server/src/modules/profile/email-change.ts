// Changing the account's e-mail (docs/product.md §4 Email change): a code goes to the NEW address, and the address
// changes only when that code comes back, so nobody can move an account to a mailbox they do not read.
// The codes are the accounts module's (hashed, 10 minutes, 5 tries); the limits are its per-address ones.
import { and, eq, ne } from 'drizzle-orm';
import { CODE_TTL_MINUTES, type Lang } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { refuse } from '../../http/errors';
import { enqueueJob, type JobRunner } from '../../jobs/queue';
import { codeMail } from '../../integrations/mail/templates';
import { checkCode, consumeCode, issueCode } from '../auth/codes';
import type { AuthLimits } from '../auth/limits';
import { authMessages } from '../auth/messages';
import { limitRefusal } from '../auth/service';
import { profileMessages } from './messages';

export interface EmailChangeDeps {
  db: Db;
  jobs: JobRunner;
  limits: AuthLimits;
  publicUrl: string;
}

async function emailTakenByAnother(db: DbOrTx, email: string, userId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(other);
}

/** Sends a code to `newEmail`; answers where it went and how many seconds it lives (never the code). */
export async function requestEmailChange(deps: EmailChangeDeps, userId: number, newEmail: string, lang: Lang) {
  const [user] = await deps.db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw refuse(authMessages.wrongCode);
  if (user.email === newEmail) throw refuse(profileMessages.sameEmail);
  if (await emailTakenByAnother(deps.db, newEmail, userId)) throw refuse(authMessages.emailTaken);

  const held = await deps.limits.beforeSendingCode(newEmail, 'change_email');
  if (held) throw limitRefusal(held, lang);

  await deps.db.transaction(async (tx) => {
    const code = await issueCode(tx, { email: newEmail, userId, purpose: 'change_email' });
    await enqueueJob(
      tx,
      'mail',
      codeMail({ to: newEmail, lang: user.language, purpose: 'change_email', code, name: user.name, shopUrl: deps.publicUrl }),
    );
  });
  // The first try is awaited, so the code is on its way when the answer comes; a failed one is retried from the queue.
  await deps.jobs.kick();
  return { email: newEmail, expires_in: CODE_TTL_MINUTES * 60 };
}

/** Confirms the new address with its code and makes it the account's e-mail. */
export async function confirmEmailChange(deps: EmailChangeDeps, userId: number, newEmail: string, passcode: string) {
  const code = await checkCode(deps.db, newEmail, ['change_email'], passcode);
  // A code someone else requested for this address is not this customer's to use.
  if (code.userId !== userId) throw refuse(authMessages.wrongCode);
  await deps.db.transaction(async (tx) => {
    // Registered by someone else since the code was sent (the unique index stops an exact tie).
    if (await emailTakenByAnother(tx, newEmail, userId)) throw refuse(authMessages.emailTaken);
    await consumeCode(tx, code);
    await tx.update(users).set({ email: newEmail }).where(eq(users.id, userId));
  });
  await deps.limits.codeUsed(newEmail, 'change_email');
  return { email: newEmail };
}
