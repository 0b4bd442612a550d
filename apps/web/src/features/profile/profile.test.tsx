import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readStored } from '../../api';
import { MARKETING_CONSENT } from '@shop/contract';
import { toast } from '../../ui/toast';
import { answer, answerWith, renderApp, sentFields, TEST_PROFILE, TEST_STORE_INFO } from '../../test/render';
import {
  profileInfoCall,
  logoutCall,
  faqCall,
  storeInfoCall,
  marketingConsentCall,
  setMarketingConsentCall,
  changePasswordCall,
  changeEmailCall,
} from '@shop/contract/calls';

// Each journey clicks through several lazy pages: room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
// input-otp (the /OTP boxes) looks for password-manager badges with elementFromPoint, which jsdom lacks.
document.elementFromPoint ??= () => null;
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
const calledPaths = (spy: ReturnType<typeof answerWith>) => spy.mock.calls.map(([input]) => String(input).replace(/^\/api/, ''));
const indexOf = (spy: ReturnType<typeof answerWith>, path: string) => calledPaths(spy).lastIndexOf(path);

describe('/myprofile', () => {
  it("shows the spec's side menu and asks 'Are you sure you want to log out?' before signing out", async () => {
    const fetch = answerWith(answer(profileInfoCall, TEST_PROFILE), answer(logoutCall, ok(null, 'Logged out')));
    await renderApp('/myprofile', { loggedIn: true });
    const menu = await screen.findByRole('navigation', { name: 'My account' }, SLOW);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Personal settings', 'Help', 'Wellness quiz', 'Wallet', 'Notifications', 'Lists', 'My orders']);
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calledPaths(fetch)).not.toContain(logoutCall.path);
    expect(readStored('token')).toBe('test-token');

    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(readStored('token')).toBe('guest'));
    expect(calledPaths(fetch)).toContain(logoutCall.path);
  });

  it('sends a guest to log in first', async () => {
    answerWith();
    await renderApp('/myprofile/orders');
    expect(await screen.findByText('You must login first', undefined, SLOW)).toBeInTheDocument();
  });
});

describe('help', () => {
  it.each([
    ['en', 'Error getting data'],
    ['ar', 'حدث خطأ أثناء جلب البيانات'],
  ] as const)("in %s, says '%s' when the shop's numbers cannot be loaded", async (lang, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(faqCall, ok([{ question: 'Q?', answer: 'A.' }])),
      answer(storeInfoCall, { httpStatus: 500, body: { status: false, msg: 'Server error', data: null } }),
    );
    await renderApp('/myprofile/help', { loggedIn: true, lang, askStoreInfo: true });
    expect(await screen.findByText(text, undefined, SLOW)).toBeInTheDocument();
    // The FAQ loaded: its own failure text is not shown.
    expect(screen.getByText('Q?')).toBeInTheDocument();
  });

  it('says nothing of the kind when the numbers load', async () => {
    // A toast of the test before may still be on screen: what counts is that none is asked for here.
    const error = vi.spyOn(toast, 'error');
    answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(faqCall, ok([{ question: 'Q?', answer: 'A.' }])),
      answer(
        storeInfoCall,
        ok({
          ...TEST_STORE_INFO,
          email: 'shop@example.com',
          phone: '025551234',
          address: 'Abu Dhabi',
          whatsapp: '+971 50 123 4567',
          branches: [],
        }),
      ),
    );
    await renderApp('/myprofile/help', { loggedIn: true, askStoreInfo: true });
    expect(await screen.findByRole('link', { name: /WhatsApp/ }, SLOW)).toHaveAttribute('href', 'https://wa.me/971501234567');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('personal settings', () => {
  it('shows the marketing e-mails switch off and turns it on', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(marketingConsentCall, ok({ marketing: false, since: null })),
      answer(
        setMarketingConsentCall,
        ok({ marketing: true, since: '2026-12-06T05:00:00.000Z' }, 'You will get our e-mails about your cart and offers'),
      ),
    );
    await renderApp('/myprofile/personalsettings', { loggedIn: true });
    const toggle = await screen.findByRole('switch', { name: MARKETING_CONSENT.en }, SLOW);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(sentFields(fetch, indexOf(fetch, setMarketingConsentCall.path))).toMatchObject({ marketing: '1' });
  });

  it('withdraws consent from the switch in Arabic', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(marketingConsentCall, ok({ marketing: true, since: '2026-12-01T05:00:00.000Z' })),
      answer(setMarketingConsentCall, ok({ marketing: false, since: '2026-12-06T05:00:00.000Z' }, 'لن تصلك رسائل عن سلتك أو العروض')),
    );
    await renderApp('/myprofile/personalsettings', { loggedIn: true, lang: 'ar' });
    expect(await screen.findByRole('heading', { name: 'رسائل عن سلتك والعروض' }, SLOW)).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: MARKETING_CONSENT.ar });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(sentFields(fetch, indexOf(fetch, setMarketingConsentCall.path))).toMatchObject({ marketing: '0' });
  });

  it('shows the server refusal of a password change under the current password', async () => {
    const user = userEvent.setup();
    answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(changePasswordCall, { status: false, msg: 'The current password is incorrect', data: null }),
    );
    await renderApp('/myprofile/personalsettings', { loggedIn: true });
    const current = await screen.findByLabelText('Current password', undefined, SLOW);
    await user.type(current, 'wrong-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText("Password doesn't match")).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription('The current password is incorrect');
  });

  it('shows the server refusal of the new password (too common) under the new password', async () => {
    const user = userEvent.setup();
    const msg = 'This password is one of the most common ones and easy to guess. Please choose another.';
    answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(changePasswordCall, { status: false, msg, data: { field: 'new_pwd', reason: 'a common password' } }),
    );
    await renderApp('/myprofile/personalsettings', { loggedIn: true });
    await user.type(await screen.findByLabelText('Current password', undefined, SLOW), 'first-password-1');
    const fresh = screen.getByLabelText('New password');
    await user.type(fresh, 'password1');
    await user.type(screen.getByLabelText('Confirm new password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(fresh).toHaveAccessibleDescription(msg);
    expect(screen.getByLabelText('Current password')).not.toHaveAccessibleDescription(msg);
  });

  it('checks the new e-mail on every keystroke, then keeps it as TempEmail and opens /OTP', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(changeEmailCall, ok({ email: 'new@example.com', expires_in: 600 }, 'We sent a 4-digit code to new@example.com.')),
    );
    await renderApp('/myprofile/editemail', { loggedIn: true });
    const field = await screen.findByLabelText('New email', undefined, SLOW);
    await user.type(field, 'new@example');
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    await user.type(field, '.com');
    await waitFor(() => expect(screen.queryByText('Email is invalid')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your new email' }, SLOW)).toBeInTheDocument();
    expect(readStored('tempEmail')).toBe('new@example.com');
    expect(sentFields(fetch, indexOf(fetch, changeEmailCall.path))).toMatchObject({ new_email: 'new@example.com' });
  });
});
