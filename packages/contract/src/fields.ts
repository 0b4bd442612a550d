// Field schemas for form-data: every value arrives as a string, so numbers are coerced and checked.
import { z } from 'zod';
import { reason } from './reasons';
import { isCountryCode } from './countries';

/** PostgreSQL's integer range: an id or a count beyond it can be neither stored nor looked up. */
export const PG_INT_MAX = 2_147_483_647;

/**
 * Text as people type it. Never NUL (PostgreSQL refuses it in text), U+FFFD (what a decoder leaves of bytes
 * that were not UTF-8) or a lone surrogate (half of a character).
 */
export const isPlainText = (s: string) => !s.includes('\u0000') && !s.includes('\uFFFD') && !/\p{Cs}/u.test(s);
const PLAIN_TEXT = 'plainText'; // a key of FIELD_REASONS
/** A string of plain text (isPlainText), not trimmed: the base of every text field. */
export const plainString = () => z.string().refine(isPlainText, PLAIN_TEXT);

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/**
 * What a client sends for a field it has no value for: nothing, a blank string, or JavaScript's null and
 * undefined written out as text (FormData.append(name, null) sends 'null'; the original web client does so
 * for every filter left unset). Every optional field reads these as "not given".
 */
export const isAbsent = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && ABSENT_TEXTS.has(v.trim()));
const ABSENT_TEXTS = new Set(['', 'null', 'undefined']);

const absentToUndefined = (v: unknown) => (isAbsent(v) ? undefined : trimmed(v));

/** Arabic-Indic and Eastern Arabic-Indic digits to ASCII, so '٣' is accepted as 3. */
export const asciiDigits = (s: string): string =>
  s
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/**
 * A UAE tax registration number as people write it ('100-2003-0040-0005', '١٠٠…'): spaces and dashes dropped,
 * Arabic-Indic digits read. Valid when 15 digits starting with 100, as every TRN the FTA issues does. The FTA
 * publishes no check digit, so none is checked: only its registry says a TRN exists.
 */
export const normaliseTrn = (s: string): string => asciiDigits(s.replace(/[\s-]/g, ''));
export const isValidTrn = (s: string): boolean => /^100\d{12}$/.test(normaliseTrn(s));
export const trnField = () =>
  z.preprocess((v) => (typeof v === 'string' ? normaliseTrn(v) : v), z.string().refine(isValidTrn, reason('trn')));

const numeric = (v: unknown) => {
  const s = absentToUndefined(v);
  return typeof s === 'string' ? asciiDigits(s) : s;
};

/** An optional field: absent (see isAbsent) is undefined. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (isAbsent(v) ? undefined : v), schema.optional()).optional();

/** A field with a default: absent (see isAbsent) takes the default. */
export const orDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  z.preprocess((v) => (isAbsent(v) ? fallback : v), schema).default(fallback as never);
/** The id a search term names when it is a whole number in the database's range (a product number), else undefined. */
export const idInSearch = (term: string): number | undefined => {
  const digits = asciiDigits(term.trim());
  return /^\d{1,10}$/.test(digits) && Number(digits) >= 1 && Number(digits) <= PG_INT_MAX ? Number(digits) : undefined;
};

/**
 * The ids of a comma-joined list as a link carries it ('3,5,9'): possibly still URL-encoded, with spaces,
 * repeats and Arabic-Indic digits; empty parts (a trailing comma) carry nothing. The ids in the order sent,
 * repeats kept (a list longer than any real one is the caller's to refuse); null when the value is not such a
 * list (not decodable, or a part that is not an id from 1 to PG_INT_MAX).
 */
export function parseIdList(raw: string): number[] | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const parts = asciiDigits(value)
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (!parts.every((p) => /^[0-9]{1,10}$/.test(p))) return null;
  const ids = parts.map(Number);
  return ids.every((id) => id >= 1 && id <= PG_INT_MAX) ? ids : null;
}

/** The longest value read as an id list: far beyond a real one (50 ids of ten digits, URL-encoded commas: 650). */
const ID_LIST_MAX_CHARS = 4000;

/**
 * Ids joined by commas (parseIdList), at most `max` of them, as a list of numbers. Anything else is refused
 * with the reason 'idList'; a value too long to be such a list is not read.
 */
export const idList = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.length <= ID_LIST_MAX_CHARS ? (parseIdList(v) ?? v) : v),
    z
      .array(z.number().int().min(1).max(PG_INT_MAX), { error: (issue) => (issue.code === 'invalid_type' ? reason('idList') : undefined) })
      .max(max),
  );

/** A whole number within [min, max]. */
export const int = (min = 0, max = PG_INT_MAX) => z.preprocess(numeric, z.coerce.number().int().min(min).max(max));
/** An id: a whole number from 1. */
export const idField = () => int(1);
/** A decimal number. */
export const num = (min = -1e9, max = 1e9) => z.preprocess(numeric, z.coerce.number().finite().min(min).max(max));
/** A 0/1 flag (also accepts true/false). */
export const flag = () =>
  z.preprocess(
    (v) => (v === 'true' || v === true ? 1 : v === 'false' || v === false ? 0 : numeric(v)),
    z.coerce.number().int().min(0).max(1),
  );
/** Required non-empty text, trimmed. */
export const text = (max = 500) => z.preprocess(trimmed, plainString().min(1).max(max));
/** Optional text, trimmed: absent (see isAbsent) becomes undefined. */
export const optText = (max = 500) => z.preprocess(absentToUndefined, plainString().max(max).optional());
export const email = () => z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.email().max(254));

/** What the browser sends for a file (a File is a Blob); the contract does not assume the DOM types. */
export interface BlobLike {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}
const isBlobLike = (v: unknown): v is BlobLike =>
  typeof v === 'object' && v !== null && typeof (v as { arrayBuffer?: unknown }).arrayBuffer === 'function';

const fileSchemas = new WeakSet<z.ZodType>();

/**
 * An uploaded file: the browser sends a File, and the server reads a multipart file into a Blob-like
 * temporary file. An absent value (see isAbsent: the original client sends the text 'null' when no photo was
 * chosen) means no file.
 */
export const fileField = () => {
  const schema = z.preprocess((v) => (isAbsent(v) ? undefined : v), z.custom<BlobLike>(isBlobLike, reason('file')).optional());
  fileSchemas.add(schema);
  return schema;
};

/** The names of a request's file fields (the only parts of a multipart body the server reads as files). */
export function fileFieldNames(request: z.ZodType): string[] {
  const shape = (request as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.keys(shape).filter((name) => fileSchemas.has(shape[name]!));
}

/**
 * A GTIN (the number under a barcode: EAN-8, UPC-A, EAN-13, GTIN-14) as people type it: spaces and dashes
 * dropped, Arabic-Indic digits read. Valid when 8, 12, 13 or 14 digits whose last is the GS1 check digit.
 */
export const normaliseGtin = (s: string): string => asciiDigits(s.replace(/[\s-]/g, ''));
export function isValidGtin(s: string): boolean {
  const digits = normaliseGtin(s);
  if (!/^(\d{8}|\d{12,14})$/.test(digits)) return false;
  // GS1: from the right, the digits before the check digit weigh 3, 1, 3, …
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}
export const gtinField = () =>
  z.preprocess((v) => (typeof v === 'string' ? normaliseGtin(v) : v), z.string().refine(isValidGtin, reason('gtin')));

/** A stock-keeping unit as typed (' hny-250 '): trimmed and in capitals, so one code is never two. */
export const skuField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string().regex(/^[A-Z0-9][A-Z0-9._/-]{0,63}$/, reason('sku')),
  );

/** A country of origin as typed ('ye', ' AE '): trimmed and in capitals. */
export const countryField = () =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.string().refine(isCountryCode, reason('country')));
