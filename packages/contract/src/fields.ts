// Field schemas for form-data: every value arrives as a string, so numbers are coerced and checked.
import { z } from 'zod';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : trimmed(v));

/** Arabic-Indic and Eastern Arabic-Indic digits to ASCII, so '٣' is accepted as 3. */
export const asciiDigits = (s: string): string =>
  s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

const numeric = (v: unknown) => {
  const s = blankToUndefined(v);
  return typeof s === 'string' ? asciiDigits(s) : s;
};

/** A whole number within [min, max]. */
export const int = (min = 0, max = 2_147_483_647) => z.preprocess(numeric, z.coerce.number().int().min(min).max(max));
/** An id: a whole number from 1. */
export const idField = () => int(1);
/** A decimal number. */
export const num = (min = -1e9, max = 1e9) => z.preprocess(numeric, z.coerce.number().finite().min(min).max(max));
/** A 0/1 flag (also accepts true/false). */
export const flag = () =>
  z.preprocess((v) => (v === 'true' || v === true ? 1 : v === 'false' || v === false ? 0 : numeric(v)), z.coerce.number().int().min(0).max(1));
/** Required non-empty text, trimmed. */
export const text = (max = 500) => z.preprocess(trimmed, z.string().min(1).max(max));
/** Optional text: missing or blank becomes undefined. */
export const optText = (max = 500) => z.preprocess(blankToUndefined, z.string().max(max).optional());
export const email = () => z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.email().max(254));
