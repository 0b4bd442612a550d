// Images of the shop (docs/architecture.md, stack; docs/rules.md, security floor): every picture is stored as WebP in each width
// of IMAGE_WIDTHS, as {key}-{width}.webp in the media store, the file mediaUrl(key, width) names. Sources are
// either SVG drawn by the seed or uploads, which are checked by their content and re-encoded (so no
// metadata, location or embedded payload survives).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { IMAGE_WIDTHS } from '@shop/contract';
import type { MediaStore } from './store';

/** Raster formats accepted from uploads, as sharp's metadata names them (AVIF is reported as heif). */
export const ACCEPTED_UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'] as const;

/** Decoding stops above this many pixels (a decompression bomb is refused, not decoded). */
const MAX_INPUT_PIXELS = 50_000_000;
// Effort 2 costs half the CPU of the default for files a few percent larger (measured on the seed's pictures).
const WEBP = { quality: 80, effort: 2 } as const;
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);

/** The upload is not a picture in an accepted format (or is damaged): the caller refuses it as invalid. */
export class NotAnImageError extends Error {
  override readonly name = 'NotAnImageError';
  constructor(readonly detail: string) {
    super(`not an image (accepted: JPEG, PNG, WebP, GIF, AVIF, HEIF): ${detail}`);
  }
}

/** Keys are lower-case words with dashes, optionally in folders: 'products/sidr-honey-3fa9c1'. */
const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export function assertImageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid image key: ${JSON.stringify(key)}`);
}

/** A fresh key for an upload. Files are served as immutable, so a replaced picture needs a new key. */
export function newImageKey(folder: string): string {
  const key = `${folder}/${randomBytes(8).toString('hex')}`;
  assertImageKey(key);
  return key;
}

/** The media store's name of one width of `key`. */
export function imageFile(key: string, width: number): string {
  assertImageKey(key);
  return `${key}-${width}.webp`;
}

export interface SavedImage {
  key: string;
  /** Size of the largest stored file (the source's, when it is narrower than the largest width). */
  width: number;
  height: number;
}

/**
 * Stores an uploaded file (its bytes, or the path of the file holding them) under `key` after checking what it
 * really is. Throws NotAnImageError.
 */
export async function saveUploadedImage(media: MediaStore, key: string, input: Buffer | string): Promise<SavedImage> {
  const claimed = sniffRasterFormat(await firstBytes(input, 12));
  // Only buffers that start like a raster image reach a decoder (never the SVG, PDF or TIFF loaders).
  if (!claimed) throw new NotAnImageError('unknown file signature');
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch (error) {
    throw new NotAnImageError((error as Error).message);
  }
  if (!format || !(ACCEPTED_UPLOAD_FORMATS as readonly string[]).includes(format)) {
    throw new NotAnImageError(`format ${format ?? 'unknown'}`);
  }
  let base: RawImage;
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    base = await decode(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate());
  } catch (error) {
    throw new NotAnImageError((error as Error).message);
  }
  return writeWidths(media, key, base);
}

/** Stores a picture drawn as SVG (the seed's drawings). Its size is the SVG's width and height. */
export async function saveSvgImage(media: MediaStore, key: string, svg: string): Promise<SavedImage> {
  return writeWidths(media, key, await decode(sharp(Buffer.from(svg))));
}

/** Whether every width of `key` is stored (a partly written image counts as missing). */
export async function imageExists(media: MediaStore, key: string): Promise<boolean> {
  const found = await Promise.all(IMAGE_WIDTHS.map((w) => media.exists(imageFile(key, w))));
  return found.every(Boolean);
}

/** Removes every width of `key` (a replaced profile or product photo). Missing files are fine. */
export async function deleteImage(media: MediaStore, key: string): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.map((w) => media.remove(imageFile(key, w))));
}

interface RawImage {
  data: Buffer;
  info: OutputInfo;
}

/** Decodes once, at most as wide as the largest stored width, so each width is a cheap resize. */
async function decode(pipeline: Sharp): Promise<RawImage> {
  return pipeline.resize({ width: LARGEST_WIDTH, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
}

async function writeWidths(media: MediaStore, key: string, base: RawImage): Promise<SavedImage> {
  const { width, height, channels } = base.info;
  // Encoding an alpha plane that is fully opaque is wasted work and bytes.
  const dropAlpha = channels === 4 && isOpaque(base.data);
  const files = IMAGE_WIDTHS.map((w) => ({ file: imageFile(key, w), width: Math.min(w, width) }));
  // A width the source cannot fill gets the source size, never an upscaled copy; encode each size once.
  const source = () => {
    const pipeline = sharp(base.data, { raw: { width, height, channels } });
    return dropAlpha ? pipeline.removeAlpha() : pipeline;
  };
  const encoded = new Map<number, Promise<Buffer>>();
  for (const { width: w } of files) {
    if (!encoded.has(w)) encoded.set(w, source().resize({ width: w }).webp(WEBP).toBuffer());
  }
  await Promise.all(files.map(async ({ file, width: w }) => media.write(file, await encoded.get(w)!)));
  return { key, width, height };
}

/** Whether every pixel of raw RGBA data has full alpha. */
function isOpaque(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

async function firstBytes(input: Buffer | string, n: number): Promise<Buffer> {
  if (typeof input !== 'string') return input.subarray(0, n);
  const file = await fs.open(input);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(n), 0, n, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The raster format a file's first bytes announce, or null. */
function sniffRasterFormat(b: Buffer): string | null {
  const ascii = (start: number, end: number) => b.subarray(start, end).toString('latin1');
  if (b.length < 12) return null;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') return 'heif'; // AVIF and HEIF share the ISO base media container
  return null;
}
