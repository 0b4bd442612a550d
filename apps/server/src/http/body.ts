// Reading a call's fields from the request body: urlencoded forms decoded strictly, and multipart
// streamed part by part, so the caller's key is checked before any file is read and files go to temporary
// files (never memory) within the call's limits. Whatever the parser cannot read becomes a refusal naming
// `body`, never a 500.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FIELD_REASONS, type BlobLike } from '@shop/contract';
import { AppError, badInput } from './errors';
import { coreMessages } from './i18n';

/** Largest uploaded file (a photo or an icon), before it is re-encoded. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Largest text field of a multipart body (the stock CSV import is the largest the contract allows). */
const MAX_FIELD_BYTES = 2 * 1024 * 1024;
/** All text fields of a multipart body together: held in memory, possibly before the key is known. */
const MAX_FIELDS_BYTES = 4 * 1024 * 1024;
const MAX_FIELDS = 200;

export type Fields = Record<string, unknown>;

/**
 * An urlencoded body as fields (a repeated name gives a list). Unlike querystring parsers that keep a broken
 * escape such as %FF as its three characters, bytes that are not UTF-8 become U+FFFD, which text fields refuse.
 */
export function parseUrlencoded(body: string): Fields {
  const fields: Fields = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) addField(fields, name, value);
  return fields;
}

function addField(fields: Fields, name: string, value: unknown) {
  const before = fields[name];
  fields[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
}

/** A file of a multipart body, kept on disk until the answer is sent. A Blob to the contract's file fields. */
export class UploadedFile implements BlobLike {
  constructor(
    readonly path: string,
    readonly size: number,
    readonly type: string,
  ) {}
  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await fs.readFile(this.path);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
}

export interface UploadRules {
  /** The call's file fields, each taking one file: any other file is refused before it is read. */
  fileFields: ReadonlySet<string>;
  /**
   * Runs once, before the first file is read, with the fields read so far: it checks the caller's key, so the
   * credentials must precede the files in the body (browsers keep FormData's order; our client and the
   * original shop's send auth_key and user_id first).
   */
  beforeFiles(fields: Fields): Promise<void>;
}

/**
 * The fields of a multipart body, files stored as UploadedFile until the answer (removeUploads). On a refusal
 * the rest of the body is read and thrown away (not kept), so a client that sends it all still gets the answer.
 */
export async function readMultipart(req: FastifyRequest, rules: UploadRules): Promise<Fields> {
  const fields: Fields = Object.create(null);
  let fieldBytes = 0;
  let keyChecked = false;
  let folder: string | undefined;
  const parts = req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS } });
  try {
    for (;;) {
      const next = await parts.next().catch((error: unknown) => {
        throw unreadable(error);
      });
      if (next.done) return fields;
      const part = next.value;
      if (part.type === 'field') {
        if (part.fieldnameTruncated) throw badInput('body', FIELD_REASONS.fieldNameTooLong);
        if (part.valueTruncated) throw tooLarge();
        fieldBytes += typeof part.value === 'string' ? Buffer.byteLength(part.value) : 0;
        if (fieldBytes > MAX_FIELDS_BYTES) throw tooLarge();
        addField(fields, part.fieldname, part.value);
        continue;
      }
      if (!rules.fileFields.has(part.fieldname)) throw badInput(part.fieldname, FIELD_REASONS.notAFile);
      if (fields[part.fieldname] !== undefined) throw badInput(part.fieldname, FIELD_REASONS.givenOnce);
      if (!keyChecked) {
        await rules.beforeFiles(fields);
        keyChecked = true;
      }
      if (!folder) {
        folder = await fs.mkdtemp(path.join(os.tmpdir(), 'souq-upload-'));
        uploadFolders.set(req, folder);
      }
      const file = path.join(folder, randomBytes(8).toString('hex'));
      await pipeline(part.file, createWriteStream(file)).catch((error: unknown) => {
        if (isSystemError(error)) throw error;
        throw isTooLarge(error) ? fileTooLarge(part.fieldname) : unreadable(error);
      });
      if (part.file.truncated) throw fileTooLarge(part.fieldname);
      fields[part.fieldname] = new UploadedFile(file, (await fs.stat(file)).size, part.mimetype);
    }
  } catch (error) {
    discardRest(req);
    await removeFolder(req);
    throw error;
  }
}

const uploadFolders = new WeakMap<FastifyRequest, string>();

async function removeFolder(req: FastifyRequest): Promise<void> {
  const folder = uploadFolders.get(req);
  uploadFolders.delete(req);
  if (folder) await fs.rm(folder, { recursive: true, force: true });
}

/** An onSend hook: the request's temporary files are removed before its answer goes out. */
export async function removeUploads<T>(req: FastifyRequest, _reply: FastifyReply, payload: T): Promise<T> {
  await removeFolder(req);
  return payload;
}

const tooLarge = () => new AppError(413, coreMessages.tooLarge);
/**
 * A file above MAX_UPLOAD_BYTES: the same 413 and message as any body too large, but its data names the field
 * and the limit, as badInput's does for an invalid field, so the form can show which file to make smaller.
 */
const fileTooLarge = (field: string) =>
  new AppError(413, coreMessages.tooLarge, {}, { field, reason: `at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB` });
/** @fastify/multipart's limit errors carry 413. */
const isTooLarge = (error: unknown) => (error as { statusCode?: number }).statusCode === 413;

/** A parser error (busboy's, or @fastify/multipart's limits) as a refusal. */
function unreadable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isTooLarge(error)) return tooLarge();
  return badInput('body', FIELD_REASONS.unreadable);
}

const isSystemError = (error: unknown) => typeof error === 'object' && error !== null && 'syscall' in error;

/** Stops parsing and lets the rest of the body flow away unread, so memory stays flat whatever is still sent. */
function discardRest(req: FastifyRequest) {
  req.raw.unpipe();
  req.raw.resume();
}
