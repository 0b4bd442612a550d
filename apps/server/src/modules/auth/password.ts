// Passwords are hashed with argon2id (OWASP: m=19 MiB, t=2, p=1). New ones follow ASVS 2.1: at least
// MIN_PASSWORD characters, not one of the most common passwords, not built on the e-mail's name.
import { hash, verify } from '@node-rs/argon2';
import { MIN_PASSWORD } from '@shop/contract';
import { AppError } from '../../http/errors';
import type { Msg } from '../../http/i18n';
import { authMessages } from './messages';

const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string): Promise<string> => hash(plain, options);

export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

// About 49,000 passwords most often found in breaches (zxcvbn-ts's list), loaded on first use.
let common: Promise<Set<string>> | undefined;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

/** Letters and digits only, lower case: "Mariam.Saeed" and "mariam_saeed" are the same name. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Refuses (400 naming `field`) a new password that is too short, too common, or contains the e-mail's name. */
export async function checkNewPassword(field: string, password: string, email: string): Promise<void> {
  const refuse = (msg: Msg, reason: string) => new AppError(400, msg, {}, { field, reason });
  if (password.length < MIN_PASSWORD) throw refuse(authMessages.shortPassword, `at least ${MIN_PASSWORD} characters`);
  if ((await commonPasswords()).has(password.toLowerCase())) throw refuse(authMessages.commonPassword, 'a common password');
  // The name part without a +tag; one or two characters would refuse half of all passwords.
  const name = bare(email.split('@')[0]!.split('+')[0]!);
  if (name.length >= 3 && bare(password).includes(name)) throw refuse(authMessages.passwordHasEmail, "contains the e-mail's name");
}
