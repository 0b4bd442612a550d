import { describe, expect, it } from 'vitest';
import { AttemptWindow } from './limits';

describe('AttemptWindow', () => {
  it('allows max hits per window, then tells how long to wait until the oldest one leaves it', () => {
    let now = 1_000_000;
    const window = new AttemptWindow(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(window.waitMs('a@example.com')).toBe(0);
      window.hit('a@example.com');
      now += 10_000;
    }
    // Hits at 0 s, 10 s and 20 s; now is 30 s: the first one leaves the window at 60 s.
    expect(window.waitMs('a@example.com')).toBe(30_000);
    expect(window.waitMs('b@example.com')).toBe(0);
    now += 30_000;
    expect(window.waitMs('a@example.com')).toBe(0);
    window.hit('a@example.com');
    expect(window.waitMs('a@example.com')).toBe(10_000);
  });

  it('forgets a key when cleared', () => {
    const window = new AttemptWindow(1, 60_000, () => 0);
    window.hit('k');
    expect(window.waitMs('k')).toBe(60_000);
    window.clear('k');
    expect(window.waitMs('k')).toBe(0);
  });
});
