// Pickup from a branch: stock per branch within the online stock, the branches that hold the whole
// cart, pay_now.php with pickup_branch_id (no delivery or cash fee, the branch's units taken, a pickup code), the
// console's ready-for-pickup and collected (with the code), the e-mails, and releasing an order giving the
// branch its units back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBranchSaveCall,
  adminBranchStockSaveCall,
  adminBranchesListCall,
  adminOrderMoveCall,
  adminOrdersBulkMoveCall,
  cancelOrderCall,
  cartListCall,
  orderDetailsCall,
  payNowCall,
  pickupBranchesCall,
  type Call,
} from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import { branches, branchStock, orders, products, regions, stockAdjustments, storeSettings, users } from '../../db/schema';
import { call, expectRefusal, type CallFields } from '../../test/app';
import { readMail, startSmtpReceiver, type SmtpReceiver } from '../../test/smtp';
import { adminWorld, auditOf, type AdminWorld } from '../../test/fixtures/admin';
import { fillCart } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address } from '../../test/fixtures/regions';
import { shopper, type Shopper } from '../../test/fixtures/shoppers';

let w: AdminWorld;
let smtp: SmtpReceiver;
let region: typeof regions.$inferSelect;
type Branch = typeof branches.$inferSelect;
let khalidiyah: Branch;
let second: Branch;
let third: Branch;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  w = await adminWorld({ SMTP_URL: smtp.url, JOB_POLL_MS: 0 });
  region = (await w.t.db.select().from(regions).where(eq(regions.deliveryFee, 2500)).limit(1))[0]!;
  const seeded = await w.t.db.select().from(branches).orderBy(asc(branches.sort));
  expect(seeded).toHaveLength(3);
  [khalidiyah, second, third] = seeded as [Branch, Branch, Branch];
  // A cash-on-delivery fee, which a pickup order never pays.
  await w.t.db
    .insert(storeSettings)
    .values({ key: 'cod_fee', value: 1000 })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value: 1000 } });
});
afterAll(async () => {
  await w.t.close();
  await smtp.close();
});

const admin = <C extends Call>(c: C, fields: CallFields<C> = {}, lang: 'en' | 'ar' = 'en') =>
  call(w.t.app, c, { ...w.admin.auth, ...fields }, { lang });
const setAtBranch = async (productId: number, branchId: number, quantity: number) => {
  const res = await admin(adminBranchStockSaveCall, { product_id: productId, branch_id: branchId, quantity });
  expect(res.body.status, JSON.stringify(res.body)).toBe(true);
  return res.body.data;
};
const unitsAt = async (branchId: number, productId: number) =>
  (
    await w.t.db
      .select({ quantity: branchStock.quantity })
      .from(branchStock)
      .where(and(eq(branchStock.branchId, branchId), eq(branchStock.productId, productId)))
  )[0]?.quantity ?? 0;
const stockOf = async (productId: number) => (await w.t.db.select().from(products).where(eq(products.id, productId)))[0]!.stock;
const orderRow = async (id: number) => (await w.t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A shopper with `quantity` of a new 100 AED product (10 in stock online) in the cart. */
async function cartOf(quantity: number, name = 'Mariam') {
  const s = await shopper(w.t.app, w.t.db, name);
  const p = await product(w.t.db, { listPrice: 10000, salePrice: 10000, stock: 10 });
  await fillCart(w.t.db, s.id, [{ productId: p.id, quantity }]);
  return { s, p };
}

const pickUp = (s: Shopper, branchId: number, fields: Record<string, string | number> = {}, lang: 'en' | 'ar' = 'en') =>
  s.call(payNowCall, { pickup_branch_id: branchId, payment_method: 1, ...fields }, lang);

describe('stock per branch', () => {
  it('a count at a branch moves the online stock by the difference and leaves the warehouse its units', async () => {
    const p = await product(w.t.db, { stock: 10 });
    const counted = await setAtBranch(p.id, khalidiyah.id, 4);
    expect(counted).toMatchObject({ product_id: p.id, stock: 14, warehouse: 10 });
    expect(counted.branches.map((b: { branch_id: number; quantity: number }) => [b.branch_id, b.quantity])).toEqual([
      [khalidiyah.id, 4],
      [second.id, 0],
      [third.id, 0],
    ]);
    expect((await setAtBranch(p.id, khalidiyah.id, 1)).stock).toBe(11);
    const adjustments = await w.t.db.select().from(stockAdjustments).where(eq(stockAdjustments.productId, p.id));
    expect(adjustments.map((a) => a.delta)).toEqual([4, -3]);
    expect(adjustments[1]!.reason).toContain('4 → 1');
    expect((await auditOf(w.t, 'product', p.id)).map((a) => a.action)).toEqual(['stock.branch', 'stock.branch']);
  });

  it('refuses an unknown product or branch and a negative count, changing nothing', async () => {
    const p = await product(w.t.db, { stock: 10 });
    expect((await admin(adminBranchStockSaveCall, { product_id: 999999, branch_id: khalidiyah.id, quantity: 1 })).statusCode).toBe(404);
    expect((await admin(adminBranchStockSaveCall, { product_id: p.id, branch_id: 999999, quantity: 1 })).statusCode).toBe(404);
    const negative = await admin(adminBranchStockSaveCall, { product_id: p.id, branch_id: khalidiyah.id, quantity: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.body.data).toMatchObject({ field: 'quantity' });
    expect(await stockOf(p.id)).toBe(10);
  });

  it('a delivered order taking more than the warehouse holds takes the rest off the branches, the last branch first', async () => {
    const { s, p } = await cartOf(9);
    await setAtBranch(p.id, khalidiyah.id, 3);
    await setAtBranch(p.id, third.id, 2); // online 15: warehouse 10, branches 5
    const home = await address(w.t.db, s.id, region);
    expect((await s.call(payNowCall, { address_id: home.id, payment_method: 1 })).body.status).toBe(true);
    // 15 − 9 = 6 online; the branches may hold at most 6 of them: 5 still fit.
    expect(await stockOf(p.id)).toBe(6);
    expect([await unitsAt(khalidiyah.id, p.id), await unitsAt(third.id, p.id)]).toEqual([3, 2]);

    // Three units fewer online than the branches hold: the last branch gives its 2, the first 1.
    await w.t.db.update(products).set({ stock: 2 }).where(eq(products.id, p.id));
    expect([await unitsAt(khalidiyah.id, p.id), await unitsAt(third.id, p.id)]).toEqual([2, 0]);
    // Raising the online stock takes nothing off them.
    await w.t.db.update(products).set({ stock: 9 }).where(eq(products.id, p.id));
    expect([await unitsAt(khalidiyah.id, p.id), await unitsAt(third.id, p.id)]).toEqual([2, 0]);
  });
});

describe('choosing a branch at checkout', () => {
  it('lists the branches offering pickup that hold every line, with the total picked up (no delivery fee)', async () => {
    const { s, p } = await cartOf(2);
    const other = await product(w.t.db, { listPrice: 2000, salePrice: 2000, stock: 10 });
    await fillCart(w.t.db, s.id, [{ productId: other.id, quantity: 1 }]);
    await setAtBranch(p.id, khalidiyah.id, 2);
    await setAtBranch(other.id, khalidiyah.id, 1);
    await setAtBranch(p.id, second.id, 5); // has none of the other product
    await setAtBranch(p.id, third.id, 2);
    await setAtBranch(other.id, third.id, 1);
    await admin(adminBranchSaveCall, { ...branchForm(third), pickup: 0 });
    try {
      const listed = (await s.call(pickupBranchesCall, {}, 'ar')).body.data;
      expect(listed).toEqual({
        branches: [
          { id: khalidiyah.id, name: khalidiyah.nameAr, city: khalidiyah.cityAr, address: khalidiyah.addressAr, hours: khalidiyah.hoursAr },
        ],
        total_price: 220,
        vat: 10.48,
      });
      await address(w.t.db, s.id, region);
      // The same cart delivered pays the region's fee.
      expect((await s.call(cartListCall)).body.data.total_price).toBe(245);
    } finally {
      await admin(adminBranchSaveCall, { ...branchForm(third), pickup: 1 });
    }
    expect((await admin(adminBranchesListCall)).body.data.map((b: { pickup: boolean }) => b.pickup)).toEqual([true, true, true]);
  });

  it('lists no branch for an empty cart', async () => {
    const s = await shopper(w.t.app, w.t.db);
    expect((await s.call(pickupBranchesCall)).body.data).toMatchObject({ branches: [], total_price: 0 });
  });

  it('places a cash pickup order without an address: no delivery or cash fee, the units off the branch, a six-digit code', async () => {
    const { s, p } = await cartOf(2);
    await setAtBranch(p.id, khalidiyah.id, 3);
    const placed = await pickUp(s, khalidiyah.id);
    expect(placed.body).toMatchObject({ status: true, flag: 1, data: { total_price: 200, cod_fee: 0, card_amount: 0 } });
    const id = placed.body.data.order_id;
    const row = await orderRow(id);
    expect(row).toMatchObject({ shippingCost: 0, codFee: 0, total: 20000, pickupBranchId: khalidiyah.id, addressId: null });
    expect(row.pickupCode).toMatch(/^\d{6}$/);
    expect([await stockOf(p.id), await unitsAt(khalidiyah.id, p.id)]).toEqual([11, 1]);

    const details = (await s.call(orderDetailsCall, { order_id: id }, 'ar')).body.data;
    expect(details.pickup).toEqual({ branch: khalidiyah.nameAr, address: khalidiyah.addressAr, code: row.pickupCode });
    expect(details.totals).toMatchObject({ delivery: 0, cod_fee: 0, total: 200 });
    // A delivered order has none.
    const { s: other } = await cartOf(1, 'Delivered');
    const home = await address(w.t.db, other.id, region);
    const delivered = await other.call(payNowCall, { address_id: home.id, payment_method: 1 });
    expect((await other.call(orderDetailsCall, { order_id: delivered.body.data.order_id })).body.data.pickup).toBeNull();
  });

  it('refuses a branch short of a line, naming the product and the branch, and changes nothing', async () => {
    const { s, p } = await cartOf(3);
    await setAtBranch(p.id, khalidiyah.id, 2);
    const res = await pickUp(s, khalidiyah.id, {}, 'ar');
    expectRefusal(res, 'conflict');
    expect(res.body.msg).toContain(p.nameAr);
    expect(res.body.msg).toContain(khalidiyah.nameAr);
    expect(res.body.msg).toContain('2');
    expect([await stockOf(p.id), await unitsAt(khalidiyah.id, p.id)]).toEqual([12, 2]);
    expect((await s.call(cartListCall)).body.data.products).toHaveLength(1);
  });

  it('refuses a branch that does not offer pickup, or neither an address nor a branch, naming the field', async () => {
    const { s, p } = await cartOf(1);
    await setAtBranch(p.id, second.id, 5);
    await w.t.db.update(branches).set({ pickup: false }).where(eq(branches.id, second.id));
    try {
      const closed = await pickUp(s, second.id);
      expectRefusal(closed, 'invalid');
      expect(closed.body.data).toEqual({ field: 'pickup_branch_id', reason: 'not a branch that offers pickup' });
    } finally {
      await w.t.db.update(branches).set({ pickup: true }).where(eq(branches.id, second.id));
    }
    const neither = await s.call(payNowCall, { payment_method: 1 });
    expectRefusal(neither, 'invalid');
    expect(neither.body.data).toMatchObject({ field: 'address_id', reason: 'required' });
    expect(await unitsAt(second.id, p.id)).toBe(5);
  });

  it('two shoppers picking up the branch’s last unit at once: one order, the other refused', async () => {
    const p = await product(w.t.db, { stock: 10 });
    await setAtBranch(p.id, khalidiyah.id, 1);
    const a = await shopper(w.t.app, w.t.db, 'First');
    const b = await shopper(w.t.app, w.t.db, 'Second');
    await fillCart(w.t.db, a.id, [{ productId: p.id, quantity: 1 }]);
    await fillCart(w.t.db, b.id, [{ productId: p.id, quantity: 1 }]);
    const results = await Promise.all([pickUp(a, khalidiyah.id), pickUp(b, khalidiyah.id)]);
    expect(results.map((r) => r.body.status).sort()).toEqual([false, true]);
    expectRefusal(
      results.find((r) => !r.body.status)!,
      'conflict',
    );
    expect([await stockOf(p.id), await unitsAt(khalidiyah.id, p.id)]).toEqual([10, 0]);
  });

  it('cancelling a pickup order gives its branch the units back', async () => {
    const { s, p } = await cartOf(2);
    await setAtBranch(p.id, khalidiyah.id, 2);
    const id = (await pickUp(s, khalidiyah.id)).body.data.order_id;
    expect(await unitsAt(khalidiyah.id, p.id)).toBe(0);
    expect((await s.call(cancelOrderCall, { order_id: id })).body.status).toBe(true);
    expect([await stockOf(p.id), await unitsAt(khalidiyah.id, p.id)]).toEqual([12, 2]);
  });
});

/** The branch's fields as the console's form sends them. */
function branchForm(b: Branch) {
  return {
    branch_id: b.id,
    name_en: b.nameEn,
    name_ar: b.nameAr,
    city_en: b.cityEn,
    city_ar: b.cityAr,
    address_en: b.addressEn,
    address_ar: b.addressAr,
    landline: b.landline,
    mobile: b.mobile,
    latitude: b.latitude,
    longitude: b.longitude,
  };
}

describe('the console: ready for pickup, collected', () => {
  async function placedPickup(lang: 'en' | 'ar') {
    const { s, p } = await cartOf(1, 'Aisha');
    await w.t.db.update(users).set({ language: lang }).where(eq(users.id, s.id));
    await setAtBranch(p.id, khalidiyah.id, 1);
    const id = (await pickUp(s, khalidiyah.id)).body.data.order_id as number;
    return { s, id, code: (await orderRow(id)).pickupCode };
  }
  const move = (orderId: number, action: string, fields: Record<string, string> = {}) =>
    admin(adminOrderMoveCall, { order_id: orderId, action, ...fields });

  it('marks it ready without a carrier and collected with the customer’s code, each mailed in their language', async () => {
    const { s, id, code } = await placedPickup('ar');
    expect((await move(id, 'confirm')).body.status).toBe(true);
    const withCarrier = await move(id, 'ship', { carrier: 'own_driver', driver_phone: '0501234567' });
    expectRefusal(withCarrier, 'refused');
    const ready = await move(id, 'ship');
    expect(ready.body.data).toMatchObject({ status: 'Ready for pickup', pickup: { branch: khalidiyah.nameEn, code }, shipment: null });

    const noCode = await move(id, 'deliver');
    expectRefusal(noCode, 'refused');
    expect(noCode.body.msg).toContain(`#${id}`);
    const wrong = await move(id, 'deliver', { pickup_code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.data).toEqual({ field: 'pickup_code', reason: 'not this order’s pickup code' });
    expect((await orderRow(id)).statusId).toBe(5);
    const collected = await move(id, 'deliver', { pickup_code: code });
    expect(collected.body.data).toMatchObject({ status_id: 3, status: 'Collected' });
    // A move refused names the status as a pickup order has it.
    const late = await move(id, 'cancel');
    expectRefusal(late, 'refused');
    expect(late.body.msg).toContain(`Order #${id} is Collected:`);
    expect((await s.call(orderDetailsCall, { order_id: id }, 'ar')).body.data.status).toBe('تم الاستلام');

    await w.t.app.jobs.kick();
    const [user] = await w.t.db.select().from(users).where(eq(users.id, s.id));
    const mails = await Promise.all(smtp.received.filter((m) => m.to.includes(user!.email)).map((m) => readMail(m.raw)));
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toContain(`طلبك رقم ${id} جاهز للاستلام`);
    expect(subjects).toContain(`تم استلام طلبك رقم ${id}`);
    const placedMail = mails.find((m) => m.subject === `تم تأكيد طلبك رقم ${id}`)!;
    expect(placedMail.text).toContain(`رمز الاستلام: ${code}`);
    expect(placedMail.text).toContain(khalidiyah.nameAr);
    expect(placedMail.text).not.toContain('التوصيل إلى');
    const readyMail = mails.find((m) => m.subject === `طلبك رقم ${id} جاهز للاستلام`)!;
    expect(readyMail.text).toContain(code);
  });

  it('refuses a pickup code for a delivered order, naming it, and collects no pickup order in bulk', async () => {
    const { s } = await cartOf(1, 'Delivered');
    const home = await address(w.t.db, s.id, region);
    const delivered = (await s.call(payNowCall, { address_id: home.id, payment_method: 1 })).body.data.order_id;
    await move(delivered, 'confirm');
    const res = await move(delivered, 'ship', { pickup_code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toMatchObject({ field: 'pickup_code' });

    const { id } = await placedPickup('en');
    await move(id, 'confirm');
    await move(id, 'ship');
    const bulk = await admin(adminOrdersBulkMoveCall, { order_ids: String(id), action: 'deliver' });
    expect(bulk.body.data).toMatchObject({ moved: 0, results: [{ id, moved: false, status_id: 5 }] });
    expect(bulk.body.data.results[0]!.msg).toContain('picked up at a branch');
  });
});
