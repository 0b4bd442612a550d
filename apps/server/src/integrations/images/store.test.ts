// The database media store (MEDIA_STORE=database): files written, replaced, removed, and served as the disk
// store serves them (immutable, ETag, 304), with anything that is not a media name refused without a query.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { suiteApp } from '../../test/fixtures/suite';
import { imageExists, saveUploadedImage } from './index';
import { diskMedia } from './store';

const t = suiteApp({}, { MEDIA_STORE: 'database' });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('database media store', () => {
  it('stores every width of an upload and serves it immutable with a strong ETag, 304 when it matches', async () => {
    expect(t.app.media.kind).toBe('database');
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#d99a2b' } })
      .png()
      .toBuffer();
    await saveUploadedImage(t.app.media, 'products/stored-1', png);
    expect(await imageExists(t.app.media, 'products/stored-1')).toBe(true);

    const res = await get('/media/products/stored-1-320.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await get('/media/products/stored-1-320.webp', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/media/products/stored-1-320.webp', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get('/media/products/stored-1-320.webp', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/media/products/stored-1-320.webp' })).statusCode).toBe(200);
  });

  it('replaces a file under its name (a new ETag) and removes it', async () => {
    await t.app.media.write('test/replaced-320.webp', Buffer.from('first'));
    const first = (await get('/media/test/replaced-320.webp')).headers.etag;
    await t.app.media.write('test/replaced-320.webp', Buffer.from('second'));
    const second = await get('/media/test/replaced-320.webp');
    expect(second.body).toBe('second');
    expect(second.headers.etag).not.toBe(first);
    await t.app.media.remove('test/replaced-320.webp');
    await t.app.media.remove('test/replaced-320.webp');
    expect(await t.app.media.exists('test/replaced-320.webp')).toBe(false);
    expect((await get('/media/test/replaced-320.webp')).statusCode).toBe(404);
  });

  it('answers 404 for a missing picture and for names no media URL has', async () => {
    for (const url of [
      '/media/products/missing-320.webp',
      '/media/products/..%2Fsecret-320.webp',
      '/media/Products/A-320.webp',
      '/media/x-320.png',
      '/media/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: false });
    }
  });
});

describe('disk media store', () => {
  it('writes whole files only, removes quietly and reports what exists', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-media-'));
    try {
      const disk = diskMedia(dir);
      await disk.write('a/b-320.webp', Buffer.from('bytes'));
      expect(fs.readdirSync(path.join(dir, 'a'))).toEqual(['b-320.webp']);
      expect(await disk.exists('a/b-320.webp')).toBe(true);
      await disk.remove('a/b-320.webp');
      await disk.remove('a/b-320.webp');
      expect(await disk.exists('a/b-320.webp')).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
