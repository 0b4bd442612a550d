// Uploads for the category and banner tests: a multipart call with files, real pictures and files that
// only pretend to be pictures, and what a media folder holds.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../../http/body';

export interface FilePart {
  field: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** POSTs fields and files as multipart/form-data, as the console's forms do. */
export async function multipart(app: FastifyInstance, url: string, fields: Record<string, string | number | undefined>, files: FilePart[] = [], lang: 'en' | 'ar' = 'en') {
  const boundary = '----taxonomy-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': lang },
    payload: Buffer.concat(parts),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are inspected by the tests' assertions
  return { statusCode: res.statusCode, body: res.json() as { status: boolean; msg: string; data: any } };
}

export const png = async (field: string, background = '#c8860a'): Promise<FilePart> => ({
  field,
  filename: 'picture.png',
  type: 'image/png',
  bytes: await sharp({ create: { width: 60, height: 40, channels: 3, background } }).png().toBuffer(),
});

/** Text that claims to be a PNG by its name and type. */
export const fakePng = (field: string): FilePart => ({ field, filename: 'icon.png', type: 'image/png', bytes: Buffer.from('just some text pretending to be a picture') });

/** An honest PNG larger than the upload limit (random pixels barely compress). */
export async function hugePng(field: string): Promise<FilePart> {
  const side = 1400;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const bytes = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  if (bytes.length <= MAX_UPLOAD_BYTES) throw new Error('the picture must exceed the upload limit');
  return { field, filename: 'huge.png', type: 'image/png', bytes };
}

/** The files of a media folder (none when it does not exist yet). */
export const filesIn = (mediaDir: string, folder: string) => {
  const dir = path.join(mediaDir, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

/** The stored file behind a media URL ({PUBLIC_URL}/media/{key}-{width}.webp). */
export const fileOf = (mediaDir: string, url: string) => path.join(mediaDir, new URL(url).pathname.replace(/^\/media\//, ''));

/** The image key in a media URL. */
export const keyOf = (url: string) => /^\/media\/(.+)-\d+\.webp$/.exec(new URL(url).pathname)![1]!;

/** True when the file is WebP (RIFF....WEBP). */
export const isWebp = (file: string) => {
  const head = fs.readFileSync(file).subarray(0, 12).toString('latin1');
  return head.startsWith('RIFF') && head.endsWith('WEBP');
};
