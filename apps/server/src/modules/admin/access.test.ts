import { beforeAll, describe, expect, it } from 'vitest';
import { adminMeCall, areaOf, type Call } from '@shop/contract';
import { count } from 'drizzle-orm';
import { auditLog, coupons, notifications, orders, products, reviews, walletEntries } from '../../db/schema';
import { call } from '../../test/app';
import { adminSuite } from '../../test/fixtures/admin';

const w = adminSuite();
/** Every console call the server registered (route() records them). */
let adminCalls: Call[];
beforeAll(async () => {
  adminCalls = w.t.app.calls.filter((c) => c.path.startsWith('/admin/'));
});

// Fields that would make each call do something, so a refusal is proven to change nothing.
const fields = {
  order_id: 1,
  action: 'cancel',
  return_id: 1,
  decision: 'approve',
  product_id: 1,
  photo_id: 1,
  photo_ids: '1',
  visible: 0,
  hidden: 1,
  review_id: 1,
  coupon_id: 1,
  active: 0,
  customer_id: 1,
  kind: 'balance',
  amount: 10,
  delta: 5,
  reason: 'test',
  title_en: 'Hello',
  title_ar: 'مرحبا',
  body_en: 'Hello',
  body_ar: 'مرحبا',
  name_en: 'X',
  name_ar: 'س',
  list_price: 10,
  sale_price: 10,
  code: 'NOPE',
  value: 10,
  csv: 'id,price,sale_price,stock\n1,1,1,1',
};

async function snapshot() {
  const tables = [auditLog, orders, products, coupons, reviews, notifications, walletEntries] as const;
  const counts = await Promise.all(tables.map(async (t) => (await w.t.db.select({ n: count() }).from(t))[0]!.n));
  const orderStates = await w.t.db.select({ id: orders.id, s: orders.statusId }).from(orders);
  const productStates = await w.t.db
    .select({ id: products.id, stock: products.stock, price: products.salePrice, visible: products.visible })
    .from(products);
  return JSON.stringify({ counts, orderStates, productStates });
}

describe('every admin call', () => {
  it('are every /admin/ path and need admin access, and no other call does', () => {
    expect(adminCalls.length).toBeGreaterThan(60);
    for (const c of adminCalls) expect([c.path, c.access]).toEqual([c.path, 'admin']);
    // Each belongs to an area of the console, which the staff roles open (a call of none is refused to everyone).
    for (const c of adminCalls) expect([c.path, areaOf(c.path)]).not.toEqual([c.path, undefined]);
    const elsewhere = w.t.app.calls.filter((c) => c.access === 'admin' && !c.path.startsWith('/admin/'));
    expect(elsewhere).toEqual([]);
  });

  it('answers guests 401 "wrong key" and customers 403, changing nothing', async () => {
    const before = await snapshot();
    for (const c of adminCalls) {
      const guest = await call(w.t.app, c, { auth_key: 'guest', user_id: 0, ...fields });
      expect([c.path, guest.statusCode, guest.body.msg]).toEqual([c.path, 401, 'wrong key']);
      const none = await call(w.t.app, c, fields);
      expect([c.path, none.statusCode]).toEqual([c.path, 401]);
      const customer = await call(w.t.app, c, { ...w.customer.auth, ...fields }, { lang: 'ar' });
      expect([c.path, customer.statusCode, customer.body.status, customer.body.msg]).toEqual([
        c.path,
        403,
        false,
        'غير مسموح لك بهذا الإجراء',
      ]);
    }
    expect(await snapshot()).toBe(before);
  });

  it('lets the admin in', async () => {
    const me = await call(w.t.app, adminMeCall, w.admin.auth);
    expect(me.statusCode).toBe(200);
    expect(me.body.data.email).toBe('admin@example.com');
  });
});
