import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall, homeCall, noFields } from '@shop/contract';
import { answerWith, sentFields } from '../test/render';
import { api, ApiError, ApiRefusal, apiData } from './client';
import { readStored, writeStored } from './storage';

const openCall = defineCall({ path: '/sendcode.php', access: 'none', request: z.object({ email: z.string() }), data: z.unknown() });
const customerCall = defineCall({ path: '/cart/cart_list.php', access: 'customer', request: noFields, data: z.unknown() });
const ok = { status: true, msg: 'Success', data: { products: [] } };

describe('api()', () => {
  it('POSTs form-data to /api{path} with Accept-Language, auth_key and user_id from storage', async () => {
    writeStored('language', 'ar');
    writeStored('token', 'tok-123');
    writeStored('userId', 42);
    const fetch = answerWith({ '/home/home.php': ok });
    await api(homeCall, { type: 2 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/home/home.php');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('ar');
    expect(sentFields(fetch)).toEqual({ type: '2', auth_key: 'tok-123', user_id: '42' });
  });

  it('sends the guest pair when nothing is stored, and English by default', async () => {
    const fetch = answerWith({ '/home/home.php': ok });
    await api(homeCall, {});
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('Accept-Language')).toBe('en');
    expect(sentFields(fetch)).toEqual({ auth_key: 'guest', user_id: '0' });
  });

  it('sends no auth_key or user_id on the open auth calls', async () => {
    writeStored('token', 'tok-123');
    writeStored('userId', 42);
    const fetch = answerWith({ '/sendcode.php': { status: true, msg: 'sent', data: null, Code: 1234 } });
    const answer = await api(openCall, { email: 'a@b.ae' });
    expect(sentFields(fetch)).toEqual({ email: 'a@b.ae' });
    // Extra top-level fields of the envelope come back too.
    expect(answer.Code).toBe(1234);
  });

  it('returns a refusal as an answer with its HTTP status, and ok()/apiData throw it as ApiRefusal', async () => {
    answerWith({ '/cart/cart_list.php': { httpStatus: 409, body: { status: false, msg: 'Out of stock', data: null } } });
    const answer = await api(customerCall, {});
    expect(answer).toMatchObject({ status: false, msg: 'Out of stock', httpStatus: 409 });
    const refusal = await apiData(customerCall, {}).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiRefusal);
    expect((refusal as ApiRefusal).message).toBe('Out of stock');
    expect((refusal as ApiRefusal).wrongKey).toBe(false);
  });

  it("signs a customer out (back to the guest pair) on 401 'wrong key'", async () => {
    writeStored('token', 'expired');
    writeStored('userId', 42);
    writeStored('email', 'a@b.ae');
    answerWith({ '/cart/cart_list.php': { httpStatus: 401, body: { status: false, msg: 'wrong key', data: null } } });
    const refusal = await apiData(customerCall, {}).catch((e: unknown) => e);
    expect((refusal as ApiRefusal).wrongKey).toBe(true);
    expect(readStored('token')).toBe('guest');
    expect(readStored('userId')).toBe('0');
    expect(readStored('email')).toBeNull();
  });

  it('throws ApiError when the answer is not an envelope or the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api(homeCall, {})).rejects.toMatchObject({ name: 'ApiError', kind: 'invalid-answer', httpStatus: 502 });
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api(homeCall, {})).rejects.toBeInstanceOf(ApiError);
  });
});
