// Malformed requests for every call of the contract ("bad input never reaches a 500"): the calls are
// found by walking the contract's exports, so a new call is fuzzed without anyone listing it. Each field's kind
// and a valid example are found by probing the field's own schema; the mutations are then chosen by kind.
import * as contract from '@shop/contract';
import type { Call } from '@shop/contract';
import type { z } from 'zod';

/** Every call the contract exports, one per path. */
export function contractCalls(): Call[] {
  const byPath = new Map<string, Call>();
  for (const value of Object.values(contract)) {
    if (isCall(value)) byPath.set(value.path, value);
  }
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

function isCall(v: unknown): v is Call {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Partial<Call>;
  return (
    typeof c.path === 'string' &&
    typeof c.access === 'string' &&
    typeof c.request?.safeParse === 'function' &&
    typeof c.data?.safeParse === 'function'
  );
}

// zod keeps a schema's structure in `_zod.def`; only the parts needed to find fields and literal values are read.
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The request's fields and their schemas (objects, and intersections of objects). */
export function requestFields(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'object') return { ...def.shape };
  if (def.type === 'intersection') return { ...requestFields(def.left!), ...requestFields(def.right!) };
  if (def.type === 'pipe') return requestFields(def.in!);
  throw new Error(`unexpected request schema: ${def.type}`);
}

/** Enum and literal values anywhere inside a schema: the likeliest valid examples of a closed field. */
function literals(schema: z.ZodType, found: string[] = []): string[] {
  const def = defOf(schema);
  if (def.entries) found.push(...Object.values(def.entries).map(String));
  if (def.values) found.push(...def.values.map(String));
  for (const inner of [def.in, def.out, def.innerType, def.left, def.right, def.element, ...(def.options ?? [])]) {
    if (inner) literals(inner, found);
  }
  return found;
}

const GENERIC_EXAMPLES = ['1', '2', '3', 'Fuzz', 'fuzz@example.com', '0501234567', '1234', 'Password123', '2030-01-01', '1,2', 'asc', '[]'];
/** Examples that fit a field by its name, tried first: the server checks some rules (e-mail, age) itself. */
const NAMED_EXAMPLES: [RegExp, string][] = [
  [/email/, 'fuzz@example.com'],
  [/phone|mobile|whatsapp|landline/, '0501234567'],
  [/birth/, '1990-01-01'],
  [/pass(word)?$|pwd/, 'Password123'],
  [/^trn$/, '100123456700003'],
];
/** Refused by every field that is not free text (numbers, codes, choices); one of them fits any free text. */
const WORDS = ['Fuzzy', 'Fuzzy words'];

export const HUGE_LENGTH = 100_001;
const BEYOND_BODY_LIMIT = 2_100_000;

export type FieldKind = 'file' | 'list' | 'number' | 'closed' | 'text';

export interface FieldInfo {
  name: string;
  schema: z.ZodType;
  kind: FieldKind;
  required: boolean;
  /** A value the field's schema accepts (undefined for files and fields no example fits). */
  example: string | undefined;
  /** A string longer than the field takes. */
  huge: string;
}

const accepts = (schema: z.ZodType, v: unknown) => schema.safeParse(v).success;

export function describeField(name: string, schema: z.ZodType): FieldInfo {
  const named = NAMED_EXAMPLES.filter(([pattern]) => pattern.test(name)).map(([, example]) => example);
  const example = [...named, ...literals(schema), ...GENERIC_EXAMPLES].find((v) => accepts(schema, v));
  const required = !accepts(schema, undefined);
  let kind: FieldKind;
  if (accepts(schema, new Blob(['x'])) && !accepts(schema, '1')) kind = 'file';
  else if (example !== undefined && accepts(schema, [example, example])) kind = 'list';
  else if (example !== undefined && /,/.test(example)) kind = 'list';
  else if (WORDS.some((word) => accepts(schema, word))) kind = 'text';
  else if (example !== undefined && /^-?\d+(\.\d+)?$/.test(example)) kind = 'number';
  else kind = 'closed';
  const filler = kind === 'number' ? '9' : 'x';
  // Beyond the field's own limit, or else beyond the body's (413) for the few that take more (the stock CSV).
  const huge = filler.repeat(accepts(schema, filler.repeat(HUGE_LENGTH)) ? BEYOND_BODY_LIMIT : HUGE_LENGTH);
  return { name, schema, kind, required, example, huge };
}

/** A field's value on the wire: text, raw bytes, or (in JSON bodies) any JSON value. */
export type WireValue = string | Buffer;

/** How a mutation is sent. */
export type Encoding = 'urlencoded' | 'multipart' | 'json';

export interface Mutation {
  /** What it tries, for the failure message. */
  label: string;
  encoding: Encoding;
  /** The field it breaks (the refusal must name it), or 'body' when the body as a whole is broken. */
  field: string;
  /**
   * 'refuse': must be refused naming `field`, writing nothing. 'any': may be a valid request (a negative
   * delta, a 20-digit search keyword); it must still never fail with a 5xx, and a refusal that names a field
   * writes nothing.
   */
  expect: 'refuse' | 'any';
  /** Fields to send, in order (repeated names are duplicates); for JSON the object sent. */
  fields?: [string, WireValue][];
  json?: string;
  /** A raw body with its content type (broken multipart and friends). */
  raw?: { contentType: string | undefined; payload: Buffer };
}

const TWENTY_DIGITS = '99999999999999999999';
const NOT_UTF8 = Buffer.from([0xc3, 0x28, 0xff, 0xfe]);

/** Ids and quantities are never negative nor fractional; other numbers (a stock delta) may be. */
const countsThings = (name: string) => /(^id|_id|_ids|quantity|count|limit|offset)$/.test(name);

/**
 * Mutations of one field, the others keeping `base` (valid examples and the credentials).
 */
export function fieldMutations(f: FieldInfo, base: [string, WireValue][]): Mutation[] {
  const others = base.filter(([k]) => k !== f.name);
  const withValue = (v: WireValue): [string, WireValue][] => [...others, [f.name, v]];
  const example = f.example ?? 'x';
  const out: Mutation[] = [];
  const refuse = (label: string, v: WireValue, encoding: Encoding = 'urlencoded') =>
    out.push({ label, encoding, field: f.name, expect: 'refuse', fields: withValue(v) });
  const any = (label: string, v: WireValue) =>
    out.push({ label, encoding: 'urlencoded', field: f.name, expect: 'any', fields: withValue(v) });
  const json = (label: string, expect: Mutation['expect'], v: unknown) =>
    out.push({ label, encoding: 'json', field: f.name, expect, json: jsonBody(others, { [f.name]: v }) });

  refuse('a NUL byte', `${example}\u0000`);
  refuse('a NUL byte (multipart)', `${example}\u0000`, 'multipart');
  refuse('bytes that are not UTF-8', Buffer.concat([Buffer.from(example), NOT_UTF8]));
  refuse('bytes that are not UTF-8 (percent-encoded)', `${example}%C3%28%FF`);
  refuse('bytes that are not UTF-8 (multipart)', Buffer.concat([Buffer.from(example), NOT_UTF8]), 'multipart');
  refuse('a huge string', f.huge);
  json('an object', 'refuse', { a: 1 });
  json('a lone surrogate', 'refuse', `${example}\ud800`);
  if (f.required) out.push({ label: 'missing', encoding: 'urlencoded', field: f.name, expect: 'refuse', fields: others });
  if (f.kind !== 'list' && f.kind !== 'file') {
    out.push({
      label: 'given twice',
      encoding: 'urlencoded',
      field: f.name,
      expect: 'refuse',
      fields: [...withValue(example), [f.name, example]],
    });
    json('an array', 'refuse', [example, example]);
  }
  if (f.kind === 'number' || f.kind === 'closed') {
    refuse('a word', 'abc');
    refuse('20 digits', TWENTY_DIGITS);
    refuse('minus 20 digits', `-${TWENTY_DIGITS}`);
    refuse('1e400', '1e400');
  }
  if (f.kind === 'number') {
    if (countsThings(f.name)) {
      refuse('negative', '-1');
      refuse('fractional', '1.5');
    } else {
      any('negative', '-1');
      any('fractional', '1.5');
    }
    any('past the int range', '2147483648');
    json('a JSON number', 'any', Number(example));
  }
  if (f.kind === 'list') {
    refuse('20 digits in the list', `1,${TWENTY_DIGITS}`);
    refuse('a negative in the list', '1,-1');
    refuse('a fraction in the list', '1,1.5');
  }
  if (f.kind === 'text') {
    any('20 digits', TWENTY_DIGITS);
    any('2147483648', '2147483648');
    json('a JSON number', 'any', 5);
  }
  any('empty', '');
  any("the text 'null'", 'null');
  any("the text 'undefined'", 'undefined');
  json('null', 'any', null);
  json('true', 'any', true);
  return out;
}

/** Mutations of the credentials of a call that needs a customer or an admin: each must be refused. */
export function credentialMutations(base: [string, WireValue][]): Mutation[] {
  const out: Mutation[] = [];
  const without = (name: string) => base.filter(([k]) => k !== name);
  for (const [name, value] of base.filter(([k]) => k === 'auth_key' || k === 'user_id')) {
    const withValue = (v: WireValue): [string, WireValue][] => [...without(name), [name, v]];
    const refuse = (label: string, v: WireValue) =>
      out.push({ label, encoding: 'urlencoded', field: name, expect: 'refuse', fields: withValue(v) });
    refuse('a NUL byte', `${String(value)}\u0000`);
    refuse('bytes that are not UTF-8', Buffer.concat([Buffer.from(String(value)), NOT_UTF8]));
    refuse('20 digits', TWENTY_DIGITS);
    refuse('negative', '-1');
    refuse('fractional', '1.5');
    refuse('a huge string', 'x'.repeat(HUGE_LENGTH));
    out.push({ label: 'missing', encoding: 'urlencoded', field: name, expect: 'refuse', fields: without(name) });
    out.push({ label: 'given twice', encoding: 'urlencoded', field: name, expect: 'refuse', fields: [...base, [name, value]] });
    out.push({ label: 'an object', encoding: 'json', field: name, expect: 'refuse', json: jsonBody(without(name), { [name]: { a: 1 } }) });
  }
  return out;
}

/** Bodies broken as a whole. `base` is a valid set of fields; `fileField` a field that takes no file. */
export function bodyMutations(base: [string, WireValue][], notAFileField: string): Mutation[] {
  const multipart = encodeMultipart(base);
  const refuse = (label: string, contentType: string | undefined, payload: Buffer | string, field = 'body'): Mutation => ({
    label,
    encoding: 'urlencoded',
    field,
    expect: 'refuse',
    raw: { contentType, payload: Buffer.from(payload) },
  });
  return [
    refuse('multipart without a boundary', 'multipart/form-data', multipart.payload),
    refuse('multipart cut short', multipart.contentType, multipart.payload.subarray(0, Math.max(10, multipart.payload.length - 30))),
    refuse('multipart cut inside the headers of a part', multipart.contentType, `--${BOUNDARY}\r\nContent-Disposition: form-da`),
    refuse('multipart that is not multipart', multipart.contentType, 'just some words'),
    refuse(
      'multipart with a part without headers end',
      multipart.contentType,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n`,
    ),
    refuse(
      'a file where a field is expected',
      encodeMultipart(base, [{ name: notAFileField, bytes: Buffer.alloc(2048, 1) }]).contentType,
      encodeMultipart(base, [{ name: notAFileField, bytes: Buffer.alloc(2048, 1) }]).payload,
      notAFileField,
    ),
    refuse('multipart with a prototype field name', multipart.contentType, encodeMultipart([...base, ['__proto__', 'x']]).payload),
    refuse('JSON that does not parse', 'application/json', '{"auth_key": '),
    refuse('JSON that is a list', 'application/json', '[1, 2]'),
    refuse('JSON that is a string', 'application/json', '"hello"'),
    refuse('JSON with a prototype key', 'application/json', `{"__proto__": {"x": 1}, ${jsonBody(base, {}).slice(1)}`),
    {
      label: 'an empty body',
      encoding: 'urlencoded',
      field: 'body',
      expect: 'any',
      raw: { contentType: undefined, payload: Buffer.alloc(0) },
    },
    {
      label: 'an empty multipart body',
      encoding: 'urlencoded',
      field: 'body',
      expect: 'any',
      raw: { contentType: multipart.contentType, payload: Buffer.alloc(0) },
    },
    {
      label: 'an empty JSON body',
      encoding: 'urlencoded',
      field: 'body',
      expect: 'any',
      raw: { contentType: 'application/json', payload: Buffer.alloc(0) },
    },
  ];
}

function jsonBody(fields: [string, WireValue][], extra: Record<string, unknown>): string {
  const body: Record<string, unknown> = {};
  for (const [k, v] of fields) body[k] = typeof v === 'string' ? v : v.toString('utf8');
  return JSON.stringify({ ...body, ...extra });
}

/** Percent-encodes every byte of a value, so raw bytes (not UTF-8) reach the server as they are. */
const percentBytes = (b: Buffer) => [...b].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

export function encodeUrlencoded(fields: [string, WireValue][]): Buffer {
  // A Buffer value is sent as raw bytes (not escaped); a string is escaped, except its own '%' sequences.
  const parts = fields.map(([k, v]) =>
    Buffer.concat([Buffer.from(`${encodeURIComponent(k)}=`), typeof v === 'string' ? Buffer.from(escapeKeepingPercents(v)) : rawInForm(v)]),
  );
  return Buffer.concat(parts.flatMap((p, i) => (i === 0 ? [p] : [Buffer.from('&'), p])));
}
const escapeKeepingPercents = (v: string) =>
  v
    .split(/(%[0-9A-Fa-f]{2})/)
    .map((s, i) => (i % 2 === 1 ? s : encodeURIComponent(s)))
    .join('');
// Bytes that are not UTF-8 go raw; safe ASCII is kept readable.
const rawInForm = (b: Buffer) =>
  Buffer.concat([...b].map((byte) => (byte < 0x80 ? Buffer.from(percentBytes(Buffer.from([byte]))) : Buffer.from([byte]))));

export const BOUNDARY = '----souq-fuzz-boundary';

export function encodeMultipart(
  fields: [string, WireValue][],
  files: { name: string; bytes: Buffer }[] = [],
): { contentType: string; payload: Buffer } {
  const chunks: Buffer[] = [];
  for (const [k, v] of fields) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n`), Buffer.from(v), Buffer.from('\r\n'));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.name}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.concat(chunks) };
}

/** The content type and payload a mutation sends. */
export function wireBody(m: Mutation): { contentType: string | undefined; payload: Buffer } {
  if (m.raw) return m.raw;
  if (m.encoding === 'json') return { contentType: 'application/json', payload: Buffer.from(m.json!) };
  if (m.encoding === 'multipart') return encodeMultipart(m.fields!);
  return { contentType: 'application/x-www-form-urlencoded', payload: encodeUrlencoded(m.fields!) };
}
