import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerWith, renderApp } from '../test/render';
import { credentials, ensureGuestSession, isLoggedIn, signIn, signOut } from './session';
import { readStored, writeStored } from './storage';
import { homeCall, groupsCall } from '@shop/contract/calls';

describe('guest session (docs/product.md §2, §4)', () => {
  it('stores the guest token and user id 0 when either is missing', () => {
    ensureGuestSession();
    expect(readStored('token')).toBe('guest');
    expect(readStored('userId')).toBe('0');
    expect(isLoggedIn()).toBe(false);

    localStorage.clear();
    writeStored('token', 'abc');
    ensureGuestSession();
    expect(credentials()).toEqual({ authKey: 'guest', userId: 0 });
  });

  it('keeps a stored customer session', () => {
    signIn({ token: 'abc', userId: 5, email: 'c@example.com', favId: 9 });
    ensureGuestSession();
    expect(credentials()).toEqual({ authKey: 'abc', userId: 5 });
    expect(readStored('favId')).toBe('9');
    expect(isLoggedIn()).toBe(true);
  });

  it('treats the guest token or user id 0 as not logged in', () => {
    writeStored('token', 'guest');
    writeStored('userId', 5);
    expect(isLoggedIn()).toBe(false);
    writeStored('token', 'abc');
    writeStored('userId', 0);
    expect(isLoggedIn()).toBe(false);
  });

  it('signOut goes back to the guest pair', () => {
    signIn({ token: 'abc', userId: 5, email: 'c@example.com' });
    signOut();
    expect(credentials()).toEqual({ authKey: 'guest', userId: 0 });
    expect(readStored('email')).toBeNull();
  });

  it('a guarded route (home) creates the guest session before its first call', async () => {
    const fetch = answerWith(
      answer(homeCall, {
        status: true,
        msg: 'Success',
        data: { products: [], selected_products: [], new_products: [], slider: [], categories: [] },
      }),
      answer(groupsCall, { status: true, msg: 'Success', data: [] }),
    );
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(readStored('token')).toBe('guest');
    expect(readStored('userId')).toBe('0');
    expect(fetch).toHaveBeenCalled();
  });

  it('an open route (not found) does not', async () => {
    await renderApp('/notfound');
    expect(await screen.findByText('404 - Not Found')).toBeInTheDocument();
    expect(readStored('token')).toBeNull();
  });
});
