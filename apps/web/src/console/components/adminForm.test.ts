import { describe, expect, it } from 'vitest';
import { adminCouponCreateCall, adminStockAdjustCall } from '@shop/contract';
import { contractResolver } from './adminForm';

type Coupon = { code: string; kind: string; value: string; min_order: string; starts_at: string; ends_at: string };
const coupon: Coupon = { code: 'SPRING', kind: 'percent', value: '10', min_order: '0', starts_at: '', ends_at: '' };
const check = <V extends Record<string, unknown>>(resolver: ReturnType<typeof contractResolver<V>>, values: V) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('contractResolver', () => {
  it("words each refused field with the contract's reason, in the page's language", async () => {
    const bad = { ...coupon, code: ' ', value: '120', starts_at: '2026-05-02', ends_at: '2026-05-01' };
    const en = await check(
      contractResolver<Coupon>(adminCouponCreateCall.request, (v) => v, 'en'),
      bad,
    );
    expect(en.values).toEqual({});
    expect(Object.fromEntries(Object.entries(en.errors).map(([k, e]) => [k, e?.message]))).toEqual({
      code: 'Required',
      // The rules across fields are the contract's too.
      value: 'A percentage is a whole number up to 100',
      ends_at: 'Must not be before the start date',
    });
    const ar = await check(
      contractResolver<Coupon>(adminCouponCreateCall.request, (v) => v, 'ar'),
      bad,
    );
    expect(ar.errors.code?.message).toBe('مطلوب');
    expect(ar.errors.value?.message).toBe('النسبة المئوية عدد صحيح حتى 100');
    expect(ar.errors.ends_at?.message).toBe('يجب ألا يكون قبل تاريخ البدء');
  });

  it('checks the fields the form would send, and keeps the values as typed when they pass', async () => {
    const resolver = contractResolver<{ delta: string; reason: string }>(
      adminStockAdjustCall.request,
      (v) => ({ ...v, product_id: 4 }),
      'en',
    );
    const good = await check(resolver, { delta: '-3', reason: 'Broken jar' });
    expect(good).toEqual({ values: { delta: '-3', reason: 'Broken jar' }, errors: {} });
    expect((await check(resolver, { delta: '0', reason: 'x' })).errors.delta?.message).toBe('Must not be 0');
    // A field the form has no input for is said on the form, with its name.
    const noProduct = contractResolver<{ delta: string; reason: string }>(adminStockAdjustCall.request, (v) => v, 'en');
    expect((await check(noProduct, { delta: '2', reason: 'x' })).errors.root?.message).toBe('product_id: Required');
  });
});
