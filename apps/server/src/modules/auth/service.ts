// The rules of accounts (docs/rules.md): logging in, registering, codes by e-mail, activation, password
// reset and social sign-in. A refused call writes nothing, except that a wrong code counts a try.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CODE_RESEND_SECONDS,
  MARKETING_CONSENT,
  MIN_AGE,
  MIN_PASSWORD,
  SOCIAL_PROVIDERS,
  ageOn,
  asciiDigits,
  isValidEmail,
  isValidPhone,
  type activateCall,
  type checkCodeCall,
  type Lang,
  type loginCall,
  type registerCall,
  type resetPasswordCall,
  type sendCodeCall,
  type SessionData,
  type thirdPartyLoginCall,
} from '@shop/contract';
import type { Db } from '../../db/client';
import { sessions, socialAccounts, users } from '../../db/schema';
import { AppError, refuse } from '../../http/errors';
import { format, type Msg } from '../../http/i18n';
import type { Result } from '../../http/route';
import { createSession, type Device } from '../../http/session';
import { enqueueJob, type JobRunner } from '../../jobs/queue';
import { codeMail } from '../../integrations/mail/templates';
import { SocialSignInError, providerOfAccountType, type SocialVerifier } from '../../integrations/social/verify';
import { recordMarketingConsent } from '../consent/service';
import { createAccount } from './accounts';
import { ACCOUNT_CODE_PURPOSES, checkCode, consumeCode, issueCode } from './codes';
import type { AuthLimits, LimitRefusal } from './limits';
import { authMessages, providerNames } from './messages';
import { duration } from '../../http/i18n';
import { checkNewPassword, hashPassword, verifyPassword } from './password';

export interface AuthDeps {
  db: Db;
  jobs: JobRunner;
  limits: AuthLimits;
  social: SocialVerifier;
  log: FastifyBaseLogger;
  /** The shop's public address, linked in e-mails. */
  publicUrl: string;
}

type Input<C extends { request: z.ZodType }> = z.output<C['request']>;
type User = typeof users.$inferSelect;

// ---------- checks with their own messages ----------

/** An invalid field (data names it), with a message of this module. */
const invalid = (field: string, msg: Msg, reason: string) => new AppError(400, msg, {}, { field, reason });

const tooMany = (msg: Msg, lang: Lang, waitMs: number, unit: 'second' | 'minute') =>
  new AppError(429, msg, { wait: duration(lang, Math.max(1, Math.ceil(waitMs / (unit === 'second' ? 1000 : 60_000))), unit) });

/** The 429 of a per-account limit, in the words of that limit. */
export function limitRefusal(refusal: LimitRefusal, lang: Lang): AppError {
  switch (refusal.limit) {
    case 'address':
      return tooMany(authMessages.loginWait, lang, refusal.waitMs, 'minute');
    case 'account':
      return tooMany(authMessages.accountLocked, lang, refusal.waitMs, 'minute');
    case 'resend':
      return tooMany(authMessages.resendTooSoon, lang, refusal.waitMs, 'second');
    case 'hourly':
      return tooMany(authMessages.tooManyCodes, lang, refusal.waitMs, 'minute');
  }
}

function checkedEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!isValidEmail(email)) throw invalid('email', authMessages.badEmail, 'not an e-mail address');
  return email;
}

function checkPasswordLength(field: string, password: string) {
  if (password.length < MIN_PASSWORD) throw invalid(field, authMessages.shortPassword, `at least ${MIN_PASSWORD} characters`);
}

/** Unique index violations (a concurrent request took the e-mail or the social link first). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

const deviceOf = (input: { token?: string | undefined; device_id?: string | undefined; platform: number }): Device => ({
  deviceToken: input.token,
  deviceId: input.device_id,
  platform: input.platform,
});

const sessionData = (user: User, authKey: string): SessionData => ({
  id: user.id,
  email: user.email,
  auth_key: authKey,
  active: user.active,
  Favorite_id: user.favoriteListId ?? 0,
});

// An unknown e-mail still costs one hash check, so the login's timing does not reveal who has an account.
let dummyHash: Promise<string> | undefined;
const hashForUnknownUser = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

// ---------- calls ----------

/** `ip`: the caller's address (the connection's, or the one a trusted proxy reports). */
export async function login(deps: AuthDeps, input: Input<typeof loginCall>, lang: Lang, ip: string): Promise<Result<SessionData>> {
  const email = checkedEmail(input.email);
  checkPasswordLength('password', input.password);
  const held = await deps.limits.beforeLogin(email, ip);
  if (held) throw limitRefusal(held, lang);

  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  const matches = await verifyPassword(user?.passwordHash ?? (await hashForUnknownUser()), input.password);
  if (!user?.passwordHash || !matches) throw refuse(authMessages.badCredentials);
  await deps.limits.ownerAt(email, ip);

  // Not activated: no session until the code is confirmed; the client sends a code and shows the code page.
  if (!user.active) return { data: sessionData(user, ''), msg: authMessages.notActivated };
  const authKey = await deps.db.transaction((tx) => createSession(tx, user.id, deviceOf(input)));
  return { data: sessionData(user, authKey), msg: authMessages.loggedIn };
}

export async function register(deps: AuthDeps, input: Input<typeof registerCall>, lang: Lang): Promise<Result<SessionData>> {
  const email = checkedEmail(input.email);
  if (!isValidPhone(input.phone)) throw invalid('phone', authMessages.badPhone, 'digits only');
  await checkNewPassword('password', input.password, email);
  if (input.birth_date !== undefined) {
    const age = ageOn(input.birth_date);
    if (age === null || age > 120) throw invalid('birth_date', authMessages.badBirthDate, 'a past date as YYYY-MM-DD');
    if (age < MIN_AGE) throw refuse(authMessages.underAge);
  }

  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) throw refuse(authMessages.emailTaken);

  const passwordHash = await hashPassword(input.password);
  try {
    const user = await deps.db.transaction(async (tx) => {
      const account = await createAccount(tx, {
        name: input.name,
        email,
        phone: asciiDigits(input.phone.replace(/[\s-]/g, '')),
        passwordHash,
        active: 0,
        birthDate: input.birth_date ?? null,
        language: lang,
      });
      // The opt-in's box is shown unticked beside MARKETING_CONSENT in the page's language; absent (the
      // original apps) is no consent.
      if (input.marketing_consent === 1) {
        await recordMarketingConsent(tx, account.id, { granted: true, source: 'signup', lang, text: MARKETING_CONSENT[lang] });
      }
      return account;
    });
    // The spec's client logs in right after registering: the answer is that login (not active yet, no session).
    return { data: sessionData(user, ''), msg: authMessages.registered };
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(authMessages.emailTaken);
    throw error;
  }
}

export async function sendCode(deps: AuthDeps, input: Input<typeof sendCodeCall>, lang: Lang): Promise<Result<string>> {
  const email = checkedEmail(input.email);
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  const purpose = input.purpose ?? (user?.active ? 'reset' : 'activate');

  // The countdown is per purpose (asking to reset right after activating is not a resend); the hourly cap is not.
  const held = await deps.limits.beforeSendingCode(email, purpose);
  if (held) throw limitRefusal(held, lang);

  // Unknown addresses and activation of an active account send nothing, with the very same answer.
  if (user && !(purpose === 'activate' && user.active)) {
    // The mail is queued with the code it carries (both or neither) and sent without making the caller
    // wait: the answer's timing must not reveal whether an e-mail went out. It is in the account's language.
    await deps.db.transaction(async (tx) => {
      const code = await issueCode(tx, { email, userId: user.id, purpose });
      await enqueueJob(tx, 'mail', codeMail({ to: email, lang: user.language, purpose, code, name: user.name, shopUrl: deps.publicUrl }));
    });
    void deps.jobs.kick();
  }
  return {
    data: format(authMessages.codeSent[lang], { email }),
    msg: authMessages.codeSent,
    msgParams: { email },
    // The spec's `Code`: never the code itself, but the seconds before another one may be requested.
    extra: { Code: CODE_RESEND_SECONDS },
  };
}

/** The account a checked code belongs to; codes are issued to an account's own address. */
async function accountOfCode(db: Db, email: string, userId: number | null): Promise<User> {
  const [user] = userId
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), eq(users.email, email)))
        .limit(1)
    : [];
  if (!user) throw refuse(authMessages.wrongCode);
  return user;
}

export async function activate(deps: AuthDeps, input: Input<typeof activateCall>): Promise<Result<null>> {
  const email = checkedEmail(input.email);
  const code = await checkCode(deps.db, email, ACCOUNT_CODE_PURPOSES, input.passcode);
  const user = await accountOfCode(deps.db, email, code.userId);
  if (user.active) throw refuse(authMessages.alreadyActive);
  await deps.db.transaction(async (tx) => {
    await consumeCode(tx, code);
    await tx.update(users).set({ active: 1 }).where(eq(users.id, user.id));
  });
  return { data: null, msg: authMessages.activated };
}

export async function checkResetCode(deps: AuthDeps, input: Input<typeof checkCodeCall>): Promise<Result<null>> {
  const email = checkedEmail(input.email);
  await checkCode(deps.db, email, ACCOUNT_CODE_PURPOSES, input.passcode);
  return { data: null, msg: authMessages.codeOk };
}

export async function resetPassword(deps: AuthDeps, input: Input<typeof resetPasswordCall>, ip: string): Promise<Result<null>> {
  const email = checkedEmail(input.email);
  await checkNewPassword('new_password', input.new_password, email);
  const code = await checkCode(deps.db, email, ACCOUNT_CODE_PURPOSES, input.passcode);
  const user = await accountOfCode(deps.db, email, code.userId);
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    await consumeCode(tx, code);
    // The code proves the mailbox, so it activates a never-activated account too; every device signs in again.
    await tx.update(users).set({ passwordHash, active: 1 }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
  // The code proved the mailbox from here: this address may sign in at once, even during an attack.
  await deps.limits.ownerAt(email, ip);
  return { data: null, msg: authMessages.passwordReset };
}

const socialFailureMessages = {
  not_configured: authMessages.socialNotConfigured,
  missing_token: authMessages.socialMissingToken,
  rejected: authMessages.socialRejected,
} as const;

export async function socialLogin(deps: AuthDeps, input: Input<typeof thirdPartyLoginCall>, lang: Lang): Promise<Result<SessionData>> {
  const provider = providerOfAccountType(input.account_type);
  const params = { provider: providerNames[provider] };
  let identity;
  try {
    identity = await deps.social.verify(provider, { idToken: input.id_token, accessToken: input.access_token });
  } catch (error) {
    if (!(error instanceof SocialSignInError)) throw error;
    deps.log.info({ provider, reason: error.reason, cause: error.cause }, 'social sign-in refused');
    if (error.reason === 'missing_token') {
      const field = provider === 'facebook' ? 'access_token' : 'id_token';
      throw new AppError(400, authMessages.socialMissingToken, params, { field, reason: 'required' });
    }
    throw refuse(socialFailureMessages[error.reason], params);
  }
  const { subject, email, emailVerified } = identity;
  const accountType = SOCIAL_PROVIDERS[provider];

  const signIn = () =>
    deps.db.transaction(async (tx) => {
      const [linked] = await tx
        .select({ user: users })
        .from(socialAccounts)
        .innerJoin(users, eq(users.id, socialAccounts.userId))
        .where(and(eq(socialAccounts.provider, accountType), eq(socialAccounts.providerUserId, subject)))
        .limit(1);
      let user = linked?.user;
      if (!user) {
        if (!email) throw refuse(authMessages.socialNoEmail, params);
        const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
        if (existing && !emailVerified) throw refuse(authMessages.socialEmailUnverified, params);
        if (existing && !existing.active) {
          // The provider proves the mailbox; a password set before it was ever proven may be a stranger's.
          [user] = await tx.update(users).set({ active: 1, passwordHash: null }).where(eq(users.id, existing.id)).returning();
        } else if (existing) {
          user = existing;
        } else {
          const name = identity.name ?? input.name ?? email.split('@')[0]!;
          user = await createAccount(tx, { name, email, phone: '', passwordHash: null, active: 1, birthDate: null, language: lang });
        }
        await tx.insert(socialAccounts).values({ userId: user!.id, provider: accountType, providerUserId: subject, email });
      }
      const authKey = await createSession(tx, user!.id, deviceOf(input));
      return sessionData(user!, authKey);
    });

  try {
    return { data: await signIn(), msg: authMessages.loggedIn };
  } catch (error) {
    // Two first sign-ins at once: one created the link or the account; the retry signs into it.
    if (isUniqueViolation(error)) return { data: await signIn(), msg: authMessages.loggedIn };
    throw error;
  }
}
