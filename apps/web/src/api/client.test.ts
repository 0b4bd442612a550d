import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall, noFields } from '@shop/contract';
import { editProfileCall, homeCall } from '@shop/contract/calls';
import { answer, answerRaw, answerWith, sentFields, urlOf } from '../test/render';
import { api, ApiError, ApiRefusal, apiData } from './client';
import { readStored, writeStored } from './storage';

const openCall = defineCall({ path: '/sendcode.php', access: 'none', request: z.object({ email: z.string() }), data: z.unknown() });
const customerCall = defineCall({ path: '/cart/cart_list.php', access: 'customer', request: noFields, data: z.unknown() });
// Any envelope does for what the client sends: the calls' own data is not what these tests read.
const ok = { body: { status: true, msg: 'Success', data: { products: [] } } };

describe('api()', () => {
  it('POSTs form-data to /api{path} with the page’s language (<html lang>) and auth_key and user_id from storage', async () => {
    document.documentElement.lang = 'ar';
    writeStored('token', 'tok-123');
    writeStored('userId', 42);
    const fetch = answerWith(answerRaw(homeCall, ok));
    await api(homeCall, { type: 2 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(urlOf(homeCall));
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('ar');
    expect(sentFields(fetch)).toEqual({ type: '2', auth_key: 'tok-123', user_id: '42' });
  });

  it('sends auth_key and user_id before the other fields, so the server checks the key before reading a file', async () => {
    writeStored('token', 'tok-123');
    writeStored('userId', 42);
    const fetch = answerWith(answerRaw(editProfileCall, ok));
    await api(editProfileCall, { name: 'Mariam', phone: '0501234567', profile_photo: new File(['x'], 'me.png', { type: 'image/png' }) });
    const body = fetch.mock.calls[0]![1]?.body as FormData;
    expect([...body.keys()]).toEqual(['auth_key', 'user_id', 'name', 'phone', 'profile_photo']);
  });

  it('sends the guest pair when nothing is stored, and English by default', async () => {
    const fetch = answerWith(answerRaw(homeCall, ok));
    await api(homeCall, {});
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).get('Accept-Language')).toBe('en');
    expect(sentFields(fetch)).toEqual({ auth_key: 'guest', user_id: '0' });
  });

  it('sends no auth_key or user_id on the open auth calls', async () => {
    writeStored('token', 'tok-123');
    writeStored('userId', 42);
    const fetch = answerWith(answer(openCall, { status: true, msg: 'sent', data: null, Code: 1234 }));
    const got = await api(openCall, { email: 'a@b.ae' });
    expect(sentFields(fetch)).toEqual({ email: 'a@b.ae' });
    // Extra top-level fields of the envelope come back too.
    expect(got.Code).toBe(1234);
  });

  it('returns a refusal (HTTP 200) as an answer with its kind, and ok()/apiData throw it as ApiRefusal', async () => {
    answerWith(answer(customerCall, { refusal: 'conflict', body: { status: false, msg: 'Out of stock', data: null } }));
    const got = await api(customerCall, {});
    expect(got).toMatchObject({ status: false, msg: 'Out of stock', httpStatus: 200, refusal: 'conflict' });
    const refusal = await apiData(customerCall, {}).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiRefusal);
    expect((refusal as ApiRefusal).message).toBe('Out of stock');
    expect((refusal as ApiRefusal).wrongKey).toBe(false);
    expect((refusal as ApiRefusal).notFound).toBe(false);
  });

  it('reads the kind whatever the HTTP code (the admin API keeps REST codes), and only from refusals', async () => {
    answerWith(
      answer(customerCall, { httpStatus: 404, refusal: 'not-found', body: { status: false, msg: 'Not found', data: null } }),
      answerRaw(homeCall, { ...ok, refusal: 'not-found' }),
    );
    const missing = await apiData(customerCall, {}).catch((e: unknown) => e);
    expect((missing as ApiRefusal).notFound).toBe(true);
    expect((await api(homeCall, {})).refusal).toBeUndefined();
  });

  it("signs a customer out (back to the guest pair) on 'wrong key'", async () => {
    writeStored('token', 'expired');
    writeStored('userId', 42);
    writeStored('email', 'a@b.ae');
    answerWith(answer(customerCall, { refusal: 'wrong-key', body: { status: false, msg: 'wrong key', data: null } }));
    const refusal = await apiData(customerCall, {}).catch((e: unknown) => e);
    expect((refusal as ApiRefusal).wrongKey).toBe(true);
    expect(readStored('token')).toBe('guest');
    expect(readStored('userId')).toBe('0');
    expect(readStored('email')).toBeNull();
  });

  it('throws ApiError, with the call’s failure message (failures.test.ts), when the answer is not an envelope or the network fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api(homeCall, {})).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'invalid-answer',
      httpStatus: 502,
      message: 'Failed to list home data',
    });
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api(homeCall, {})).rejects.toBeInstanceOf(ApiError);
    expect(log).toHaveBeenCalledTimes(2);
  });
});
