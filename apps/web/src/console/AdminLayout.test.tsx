import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, sentFields, urlOf } from '../test/render';
// eslint-disable-next-line no-restricted-imports -- the mock below replaces this module itself, not the index
import type * as Language from '../i18n/language';
import { accountLanguageCall } from '@shop/contract/calls';
import { adminMeCall, adminOrdersListCall } from '@shop/contract/adminCalls';
import { ME } from '../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });

// The switch itself (stored, then the same URL in the other language) is i18n/language's; here: what it is asked.
const switched: string[] = [];
vi.mock('../i18n/language', async (original) => ({
  ...(await original<typeof Language>()),
  switchLanguage: (lang: string) => switched.push(lang),
}));
afterEach(() => {
  switched.length = 0;
});

describe("the console's language switch", () => {
  it.each([
    ['en', 'العربية, switch the console to Arabic', 'ar'],
    ['ar', 'English, عرض لوحة الإدارة بالإنجليزية', 'en'],
  ] as const)('names the other language in itself and switches the account and the page to it (%s)', async (lang, name, other) => {
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminOrdersListCall, ok({ rows: [], total: 0 })),
      answer(accountLanguageCall, ok({ language: other })),
    );
    await renderApp('/admin/orders?status_id=2', { loggedIn: true, lang });
    const toggle = within(await screen.findByRole('banner', {}, SLOW)).getByRole('button', { name });
    expect(within(toggle).getByText(name.split(',')[0]!)).toHaveAttribute('lang', other);
    // The same switch at the top of the side bar (laptops), above the sections, so it is never below the fold.
    const side = screen.getByRole('complementary');
    const sideToggle = within(side).getByRole('button', { name });
    const sections = within(side).getByRole('navigation');
    expect(sideToggle.compareDocumentPosition(sections) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(toggle);
    await vi.waitFor(() => expect(switched).toEqual([other]));
    const saved = fetch.mock.calls.findIndex((call) => String(call[0]) === urlOf(accountLanguageCall));
    expect(sentFields(fetch, saved)).toMatchObject({ language: other });
  });
});
