import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, mediaUrl } from '@shop/contract';
import { deleteImage, imageExists, imageFile, newImageKey, NotAnImageError, saveSvgImage, saveUploadedImage } from './index';
import { diskMedia, type MediaStore } from './store';

let mediaDir: string;
let media: MediaStore;
/** Where the disk store keeps one width of `key`. */
const fileOf = (key: string, w: number) => path.join(mediaDir, imageFile(key, w));
beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'images-test-'));
  media = diskMedia(mediaDir);
});
afterAll(() => fs.rm(mediaDir, { recursive: true, force: true }));

const sizeOf = async (file: string) => {
  const m = await sharp(file).metadata();
  return { format: m.format, width: m.width, height: m.height, exif: m.exif };
};

describe('saveUploadedImage', () => {
  it('turns a PNG into a WebP file for every width, named as mediaUrl expects', async () => {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d99a2b' } })
      .png()
      .toBuffer();
    const saved = await saveUploadedImage(media, 'products/honey-1', png);

    expect(saved).toEqual({ key: 'products/honey-1', width: 1024, height: 768 });
    for (const w of IMAGE_WIDTHS) {
      const file = fileOf('products/honey-1', w);
      expect(imageFile('products/honey-1', w)).toBe(mediaUrl('products/honey-1', w).replace('/media/', ''));
      expect(await sizeOf(file)).toEqual({ format: 'webp', width: w, height: (w * 3) / 4, exif: undefined });
    }
    expect(await imageExists(media, 'products/honey-1')).toBe(true);
  });

  it('refuses a text file renamed .png, and writes nothing', async () => {
    const text = Buffer.from('this is not a picture, just some words in a file called photo.png\n');
    await expect(saveUploadedImage(media, 'users/fake', text)).rejects.toBeInstanceOf(NotAnImageError);
    expect(await imageExists(media, 'users/fake')).toBe(false);
    await expect(fs.readdir(path.join(mediaDir, 'users'))).rejects.toThrow();
  });

  it('refuses an SVG and a truncated PNG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(saveUploadedImage(media, 'users/svg', svg)).rejects.toBeInstanceOf(NotAnImageError);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    await expect(saveUploadedImage(media, 'users/cut', png.subarray(0, 40))).rejects.toBeInstanceOf(NotAnImageError);
  });

  it('does not upscale a tiny image: every width file holds the source size', async () => {
    const tiny = await sharp({ create: { width: 48, height: 32, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const saved = await saveUploadedImage(media, 'users/tiny', tiny);
    expect(saved).toMatchObject({ width: 48, height: 32 });
    for (const w of IMAGE_WIDTHS) expect(await sizeOf(fileOf('users/tiny', w))).toMatchObject({ width: 48, height: 32 });
  });

  it('keeps transparency where there is some and drops an alpha channel that is fully opaque', async () => {
    const see = (key: string) => sharp(fileOf(key, 160)).metadata();
    const clear = await sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 200, g: 120, b: 20, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const solid = await sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 200, g: 120, b: 20, alpha: 1 } } })
      .png()
      .toBuffer();
    await saveUploadedImage(media, 'users/clear', clear);
    await saveUploadedImage(media, 'users/solid', solid);
    expect((await see('users/clear')).hasAlpha).toBe(true);
    expect((await see('users/solid')).hasAlpha).toBe(false);
  });

  it('strips metadata and applies the EXIF orientation', async () => {
    // A 200x100 JPEG whose EXIF says "rotate 90°": it must be stored upright (100x200) with no EXIF.
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'someone' } } })
      .toBuffer();
    await saveUploadedImage(media, 'users/rotated', jpeg);
    expect(await sizeOf(fileOf('users/rotated', 640))).toEqual({ format: 'webp', width: 100, height: 200, exif: undefined });
  });
});

describe('saveSvgImage, keys and deletion', () => {
  it('renders an SVG at its own size into every width', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="512"><rect width="1024" height="512" fill="#8a5a2b"/></svg>';
    await saveSvgImage(media, 'banners/test', svg);
    expect(await sizeOf(fileOf('banners/test', 1024))).toMatchObject({ width: 1024, height: 512 });
    expect(await sizeOf(fileOf('banners/test', 160))).toMatchObject({ width: 160, height: 80 });
  });

  it('refuses keys that could leave the media folder', () => {
    expect(() => fileOf('../etc/passwd', 160)).toThrow(/invalid image key/);
    expect(() => fileOf('a/../../b', 160)).toThrow(/invalid image key/);
    expect(() => fileOf('/abs', 160)).toThrow(/invalid image key/);
  });

  it('gives fresh keys and deletes every width', async () => {
    const key = newImageKey('users');
    expect(key).toMatch(/^users\/[0-9a-f]{16}$/);
    expect(newImageKey('users')).not.toBe(key);
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ffeecc' } })
      .png()
      .toBuffer();
    await saveUploadedImage(media, key, png);
    expect(await imageExists(media, key)).toBe(true);
    await deleteImage(media, key);
    for (const w of IMAGE_WIDTHS) await expect(fs.access(fileOf(key, w))).rejects.toThrow();
  });
});
