// Checkout refuses a product every batch of which still holding units is past its expiry day in Dubai (issues 39.3,
// 41.4): a clear refusal naming the product in the shopper's language, nothing taken. A product without batches,
// or with one valid batch beside an expired one, is sold as before.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopDate, payNowCall } from '@shop/contract';
import { orders, productBatches, products } from '../../db/schema';
import { expectRefusal } from '../../test/app';
import { fillCart } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address, deliveryRegions } from '../../test/fixtures/regions';
import { shopper } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';

const t = suiteApp({}, { UNPAID_ORDER_SWEEP_SECONDS: '0' });
let regions: Awaited<ReturnType<typeof deliveryRegions>>;
beforeAll(async () => {
  regions = await deliveryRegions(t.db);
});

/** The shop day `days` days from today (negative: before). */
const day = (days: number) => shopDate(new Date(Date.now() + days * 86_400_000));
const batch = (productId: number, code: string, expiresOn: string, quantity = 5) =>
  t.db.insert(productBatches).values({ productId, code, expiresOn, quantity });

async function checkout(lines: { productId: number; quantity: number }[], lang: 'en' | 'ar' = 'en') {
  const s = await shopper(t.app, t.db);
  const home = await address(t.db, s.id, regions.fee30);
  await fillCart(t.db, s.id, lines);
  const res = await s.call(payNowCall, { address_id: home.id, wallet: 0, payment_method: 1 }, lang);
  const placed = await t.db.select().from(orders).where(eq(orders.userId, s.id));
  return { res, placed };
}
const stockOf = async (id: number) => (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('checkout and expired batches', () => {
  it.each([
    ['en', 'Sorry, Sidr honey has passed its expiry date and cannot be sold; please remove it from your cart'],
    ['ar', 'عذرًا، انتهت صلاحية عسل السدر ولا يمكن بيعه؛ يرجى إزالته من سلتك'],
  ] as const)('refuses a product whose every batch in stock is past its expiry, naming it (%s)', async (lang, msg) => {
    const fresh = await product(t.db, { stock: 5 });
    const sidr = await product(t.db, { nameEn: 'Sidr honey', nameAr: 'عسل السدر', stock: 5 });
    await batch(sidr.id, 'A', day(-1));
    await batch(sidr.id, 'B', day(-40));
    // A batch without units left does not keep the product sellable.
    await batch(sidr.id, 'C', day(100), 0);
    const { res, placed } = await checkout(
      [
        { productId: fresh.id, quantity: 1 },
        { productId: sidr.id, quantity: 1 },
      ],
      lang,
    );
    expectRefusal(res, 'refused');
    expect(res.body.msg).toBe(msg);
    expect(placed).toEqual([]);
    expect([await stockOf(fresh.id), await stockOf(sidr.id)]).toEqual([5, 5]);
  });

  it('sells a product with one expired and one valid batch, one expiring today, and one without batches', async () => {
    const mixed = await product(t.db, { stock: 5 });
    await batch(mixed.id, 'OLD', day(-2));
    await batch(mixed.id, 'NEW', day(90));
    const lastDay = await product(t.db, { stock: 5 });
    // Good through its expiry day in Dubai.
    await batch(lastDay.id, 'TODAY', day(0));
    const plain = await product(t.db, { stock: 5 });
    const { res, placed } = await checkout([
      { productId: mixed.id, quantity: 2 },
      { productId: lastDay.id, quantity: 1 },
      { productId: plain.id, quantity: 1 },
    ]);
    expect(res.body.status).toBe(true);
    expect(placed).toHaveLength(1);
    expect(await stockOf(mixed.id)).toBe(3);
  });
});
