// The readable difference between an audit entry's before and after (any JSON the server stored):
// objects are compared key by key and only what changed is listed (a new record's empty fields are
// left out); anything else is one whole value.

export interface DiffRow {
  /** The changed key in words ("sale price"), or '' when the whole value is compared. */
  key: string;
  /** Shown as text; null when that side has no value. */
  before: string | null;
  after: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** sale_price / salePrice -> "salePrice": one name for a key written either way. */
export const camelKey = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** salePrice / sale_price -> "sale price". */
export const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/** Text of a value; null for no value (absent, null or an empty string). */
export const show = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
};

/** The record a value was read from (its other keys tell its unit: a coupon's kind), {} for a whole value. */
export type AuditRecord = Record<string, unknown>;

/**
 * `label` names a key and `present` shows a key's value read from `record` (the page passes its language's: AED for
 * fils, status names for status ids); both default to plain text.
 */
export function auditDiff(
  before: unknown,
  after: unknown,
  label: (key: string) => string = words,
  present: (key: string, value: unknown, record: AuditRecord) => string | null = (_, v) => show(v),
): DiffRow[] {
  const objects = (isRecord(before) || before == null) && (isRecord(after) || after == null) && (isRecord(before) || isRecord(after));
  if (!objects) {
    const row = { key: '', before: present('', before, {}), after: present('', after, {}) };
    return row.before === null && row.after === null ? [] : [row];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return (
    keys
      .map((k) => ({ key: label(k), before: present(k, b[k], b), after: present(k, a[k], a) }))
      // Unchanged, or nothing on either side (a new record's empty fields).
      .filter((row) => row.before !== row.after)
  );
}
