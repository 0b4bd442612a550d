import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp } from '../../test/render';
import { adminMeCall } from '@shop/contract/adminCalls';

vi.setConfig({ testTimeout: 30_000 });

describe('the console for an account that is not an admin', () => {
  it("shows 'Admins only' when admin/me.php answers forbidden, and the server's message on another refusal", async () => {
    answerWith(
      answer(adminMeCall, {
        httpStatus: 403,
        refusal: 'forbidden',
        body: { status: false, msg: 'You are not allowed to do this', data: null },
      }),
    );
    const { unmount } = await renderApp('/admin', { loggedIn: true });
    expect(await screen.findByText('Admins only', {}, { timeout: 10_000 })).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();

    answerWith(
      answer(adminMeCall, { httpStatus: 409, refusal: 'conflict', body: { status: false, msg: 'Try again in a moment', data: null } }),
    );
    await renderApp('/admin', { loggedIn: true });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Try again in a moment');
    expect(screen.queryByText('Admins only')).not.toBeInTheDocument();
  });
});
