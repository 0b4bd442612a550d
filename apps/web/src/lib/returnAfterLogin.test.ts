import { afterEach, describe, expect, it } from 'vitest';
import { pendingReturn, rememberReturn, RETURN_MAX_AGE_MS, safePath, takePendingAction } from './returnAfterLogin';

afterEach(() => sessionStorage.clear());

describe('return after login', () => {
  it('keeps only same-origin relative paths', () => {
    expect(safePath('/Details/5?from=home#reviews')).toBe('/Details/5?from=home#reviews');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      'Details/5',
      '/a\nb',
      '',
      5,
      null,
    ])
      expect(safePath(bad), String(bad)).toBeNull();
  });

  it('returns to the kept page and gives its action once', () => {
    rememberReturn('/Details/5', { kind: 'cart', productId: 5, quantity: 2 });
    expect(pendingReturn()?.path).toBe('/Details/5');
    expect(takePendingAction('/products')).toBeNull();
    expect(takePendingAction('/Details/5')).toEqual({ kind: 'cart', productId: 5, quantity: 2 });
    expect(takePendingAction('/Details/5')).toBeNull();
    expect(pendingReturn()).toBeNull();
  });

  it('forgets a tampered, unknown or stale intent', () => {
    sessionStorage.setItem(
      'ReturnAfterLogin',
      JSON.stringify({ path: '//evil.example', action: { kind: 'cart', productId: 1, quantity: 1 }, at: Date.now() }),
    );
    expect(pendingReturn()).toBeNull();
    sessionStorage.setItem('ReturnAfterLogin', JSON.stringify({ path: '/x', action: { kind: 'delete', productId: 1 }, at: Date.now() }));
    expect(pendingReturn()).toBeNull();
    sessionStorage.setItem('ReturnAfterLogin', '{not json');
    expect(pendingReturn()).toBeNull();
    rememberReturn('/Details/5', { kind: 'favourite', productId: 5 });
    expect(pendingReturn(Date.now() + RETURN_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.getItem('ReturnAfterLogin')).toBeNull();
  });
});
