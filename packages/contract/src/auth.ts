// Calls of the auth group (docs/product.md §7, no auth_key), logout and the list of configured social providers.
// Request schemas only check the shape: the server checks the rules (e-mail format, password length, age)
// itself so each refusal carries its own message in both languages; the web's forms use the same rules.
import { z } from 'zod';
import { defineCall, noFields } from './call';
import { MIN_AGE, PLATFORM_WEB, PLATFORMS } from './constants';
import { asciiDigits, flag, int, optional, optText, orDefault, plainString, text } from './fields';
import { reason } from './reasons';
import { shopDate } from './shopTime';

/** Passwords are taken as typed (never trimmed); the cap keeps hashing cheap. */
/** A password as typed: plain text, at most 128 characters (its rules are checked where one is chosen). */
export const password = () => plainString().max(128);
/** The four-digit code from the e-mail; Arabic-Indic digits are accepted. */
const passcode = () =>
  z.preprocess((v) => (typeof v === 'string' ? asciiDigits(v.trim()) : v), z.string().regex(/^\d{4}$/, reason('fourDigits')));
/**
 * The device the session belongs to, kept with it for notifications: push token, device id (the browser's agent
 * string on the web) and platform (PLATFORMS: 1 Android, 2 iOS, 3 web; missing or blank is web).
 */
const device = {
  token: optText(4096),
  device_id: optText(500),
  platform: orDefault(int(PLATFORMS.android, PLATFORMS.web), PLATFORM_WEB), // the codes run from 1 to 3
};

// ---------- rules shared by the server and the web's forms ----------

export const isValidEmail = (value: string): boolean => z.email().max(254).safeParse(value.trim()).success;
/** A phone number is digits, optionally after a leading +; Arabic-Indic digits count as digits. */
export const isValidPhone = (value: string): boolean => /^\+?\d{6,15}$/.test(asciiDigits(value.replace(/[\s-]/g, '')));

/**
 * A phone number in E.164, for call and chat links: numbers are stored as typed ('0501234567', '+971 50…',
 * '00971…', '971…'), and one without a country code is a UAE number.
 */
export function phoneE164(phone: string): string {
  const typed = asciiDigits(phone).trim();
  const digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return digits.startsWith('971') ? `+${digits}` : `+971${digits.replace(/^0/, '')}`;
}

/** A phone number, stored as registration stores it: spaces and dashes dropped, Arabic-Indic digits made ASCII. */
export const phoneField = () =>
  z.preprocess((v) => (typeof v === 'string' ? asciiDigits(v.replace(/[\s-]/g, '')) : v), z.string().refine(isValidPhone, reason('phone')));

/** The calendar date of a YYYY-MM-DD string, or null when it is not a real date. */
function parseIsoDate(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? { y, m, d } : null;
}

/** Whole years between a birth date and today (both YYYY-MM-DD); null for an invalid or future birth date. */
export function ageOn(birthDate: string, today: string = shopDate()): number | null {
  const b = parseIsoDate(birthDate);
  const t = parseIsoDate(today);
  if (!b || !t) return null;
  const beforeBirthday = t.m < b.m || (t.m === b.m && t.d < b.d);
  const age = t.y - b.y - (beforeBirthday ? 1 : 0);
  return age < 0 ? null : age;
}

export const isAdult = (birthDate: string, today?: string): boolean => (ageOn(birthDate, today) ?? 0) >= MIN_AGE;

// ---------- calls ----------

/**
 * A signed-in device (login, register, social sign-in). An account that is not activated yet gets
 * active 0 and an empty auth_key: it has no session until its code is confirmed and it logs in again.
 */
export const sessionData = z.object({
  id: z.number(),
  email: z.string(),
  auth_key: z.string(),
  active: z.number(),
  Favorite_id: z.number(),
});
export type SessionData = z.infer<typeof sessionData>;

export const loginCall = defineCall({
  path: '/login.php',
  access: 'none',
  request: z.object({ email: text(254), password: password(), ...device }),
  data: sessionData,
});

export const registerCall = defineCall({
  path: '/register.php',
  access: 'none',
  request: z.object({
    name: text(100),
    email: text(254),
    password: password(),
    phone: text(20),
    /**
     * YYYY-MM-DD, optional (the spec's payload has none; the web form asks for it or for an explicit "18 or
     * older"). When given, registration is for adults only (MIN_AGE).
     */
    birth_date: optText(10),
    /** 1: the shopper ticked the opt-in to marketing e-mails (MARKETING_CONSENT); absent or 0: no consent. */
    marketing_consent: optional(flag()),
    ...device,
  }),
  data: sessionData,
});

export const thirdPartyLoginCall = defineCall({
  path: '/thirdparty_login.php',
  access: 'none',
  request: z.object({
    /** SOCIAL_PROVIDERS: 1 Google, 2 Facebook, 3 Apple. */
    account_type: int(1, 3),
    /** Google and Apple: the provider's ID token, verified by the server. */
    id_token: optText(8192),
    /** Facebook: the user access token, checked by the server with the Graph API. */
    access_token: optText(8192),
    /** Used as the display name when the provider's token carries none (Apple sends the name only once). */
    name: optText(100),
    /** Kept for the spec's clients; the server takes the e-mail and the user id from the verified token. */
    email: optText(254),
    userid: optText(255),
    ...device,
  }),
  data: sessionData,
});

/** Which e-mail a code is for: activating the account or resetting its password. */
export const CODE_PURPOSES = ['activate', 'reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * Sends a code. `purpose` defaults to activation for an account that is not active, reset otherwise.
 * `data` is the message. The answer's top-level `Code` (spec) is never the code: it is the number of
 * seconds before another code may be requested (the resend countdown).
 */
export const sendCodeCall = defineCall({
  path: '/sendcode.php',
  access: 'none',
  request: z.object({
    email: text(254),
    purpose: optional(z.enum(CODE_PURPOSES)),
  }),
  data: z.string(),
});
/** The extra top-level field of the send-code answer. */
export const sendCodeExtra = z.object({ Code: z.number() });

export const activateCall = defineCall({
  path: '/activate.php',
  access: 'none',
  request: z.object({ email: text(254), passcode: passcode() }),
  data: z.null(),
});

/** Checks a reset code without using it up (the reset screens check it before asking for the password). */
export const checkCodeCall = defineCall({
  path: '/checkcode.php',
  access: 'none',
  request: z.object({ email: text(254), passcode: passcode() }),
  data: z.null(),
});

/** Sets a new password with a reset code; the account's sessions end. */
export const resetPasswordCall = defineCall({
  path: '/changepwd.php',
  access: 'none',
  request: z.object({ email: text(254), new_password: password(), passcode: passcode() }),
  data: z.null(),
});

/** Ends the caller's session (not in the spec; the web's Logout uses it). */
export const logoutCall = defineCall({
  path: '/logout.php',
  access: 'customer',
  request: noFields,
  data: z.null(),
});

/** The social providers configured on this server and the client ids the web signs in with; null = no button. */
export const authProvidersCall = defineCall({
  path: '/auth/providers.php',
  access: 'none',
  request: noFields,
  data: z.object({
    google: z.string().nullable(),
    facebook: z.string().nullable(),
    apple: z.string().nullable(),
  }),
});
export type AuthProviders = z.infer<typeof authProvidersCall.data>;

/** Where Sign in with Apple posts its answer on the web (register it as the Apple redirect URI). */
export const APPLE_CALLBACK_PATH = '/api/auth/apple/callback';
