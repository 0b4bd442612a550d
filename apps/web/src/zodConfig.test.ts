import './zodConfig';
import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';

describe('zodConfig', () => {
  it('makes zod jitless without importing it (no eval probe under the CSP)', () => {
    expect(config().jitless).toBe(true);
  });
});
