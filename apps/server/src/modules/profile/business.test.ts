// The business profile and B2B sales: the TRN's rule, the profile saved and edited, an order placed as
// the business keeping the profile as it was, pay_now.php without the field staying a consumer sale, and the
// console telling the two apart.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderGetCall,
  adminOrdersListCall,
  businessProfileCall,
  orderDetailsCall,
  payNowCall,
  saveBusinessProfileCall,
  type Call,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { orders, regions } from '../../db/schema';
import { call, type CallFields, expectRefusal, invalidData } from '../../test/app';
import { adminSuite } from '../../test/fixtures/admin';
import { fillCart } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address } from '../../test/fixtures/regions';
import { shopper, type Shopper } from '../../test/fixtures/shoppers';

const w = adminSuite({ JOB_POLL_MS: 0 });
let region: typeof regions.$inferSelect;
let other: typeof regions.$inferSelect;
beforeAll(async () => {
  const [first, second] = await w.t.db.select().from(regions).orderBy(regions.id).limit(2);
  [region, other] = [first!, second!];
});

const company = () => ({
  company_name: 'Al Noor Trading L.L.C.',
  trn: '100200300400005',
  emirate: region.emirateId,
  region: region.id,
  address: 'Office 804, Al Noor Tower',
});
const save = (s: Shopper, fields: Record<string, string | number>, lang: 'en' | 'ar' = 'en') =>
  s.call(saveBusinessProfileCall, fields, lang);

describe('profile/business_save.php', () => {
  it('saves the business profile, answers it with its emirate and region, and replaces it on the next save', async () => {
    const s = await shopper(w.t.app, w.t.db, 'Mariam');
    expect((await s.call(businessProfileCall)).body.data).toBeNull();
    const saved = await save(s, company());
    expect(saved.body).toMatchObject({ status: true, msg: 'Business profile saved' });
    expect(saved.body.data).toMatchObject({ ...company(), emirate_en: expect.any(String), region_ar: expect.any(String) });
    const edited = await save(s, { ...company(), company_name: 'Al Noor Group', emirate: other.emirateId, region: other.id });
    expect(edited.body.data).toMatchObject({ company_name: 'Al Noor Group', region: other.id });
    expect((await s.call(businessProfileCall)).body.data).toEqual(edited.body.data);
  });

  it.each([
    ['spaces and dashes', '100 2003-0040 0005'],
    ['Arabic-Indic digits', '١٠٠٢٠٠٣٠٠٤٠٠٠٠٥'],
    ['Eastern Arabic-Indic digits', '۱۰۰۲۰۰۳۰۰۴۰۰۰۰۵'],
  ])('reads a TRN written with %s as its 15 digits', async (_, trn) => {
    const s = await shopper(w.t.app, w.t.db);
    expect((await save(s, { ...company(), trn })).body.data.trn).toBe('100200300400005');
  });

  it.each([
    ['14 digits', '10020030040000'],
    ['16 digits', '1002003004000051'],
    ['a letter', '10020030040000A'],
    ['not starting with 100', '200200300400005'],
    ['nothing', ''],
  ])('refuses a TRN of %s, naming the field in both languages, and saves nothing', async (_, trn) => {
    const s = await shopper(w.t.app, w.t.db);
    const res = await save(s, { ...company(), trn });
    expectRefusal(res, 'invalid');
    expect(invalidData(res).field).toBe('trn');
    if (trn !== '') expect(invalidData(res).reason).toBe('a tax registration number has 15 digits and starts with 100');
    const ar = await save(s, { ...company(), trn }, 'ar');
    expect(ar.body.msg).toContain('trn');
    expect((await s.call(businessProfileCall)).body.data).toBeNull();
  });

  it('refuses a region that is not of the emirate, naming the region', async () => {
    const s = await shopper(w.t.app, w.t.db);
    const elsewhere = (await w.t.db.select().from(regions)).find((r) => r.emirateId !== region.emirateId)!;
    const res = await save(s, { ...company(), region: elsewhere.id });
    expectRefusal(res, 'invalid');
    expect(invalidData(res).field).toBe('region');
  });
});

describe('pay_now.php as a business', () => {
  async function cartOf(s: Shopper) {
    const home = await address(w.t.db, s.id, region);
    const p = await product(w.t.db, { listPrice: 10000, salePrice: 10000, stock: 10 });
    await fillCart(w.t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    return home;
  }
  const orderRow = async (id: number) => (await w.t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const admin = <C extends Call>(c: C, fields: CallFields<C>) => call(w.t.app, c, { ...w.admin.auth, ...fields });

  it('keeps the business as it was when ordered; later edits change only the profile', async () => {
    const s = await shopper(w.t.app, w.t.db, 'Omar');
    const home = await cartOf(s);
    await save(s, company());
    const paid = await s.call(payNowCall, { address_id: home.id, payment_method: 1, business: 1 });
    expect(paid.body.status).toBe(true);
    const orderId: number = paid.body.data.order_id;
    await save(s, { ...company(), company_name: 'Renamed Co', trn: '100999999999999' });
    const kept = {
      companyName: 'Al Noor Trading L.L.C.',
      trn: '100200300400005',
      address: 'Office 804, Al Noor Tower',
      emirateEn: expect.any(String),
      emirateAr: expect.any(String),
      regionEn: region.nameEn,
      regionAr: region.nameAr,
    };
    expect((await orderRow(orderId)).business).toEqual(kept);

    const detail = await admin(adminOrderGetCall, { order_id: orderId });
    expect(detail.body.data.business).toMatchObject({
      company_name: 'Al Noor Trading L.L.C.',
      trn: '100200300400005',
      region: region.nameEn,
    });
    const listed = await admin(adminOrdersListCall, { order_id: orderId });
    expect(listed.body.data.rows[0]).toMatchObject({ id: orderId, business: true });

    // The customer's own order page names the buyer as ordered, in the caller's language.
    const mine = await s.call(orderDetailsCall, { order_id: orderId }, 'ar');
    expect(mine.body.data.business).toEqual({
      company_name: 'Al Noor Trading L.L.C.',
      trn: '100200300400005',
      address: 'Office 804, Al Noor Tower',
      emirate: expect.any(String),
      region: region.nameAr,
    });
  });

  it('is a consumer sale without the field (the original apps) or with business=0', async () => {
    for (const business of [undefined, 0]) {
      const s = await shopper(w.t.app, w.t.db);
      const home = await cartOf(s);
      await save(s, company());
      const paid = await s.call(payNowCall, { address_id: home.id, payment_method: 1, business });
      expect(paid.body.status).toBe(true);
      expect((await orderRow(paid.body.data.order_id)).business).toBeNull();
      const listed = await admin(adminOrdersListCall, { order_id: paid.body.data.order_id });
      expect(listed.body.data.rows[0]!.business).toBe(false);
      expect((await admin(adminOrderGetCall, { order_id: paid.body.data.order_id })).body.data.business).toBeNull();
      expect((await s.call(orderDetailsCall, { order_id: paid.body.data.order_id })).body.data.business).toBeNull();
    }
  });

  it('refuses business=1 without a business profile, naming the field, and places nothing', async () => {
    const s = await shopper(w.t.app, w.t.db);
    const home = await cartOf(s);
    const res = await s.call(payNowCall, { address_id: home.id, payment_method: 1, business: 1 });
    expectRefusal(res, 'invalid');
    expect(res.body.data).toEqual({ field: 'business', reason: 'no business profile is saved' });
    expect(await w.t.db.select().from(orders).where(eq(orders.userId, s.id))).toEqual([]);
  });
});
