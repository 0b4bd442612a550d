// Cash-on-delivery rules: a fee added to cash orders' totals and kept on the order, and a
// maximum order total above which cash is offered disabled and pay_now.php refuses it, in both languages.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartListCall, payNowCall } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { orders, products, storeSettings } from '../../db/schema';
import { expectRefusal } from '../../test/app';
import { walletOf } from '../wallet/ledger';
import { creditWallet, fillCart } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address, deliveryRegions } from '../../test/fixtures/regions';
import { shopper, type Shopper } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';

const t = suiteApp({}, { UNPAID_ORDER_SWEEP_SECONDS: '0' });
let regions: Awaited<ReturnType<typeof deliveryRegions>>;

beforeAll(async () => {
  regions = await deliveryRegions(t.db);
});

/** The store settings as the console saves them: fils. */
async function setCod(fee: number, max: number) {
  for (const [key, value] of [
    ['cod_fee', fee],
    ['cod_max', max],
  ] as const) {
    await t.db.insert(storeSettings).values({ key, value }).onConflictDoUpdate({ target: storeSettings.key, set: { value } });
  }
}

const cash = (addressId: number, wallet = 0) => ({ address_id: addressId, wallet, payment_method: 1 });
const online = (addressId: number) => ({ address_id: addressId, wallet: 0, payment_method: 2, payment_method_type: 'Visa' });
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('cash on delivery fee and maximum', () => {
  let s: Shopper;
  let home: { id: number };
  beforeEach(async () => {
    await setCod(1050, 50000); // 10.50 AED fee, cash up to 500 AED
    s = await shopper(t.app, t.db);
    home = await address(t.db, s.id, regions.fee30);
  });

  it('the cart shows the fee as its own amount and the cash total with its VAT; the total for online payment is unchanged', async () => {
    const p = await product(t.db, { salePrice: 10000, listPrice: 10000 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    const cart = (await s.call(cartListCall)).body.data;
    // 100 goods + 30 delivery = 130; with cash 140.50, VAT 14050 × 5/105 = 669.05 → 6.69
    expect(cart).toMatchObject({
      total_price: 130,
      vat: 6.19,
      cod_fee: 10.5,
      cod_total_price: 140.5,
      cod_vat: 6.69,
      cod_max: 500,
      cod_available: true,
      cod_note: '',
    });
  });

  it('charges the fee in a cash order, keeps it on the order, and a later change of the setting leaves the order alone', async () => {
    const p = await product(t.db, { salePrice: 10000, listPrice: 10000 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    const res = await s.call(payNowCall, cash(home.id));
    expect(res.body).toMatchObject({ status: true, flag: 1, data: { total_price: 140.5, cod_fee: 10.5, card_amount: 0 } });
    const id = res.body.data.order_id;
    expect(await orderRow(id)).toMatchObject({ codFee: 1050, shippingCost: 3000, total: 14050, vat: 669 });

    await setCod(2500, 0);
    expect(await orderRow(id)).toMatchObject({ codFee: 1050, total: 14050 });
  });

  it('charges no fee when paying online', async () => {
    const p = await product(t.db, { salePrice: 10000, listPrice: 10000 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    const res = await s.call(payNowCall, online(home.id));
    expect(res.body.data).toMatchObject({ total_price: 130, cod_fee: 0, card_amount: 130 });
    expect(await orderRow(res.body.data.order_id)).toMatchObject({ codFee: 0, total: 13000 });
  });

  it('no fee when the wallet pays everything, since no cash is collected', async () => {
    const p = await product(t.db, { salePrice: 10000, listPrice: 10000 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    await creditWallet(t.db, s.id, 20000);
    const res = await s.call(payNowCall, cash(home.id, 1));
    expect(res.body.data).toMatchObject({ total_price: 130, wallet_used: 130, cod_fee: 0 });
    expect((await walletOf(t.db, s.id)).balance).toBe(7000);
  });

  it('the wallet part of a cash order pays the fee too when the wallet is short', async () => {
    const p = await product(t.db, { salePrice: 10000, listPrice: 10000 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    await creditWallet(t.db, s.id, 5000);
    const res = await s.call(payNowCall, cash(home.id, 1));
    expect(res.body.data).toMatchObject({ total_price: 140.5, wallet_used: 50, cod_fee: 10.5 });
  });

  it('above the maximum: the cart says cash is not available and why, and pay_now.php refuses cash in both languages, changing nothing', async () => {
    const p = await product(t.db, { salePrice: 25000, listPrice: 25000, stock: 4 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 2 }]); // 500 + 30 = 530 > 500
    const en = (await s.call(cartListCall)).body.data;
    expect(en).toMatchObject({
      total_price: 530,
      cod_available: false,
      cod_note: 'Cash on delivery is available for orders up to 500.00 AED; please pay online',
    });
    const ar = (await s.call(cartListCall, {}, 'ar')).body.data;
    expect(ar.cod_note).toBe('الدفع عند الاستلام متاح للطلبات حتى 500.00 درهم؛ يرجى الدفع عبر الإنترنت');

    const refusedEn = await s.call(payNowCall, cash(home.id));
    expectRefusal(refusedEn, 'refused');
    expect(refusedEn.body.msg).toBe('Cash on delivery is available for orders up to 500.00 AED; please pay online');
    const refusedAr = await s.call(payNowCall, cash(home.id), 'ar');
    expect(refusedAr.body.msg).toBe('الدفع عند الاستلام متاح للطلبات حتى 500.00 درهم؛ يرجى الدفع عبر الإنترنت');
    expect((await t.db.select().from(products).where(eq(products.id, p.id)))[0]!.stock).toBe(4);
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.id))).toHaveLength(0);

    // Online is still taken.
    const paid = await s.call(payNowCall, online(home.id));
    expect(paid.body.data).toMatchObject({ status_id: 8, total_price: 530, cod_fee: 0 });
  });

  it('exactly at the maximum cash is taken; 0 means no maximum', async () => {
    const p = await product(t.db, { salePrice: 47000, listPrice: 47000 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]); // 470 + 30 = 500
    expect((await s.call(payNowCall, cash(home.id))).body.data).toMatchObject({ total_price: 510.5 });
    await setCod(0, 0);
    const big = await product(t.db, { salePrice: 9_000_000, listPrice: 9_000_000 });
    await fillCart(t.db, s.id, [{ productId: big.id, quantity: 1 }]);
    expect((await s.call(payNowCall, cash(home.id))).body.data).toMatchObject({ total_price: 90030, cod_fee: 0 });
  });
});
