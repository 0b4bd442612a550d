// Stock batches with expiry (issues 39.3 and 41.4): the console records, edits and removes a product's batches,
// each change audited under the product; bad input is refused naming the field and changes nothing; the expiring
// list shows batches with units within 60 shop days or already expired, soonest first.
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { shopDate, adminBatchDeleteCall, adminBatchSaveCall, adminBatchesExpiringCall, adminBatchesListCall } from '@shop/contract';
import { auditLog, productBatches } from '../../../db/schema';
import { call } from '../../../test/app';
import { product } from '../../../test/fixtures/products';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();
const save = (fields: Record<string, string | number | undefined>, lang: 'en' | 'ar' = 'en') =>
  call(w.t.app, adminBatchSaveCall, { ...w.admin.auth, ...fields }, { lang });
/** The shop day `days` days from today (negative: before). */
const day = (days: number) => shopDate(new Date(Date.now() + days * 86_400_000));
const batchesOf = async (productId: number) => w.t.db.select().from(productBatches).where(eq(productBatches.productId, productId));
const auditCount = async () => (await w.t.db.select({ n: count() }).from(auditLog))[0]!.n;

describe('a product’s batches', () => {
  it('are added, edited and removed, each change audited under the product', async () => {
    const p = await product(w.t.db, { stock: 10 });
    const added = await save({ product_id: p.id, code: 'LOT-7', produced_on: day(-30), expires_on: day(300), quantity: 6 });
    expect(added.statusCode).toBe(200);
    expect(added.body).toMatchObject({ status: true, msg: 'Batch saved' });
    expect(added.body.data).toEqual({
      id: expect.any(Number),
      product_id: p.id,
      code: 'LOT-7',
      produced_on: day(-30),
      expires_on: day(300),
      quantity: 6,
      expired: false,
    });
    const id = added.body.data.id as number;
    await save({ product_id: p.id, code: 'OLD', expires_on: day(-1), quantity: 4 });

    const edited = await save({ batch_id: id, product_id: p.id, code: 'LOT-7B', expires_on: day(200), quantity: 5 }, 'ar');
    expect(edited.body).toMatchObject({ status: true, msg: 'تم حفظ الدفعة', data: { code: 'LOT-7B', produced_on: null, quantity: 5 } });

    const list = await call(w.t.app, adminBatchesListCall, { ...w.admin.auth, product_id: p.id });
    // Soonest expiry first; the product's stock beside them, for the console's check that they add up.
    expect(list.body.data.stock).toBe(10);
    expect(list.body.data.batches.map((b: { code: string; expired: boolean }) => [b.code, b.expired])).toEqual([
      ['OLD', true],
      ['LOT-7B', false],
    ]);

    const removed = await call(w.t.app, adminBatchDeleteCall, { ...w.admin.auth, batch_id: id });
    expect(removed.body).toMatchObject({ status: true, msg: 'Batch deleted', data: { batch_id: id } });
    expect((await batchesOf(p.id)).map((b) => b.code)).toEqual(['OLD']);

    const log = await auditOf(w.t, 'product', p.id);
    expect(log.map((a) => [a.action, a.actorUserId])).toEqual([
      ['batch.create', w.admin.id],
      ['batch.create', w.admin.id],
      ['batch.update', w.admin.id],
      ['batch.delete', w.admin.id],
    ]);
    expect(log[2]!.before).toEqual({ code: 'LOT-7', producedOn: day(-30), expiresOn: day(300), quantity: 6 });
    expect(log[2]!.after).toEqual({ code: 'LOT-7B', producedOn: null, expiresOn: day(200), quantity: 5 });
  });

  it.each([
    [
      'an expiry before the production day',
      { produced_on: '2027-03-02', expires_on: '2027-03-01' },
      'expires_on',
      'must not be before the production date',
    ],
    ['a negative quantity', { quantity: -1 }, 'quantity', 'at least 0'],
    ['an empty code', { code: '  ' }, 'code', 'required'],
    ['a day that does not exist', { expires_on: '2027-02-30' }, 'expires_on', 'must be YYYY-MM-DD'],
    ['an unknown product', { product_id: 999_999 }, 'product_id', 'no such product'],
  ])('refuses %s naming the field, changing nothing', async (_, change, field, reason) => {
    const p = await product(w.t.db, { stock: 3 });
    const before = await auditCount();
    const res = await save({ product_id: p.id, code: 'B1', expires_on: '2027-06-01', quantity: 3, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(false);
    expect(res.body.data).toEqual({ field, reason: expect.stringContaining(reason) });
    expect(await batchesOf(p.id)).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('refuses a code the product already has, in Arabic too, and another product’s batch', async () => {
    const p = await product(w.t.db, { stock: 3 });
    const other = await product(w.t.db, { stock: 3 });
    const first = await save({ product_id: p.id, code: 'DUP', expires_on: '2027-06-01', quantity: 1 });
    const again = await save({ product_id: p.id, code: 'DUP', expires_on: '2027-07-01', quantity: 2 }, 'ar');
    expect(again.body).toMatchObject({ status: false, data: { field: 'code', reason: 'this product already has a batch with this code' } });
    expect(again.body.msg).toContain('لهذا المنتج دفعة أخرى بهذا الرمز');
    // The same code on another product is fine; a batch is edited only as its own product's.
    expect((await save({ product_id: other.id, code: 'DUP', expires_on: '2027-06-01', quantity: 1 })).body.status).toBe(true);
    const moved = await save({ batch_id: first.body.data.id, product_id: other.id, code: 'X', expires_on: '2027-06-01', quantity: 1 });
    expect([moved.statusCode, moved.body.msg]).toEqual([404, 'Batch not found']);
    expect((await batchesOf(p.id)).map((b) => [b.code, b.quantity])).toEqual([['DUP', 1]]);
  });

  it('refuses the list and deleting of what does not exist', async () => {
    const list = await call(w.t.app, adminBatchesListCall, { ...w.admin.auth, product_id: 999_999 });
    expect(list.body.data).toEqual({ field: 'product_id', reason: 'no such product' });
    const gone = await call(w.t.app, adminBatchDeleteCall, { ...w.admin.auth, batch_id: 999_999 });
    expect([gone.statusCode, gone.body.msg]).toEqual([404, 'Batch not found']);
  });
});

describe('the expiring list', () => {
  it('shows batches with units expiring within 60 shop days or expired, soonest first, with their product', async () => {
    const honey = await product(w.t.db, { nameEn: 'Expiring honey', nameAr: 'عسل قريب الانتهاء', stock: 20 });
    await save({ product_id: honey.id, code: 'SOON', expires_on: day(60), quantity: 2 });
    await save({ product_id: honey.id, code: 'LATER', expires_on: day(61), quantity: 2 });
    await save({ product_id: honey.id, code: 'PAST', expires_on: day(-3), quantity: 1 });
    await save({ product_id: honey.id, code: 'TODAY', expires_on: day(0), quantity: 1 });
    await save({ product_id: honey.id, code: 'EMPTY', expires_on: day(5), quantity: 0 });
    const res = await call(w.t.app, adminBatchesExpiringCall, w.admin.auth);
    expect(res.statusCode).toBe(200);
    const mine = (res.body.data as { product_id: number; code: string; expired: boolean; name_ar: string }[]).filter(
      (b) => b.product_id === honey.id,
    );
    expect(mine.map((b) => [b.code, b.expired])).toEqual([
      ['PAST', true],
      ['TODAY', false],
      ['SOON', false],
    ]);
    expect(mine[0]).toMatchObject({ name_en: 'Expiring honey', name_ar: 'عسل قريب الانتهاء', main_image: '' });
    const days = (res.body.data as { expires_on: string }[]).map((b) => b.expires_on);
    expect(days).toEqual([...days].sort());
  });
});
