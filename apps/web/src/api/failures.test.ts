import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import * as contract from '@shop/contract';
import { GENERIC_CALL_FAILURE } from '@shop/contract';
import { CALL_FAILURES, callFailure } from '@shop/contract/failures';
import {
  addToListCall,
  categoriesCall,
  faqCall,
  groupsCall,
  listAddressesCall,
  listEmiratesCall,
  listRegionsCall,
  listsWithProductsCall,
  listsWithoutFavCall,
  registerCall,
  returnReasonsCall,
  sendCodeCall,
} from '@shop/contract/calls';
import { answer, answerWith } from '../test/render';
import { api, ApiError, ApiRefusal, apiData, type Fields } from './client';
import type { Call, CallRef } from '@shop/contract';

// docs/product.md §8: each call fails with the original's wrapper message for it, word for word (spec §8's list).
const SPEC_WRAPPER_MESSAGES = [
  'Failed to list home data',
  'Failed to list groups',
  'Failed to list categories',
  'Failed to list Products',
  'Failed to get Product',
  'Failed to add Product',
  'Failed add to list',
  'Failed',
  'Failed to get questions',
  'Failed to login',
  'Failed to sendcode',
  'Failed to Active',
  'Failed to register account',
  'Failed to get profile info',
  'Failed to edit profile info',
  'Failed to change password',
  'Failed to change email',
  'Failed to list locations',
  'Failed to add location',
  'Failed to edit location',
  'Failed to delete location',
  'Failed to load info',
  'Failed to load FAQ',
  'Failed to get balance',
  'Failed to exchange points',
  'Failed to list notifications',
  'Failed to list orders',
  'Failed to list reasons',
  'Failed to cancel order',
  'Failed to list emirates',
  'Failed to list regions',
  'Failed to get second variation',
  'Failed to get lists',
  'Failed to get cart info',
  'Failed to change quantity',
  'Failed to add cuopon',
  'Failed to remove cuopon',
  'Failed to pay',
  'Failed to add lists',
  'Failed to delete lists',
  'Failed to remove product',
  'Failed to send otp',
];

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'request' in value && 'path' in value && 'access' in value;
const callsByPath = new Map(
  Object.values(contract as Record<string, unknown>)
    .filter(isCall)
    .map((c) => [c.path as string, c]),
);

describe('CALL_FAILURES (the contract’s one table of failure messages)', () => {
  it('holds every wrapper message of the spec, word for word, and nothing else', () => {
    const messages = new Set(Object.values(CALL_FAILURES));
    for (const message of SPEC_WRAPPER_MESSAGES) expect(messages.has(message), message).toBe(true);
    expect([...messages].sort()).toEqual([...new Set(SPEC_WRAPPER_MESSAGES)].sort());
  });

  it('names only calls of the contract, and a variant only by a field the call has', () => {
    for (const key of Object.keys(CALL_FAILURES)) {
      const [path, variant] = key.split('?');
      const call = callsByPath.get(path!);
      expect(call, key).toBeDefined();
      if (variant) {
        const [field, value] = variant.split('=');
        const fieldSchema = (call!.request as z.ZodObject).shape[field!];
        expect(fieldSchema, key).toBeDefined();
        expect(call!.request.safeParse({ email: 'a@b.ae', [field!]: value }).success, key).toBe(true);
      }
    }
  });

  it('picks the variant by the fields sent, else the call’s message, else the generic one', () => {
    expect(callFailure('/sendcode.php', { email: 'a@b.ae', purpose: 'reset' })).toBe('Failed to send otp');
    expect(callFailure('/sendcode.php', { email: 'a@b.ae', purpose: 'activate' })).toBe('Failed to sendcode');
    expect(callFailure('/sendcode.php', { email: 'a@b.ae' })).toBe('Failed to sendcode');
    expect(callFailure('/products/groups.php')).toBe('Failed to list groups');
    expect(callFailure('/admin/me.php')).toBe(GENERIC_CALL_FAILURE);
    expect(GENERIC_CALL_FAILURE).toBe('Failed');
  });
});

// The eleven the web did not say anywhere before, each as the web's client sends its call.
const ELEVEN: [string, CallRef<Call>, Record<string, unknown>][] = [
  ['Failed to list groups', groupsCall, {}],
  ['Failed to list categories', categoriesCall, {}],
  ['Failed add to list', addToListCall, { product_id: 3, list_id: 5 }],
  ['Failed to register account', registerCall, { name: 'Mariam', email: 'a@b.ae', password: 'secret-123', phone: '0501234567' }],
  ['Failed to list locations', listAddressesCall, {}],
  ['Failed to load FAQ', faqCall, {}],
  ['Failed to list reasons', returnReasonsCall, {}],
  ['Failed to list emirates', listEmiratesCall, {}],
  ['Failed to list regions', listRegionsCall, { emirate: 1 }],
  ['Failed to get lists', listsWithoutFavCall, {}],
  ['Failed to get lists', listsWithProductsCall, {}],
  ['Failed to send otp', sendCodeCall, { email: 'a@b.ae', purpose: 'reset' }],
];

describe('a failed call, as the web’s client reports it', () => {
  it.each(ELEVEN)('%s: the error’s message and the console line when the network fails', async (message, call, fields) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await api(call, fields as Fields<Call>).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
    expect((error as ApiError).detail).toBe(`${call.path}: network failure`);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe(message);
    expect(log.mock.calls[0]![1]).toMatchObject({ path: call.path, detail: `${call.path}: network failure` });
  });

  it('says the same when the answer is not the shop’s (a proxy’s 502 page)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'X-Request-Id': 'req-9' } }),
    );
    const error = await apiData(categoriesCall, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', message: 'Failed to list categories', httpStatus: 502, requestId: 'req-9' });
    expect(log).toHaveBeenCalledWith('Failed to list categories', expect.objectContaining({ requestId: 'req-9' }));
  });

  it('logs a server failure (5xx) under the call’s message, while the shopper still reads the server’s words', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(
      answer(faqCall, {
        httpStatus: 500,
        requestId: 'req-1',
        body: { status: false, msg: 'Something went wrong (reference req-1)', data: null },
      }),
    );
    const error = await apiData(faqCall, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRefusal);
    expect((error as ApiRefusal).message).toBe('Something went wrong (reference req-1)');
    expect(log).toHaveBeenCalledWith('Failed to load FAQ', expect.objectContaining({ path: faqCall.path, requestId: 'req-1' }));
  });

  it('logs nothing for a refusal (HTTP 200, status false): the server answered', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(answer(addToListCall, { refusal: 'conflict', body: { status: false, msg: 'Already in this list', data: null } }));
    const got = await api(addToListCall, { product_id: 3, list_id: 5 });
    expect(got).toMatchObject({ status: false, msg: 'Already in this list' });
    expect(log).not.toHaveBeenCalled();
  });
});
