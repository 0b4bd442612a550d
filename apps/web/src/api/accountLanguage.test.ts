import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, answerWith, sentFields, TEST_CUSTOMER, urlOf } from '../test/render';
import { switchShopLanguage } from './accountLanguage';
import { writeStored } from './storage';
import type * as Language from '../i18n/language';
import { accountLanguageCall } from '@shop/contract/calls';

const switched: string[] = [];
vi.mock('../i18n/language', async (original) => ({
  ...(await original<typeof Language>()),
  switchLanguage: (lang: string) => switched.push(lang),
}));

afterEach(() => {
  switched.length = 0;
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('switching the language', () => {
  it("saves a customer's new language on the account before the page changes language", async () => {
    writeStored('token', TEST_CUSTOMER.token);
    writeStored('userId', TEST_CUSTOMER.userId);
    const switchedWhenAsked: string[][] = [];
    const fetch = answerWith(answer(accountLanguageCall, { status: true, msg: 'Language saved', data: { language: 'ar' } }));
    const answered = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (...args) => {
      switchedWhenAsked.push([...switched]);
      return answered(...args);
    });
    await switchShopLanguage('ar');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe(urlOf(accountLanguageCall));
    expect(sentFields(fetch)).toMatchObject({ language: 'ar', auth_key: TEST_CUSTOMER.token, user_id: String(TEST_CUSTOMER.userId) });
    expect(switchedWhenAsked).toEqual([[]]);
    expect(switched).toEqual(['ar']);
  });

  it('asks nothing of the server for a guest', async () => {
    const fetch = answerWith();
    await switchShopLanguage('ar');
    expect(fetch).not.toHaveBeenCalled();
    expect(switched).toEqual(['ar']);
  });

  it('still switches when the server cannot be reached', async () => {
    writeStored('token', TEST_CUSTOMER.token);
    writeStored('userId', TEST_CUSTOMER.userId);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await switchShopLanguage('en');
    expect(switched).toEqual(['en']);
  });
});
