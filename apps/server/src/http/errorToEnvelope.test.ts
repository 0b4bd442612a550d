import { describe, expect, it } from 'vitest';
import { TransactionBusy } from '../db/transaction';
import { errorToEnvelope } from './route';

describe('errorToEnvelope', () => {
  it('answers a transaction that lost every attempt as "busy, try again" (409) in the caller\'s language', () => {
    expect(errorToEnvelope(new TransactionBusy(), 'en')).toEqual({
      statusCode: 409,
      body: { status: false, msg: 'The shop is busy right now, please try again', data: null },
    });
    expect(errorToEnvelope(new TransactionBusy(), 'ar')?.body.msg).toBe('المتجر مشغول الآن، يرجى المحاولة مرة أخرى');
  });

  it('leaves an unknown error to the 500 handler', () => {
    expect(errorToEnvelope(new Error('disk full'), 'en')).toBeNull();
  });
});
