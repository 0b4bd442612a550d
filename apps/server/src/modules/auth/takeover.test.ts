// Account takeover by concurrency: many guesses sent at once must not get more checks than the limits allow.
// Every hash check is counted (verifyPassword wrapped), so the tests see how many guesses were really checked.
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { CODE_MAX_TRIES, activateCall, activateNewEmailCall, checkCodeCall, loginCall, resetPasswordCall, type Call } from '@shop/contract';
import { users, verificationCodes } from '../../db/schema';
import { createSession } from '../../http/session';
import { call } from '../../test/app';
import { account as accountFixture } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';
import { issueCode, type StoredCodePurpose } from './codes';
import type * as passwords from './password';
import { NEW_ADDRESS_TRIES_PER_HOUR } from './limits';

const checked = vi.hoisted(() => new Map<string, number>());
vi.mock('./password', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return {
    ...real,
    verifyPassword: async (stored: string | null, plain: string) => {
      if (stored) checked.set(stored, (checked.get(stored) ?? 0) + 1);
      return real.verifyPassword(stored, plain);
    },
  };
});

const PASSWORD = 'honey-and-herbs-1';

// The per-IP limit would stop the flood before the per-account rules are reached; it has its own tests.
const t = suiteApp({}, { RATE_LIMIT_AUTH_PER_MIN: '100000' });

/** An account with PASSWORD, and its hash. */
async function account(active = 1) {
  const owner = await accountFixture(t.db, { name: 'Owner', password: PASSWORD, active });
  return { ...owner, passwordHash: owner.passwordHash! };
}

/** A live code for `email` and how many times its hash has been checked so far. */
async function liveCode(email: string, userId: number, purpose: StoredCodePurpose) {
  const code = await issueCode(t.db, { email, userId, purpose });
  const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
  return { code, checks: () => checked.get(row!.codeHash) ?? 0 };
}

/** `count` different wrong codes, then the right one last. */
function guesses(code: string, count: number): string[] {
  const wrong = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')).filter((g) => g !== code);
  return [...wrong.slice(0, count - 1), code];
}

describe('code guessing with 300 concurrent requests', () => {
  const cases: {
    call: Call;
    purpose: StoredCodePurpose;
    active: number;
    fields: (email: string, passcode: string) => Record<string, string>;
  }[] = [
    {
      call: resetPasswordCall,
      purpose: 'reset',
      active: 1,
      fields: (email, passcode) => ({ email, passcode, new_password: 'taken-over-9x' }),
    },
    { call: checkCodeCall, purpose: 'reset', active: 1, fields: (email, passcode) => ({ email, passcode }) },
    { call: activateCall, purpose: 'activate', active: 0, fields: (email, passcode) => ({ email, passcode }) },
  ];
  for (const c of cases) {
    it(`${c.call.path}: at most ${CODE_MAX_TRIES} guesses are checked and the right code sent late is refused`, async () => {
      const owner = await account(c.active);
      const { code, checks } = await liveCode(owner.email, owner.id, c.purpose);
      const answers = await Promise.all(guesses(code, 300).map((g) => call(t.app, c.call, c.fields(owner.email, g))));

      console.log(`${c.call.path}: ${checks()} of 300 concurrent guesses checked`);
      expect(checks()).toBeLessThanOrEqual(CODE_MAX_TRIES);
      expect(answers.filter((a) => a.body.status)).toHaveLength(0);
      // Every answer is a refusal: wrong code, or too many tries (429, never for an accepted guess).
      for (const a of answers) expect([200, 429]).toContain(a.statusCode);
      const [user] = await t.db.select().from(users).where(eq(users.id, owner.id));
      expect(user).toMatchObject({ passwordHash: owner.passwordHash, active: c.active });
      // The code is spent: even the right one now needs a new code.
      const late = await call(t.app, c.call, c.fields(owner.email, code));
      expect(late.statusCode).toBe(429);
      expect(late.body.msg).toBe('Too many wrong codes. Please ask for a new code.');
    });
  }

  it('/profile/activate_newmail.php: the same for the code that confirms a new e-mail address', async () => {
    const owner = await account();
    const key = await createSession(t.db, owner.id, { deviceId: 'owner-phone' });
    const newEmail = `new-${owner.email}`;
    const { code, checks } = await liveCode(newEmail, owner.id, 'change_email');
    const answers = await Promise.all(
      guesses(code, 300).map((g) =>
        call(t.app, activateNewEmailCall, { auth_key: key, user_id: owner.id, new_email: newEmail, passcode: g }),
      ),
    );
    console.log(`/profile/activate_newmail.php: ${checks()} of 300 concurrent guesses checked`);
    expect(checks()).toBeLessThanOrEqual(CODE_MAX_TRIES);
    expect(answers.filter((a) => a.body.status)).toHaveLength(0);
    const [user] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(user!.email).toBe(owner.email);
  });
});

describe('password guessing with 60 concurrent logins', () => {
  it('checks no more guesses than the lockout allows; the right password sent as number 61 is refused', async () => {
    const owner = await account();
    const tries = [...Array.from({ length: 60 }, (_, i) => `wrong-password-${i}`), PASSWORD];
    const answers = await Promise.all(tries.map((password) => call(t.app, loginCall, { email: owner.email, password })));
    const checks = checked.get(owner.passwordHash) ?? 0;
    console.log(`/login.php: ${checks} of 61 concurrent sign-ins checked`);
    expect(checks).toBeLessThanOrEqual(5);
    expect(answers.at(-1)!.body.status).toBe(false);
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(answers.filter((a) => a.body.status)).toHaveLength(0);
  });

  it('spread over 150 addresses at once: at most 100 are checked; the owner, from an address already used, signs in', async () => {
    const owner = await account();
    const home = '198.51.100.77';
    expect((await call(t.app, loginCall, { email: owner.email, password: PASSWORD }, { ip: home })).body.status).toBe(true);
    const before = checked.get(owner.passwordHash) ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        call(t.app, loginCall, { email: owner.email, password: `wrong-password-${i}` }, { ip: `10.${Math.floor(i / 100)}.0.${i % 100}` }),
      ),
    );
    const checks = (checked.get(owner.passwordHash) ?? 0) - before;
    console.log(`/login.php: ${checks} of 150 concurrent sign-ins from 150 addresses checked`);
    expect(checks).toBeLessThanOrEqual(NEW_ADDRESS_TRIES_PER_HOUR);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(150 - NEW_ADDRESS_TRIES_PER_HOUR);
    expect((await call(t.app, loginCall, { email: owner.email, password: PASSWORD }, { ip: home })).body.status).toBe(true);
  });
});
