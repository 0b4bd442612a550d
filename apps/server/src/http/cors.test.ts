// CORS_ORIGINS: pages on the listed origins may call /api from the browser (the preflight answered, the
// language header allowed, the refusal's kind readable); any other origin gets no CORS headers.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp } from '../test/app';
import { suiteApp } from '../test/fixtures/suite';

const ALLOWED = 'https://app.souqalasal.ae';
const OTHER = 'https://evil.example';
const t = suiteApp({}, { CORS_ORIGINS: `${ALLOWED}/, http://localhost:5173` });

const preflight = (origin: string, url = '/api/home/home.php') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'accept-language' },
  });
const post = (origin: string, url = '/api/home/home.php') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ar' },
    payload: 'auth_key=guest&user_id=0',
  });

describe('CORS_ORIGINS', () => {
  it('reads a comma-separated list of origins, none by default, and refuses anything else', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:5173/' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/shop' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'not an origin' })).toThrow(/CORS_ORIGINS/);
  });

  it('answers the preflight of a listed origin: POST, Accept-Language', async () => {
    const res = await preflight(ALLOWED);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-methods']).toBe('POST');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('accept-language');
  });

  it('lets a listed origin read the answer and the refusal kind', async () => {
    const res = await post(ALLOWED);
    expect(res.json()).toMatchObject({ status: true, msg: 'تمت العملية بنجاح' });
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-expose-headers']).toBe('X-Refusal');
    expect(String(res.headers.vary)).toMatch(/Origin/);
  });

  it('sends no CORS headers to an origin not listed, nor outside /api', async () => {
    for (const res of [await preflight(OTHER), await post(OTHER), await preflight(ALLOWED, '/media/x-640.webp')]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  it('sends none at all without CORS_ORIGINS', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'OPTIONS',
        url: '/api/home/home.php',
        headers: { origin: ALLOWED, 'access-control-request-method': 'POST' },
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
