// A customer's own answers kept in memory (orders, lists): a repeated read comes from memory, and whatever changes
// what the answer shows, committed before the request by whoever (the customer, the console, SQL, another
// connection), is in the next answer; another customer's change does not drop it, and an answer that reads
// differently at a known moment (a return window closing) is not served past it. On PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS, RETURN_WINDOW_DAYS, addToListCall, listsWithProductsCall, ordersListCall, removeFromListCall } from '@shop/contract';
import type { Db } from '../db/client';
import { orderItems, orders, products, returnReasons, returnRequests, reviews } from '../db/schema';
import { call } from '../test/app';
import { daysAgo, order } from '../test/fixtures/orders';
import { product } from '../test/fixtures/products';
import { customer, type Customer } from '../test/fixtures/shoppers';
import { withOtherConnection } from '../test/db';
import { suiteApp } from '../test/fixtures/suite';

const t = suiteApp();
let reasonId: number;

beforeAll(async () => {
  const [reason] = await t.db.insert(returnReasons).values({ nameEn: 'Other', nameAr: 'أخرى', sort: 1 }).returning();
  reasonId = reason!.id;
});

afterEach(() => {
  vi.useRealTimers();
});

const ordersOf = (c: Customer, lang: 'en' | 'ar' = 'en') => call(t.app, ordersListCall, c.auth, { lang });
const listsOf = (c: Customer) => call(t.app, listsWithProductsCall, c.auth);
const statusOfItem = async (c: Customer, itemId: number) =>
  (await ordersOf(c)).body.data.find((r: { order_item_id: number }) => r.order_item_id === itemId)?.status_id;

/** Runs `change` with the triggers off for its transaction: nothing is announced, to see what is served. */
async function silently(change: (tx: Db) => Promise<unknown>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await change(tx as unknown as Db);
  });
}

async function customerWithOrder() {
  const c = await customer(t.db);
  const honey = await product(t.db, { nameEn: 'Sidr Honey', nameAr: 'عسل السدر' });
  const placed = await order(t.db, { userId: c.id, items: [{ productId: honey.id, quantity: 1, price: 9900 }] });
  return { c, honey, item: placed.items[0]!, orderId: placed.order.id };
}

describe("a customer's kept orders", () => {
  it('come from memory, per language, until a change of theirs is announced', async () => {
    const { c, item, orderId } = await customerWithOrder();
    const first = await ordersOf(c);
    await silently((tx) => tx.update(orderItems).set({ statusId: ORDER_STATUS.shipped }).where(eq(orderItems.id, item.id)));
    // Unannounced, the change is not seen: the answer came from memory, byte for byte.
    expect((await ordersOf(c)).response.body).toBe(first.response.body);
    // The other language is its own answer, read now.
    expect((await ordersOf(c, 'ar')).body.data[0]!.status_id).toBe(ORDER_STATUS.shipped);
    // The console moving the order (an update of the order's row) is announced.
    await t.db.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
    expect(await statusOfItem(c, item.id)).toBe(ORDER_STATUS.shipped);
  });

  it("show each kind of change committed before the request: an item's status, a new order, a review, a return request", async () => {
    const { c, honey, item } = await customerWithOrder();
    await ordersOf(c);
    await t.db.update(orderItems).set({ statusId: ORDER_STATUS.delivered }).where(eq(orderItems.id, item.id));
    expect(await statusOfItem(c, item.id)).toBe(ORDER_STATUS.delivered);

    const next = await order(t.db, { userId: c.id, items: [{ productId: honey.id, quantity: 3, price: 9900 }] });
    expect((await ordersOf(c)).body.data.map((r: { order_id: number }) => r.order_id)).toContain(next.order.id);

    await t.db.insert(reviews).values({ userId: c.id, productId: honey.id, title: 'Good', description: 'Good honey', rating: 5 });
    expect((await ordersOf(c)).body.data.every((r: { reviewed: boolean }) => r.reviewed)).toBe(true);

    await t.db.update(orders).set({ statusId: ORDER_STATUS.delivered, deliveredAt: new Date() }).where(eq(orders.id, next.order.id));
    await t.db.update(orderItems).set({ statusId: ORDER_STATUS.delivered }).where(eq(orderItems.orderId, next.order.id));
    const returnable = (await ordersOf(c)).body.data.find((r: { order_id: number }) => r.order_id === next.order.id);
    expect(returnable!.returnable).toBe(true);
    await t.db.insert(returnRequests).values({ orderItemId: returnable!.order_item_id, userId: c.id, reasonId });
    const asked = (await ordersOf(c)).body.data.find((r: { order_id: number }) => r.order_id === next.order.id);
    expect(asked!.returnable).toBe(false);
  });

  it("are each customer's own, and another customer's change does not drop them", async () => {
    const a = await customerWithOrder();
    const b = await customerWithOrder();
    const aFirst = await ordersOf(a.c);
    const bFirst = await ordersOf(b.c);
    expect(bFirst.body.data.map((r: { order_id: number }) => r.order_id)).toEqual([b.orderId]);
    expect(aFirst.body.data.map((r: { order_id: number }) => r.order_id)).toEqual([a.orderId]);

    await silently((tx) => tx.update(orderItems).set({ statusId: ORDER_STATUS.shipped }).where(eq(orderItems.id, a.item.id)));
    await t.db.update(orderItems).set({ statusId: ORDER_STATUS.shipped }).where(eq(orderItems.id, b.item.id));
    expect(await statusOfItem(b.c, b.item.id)).toBe(ORDER_STATUS.shipped);
    // B's change announced B only: A's answer is still the kept one.
    expect((await ordersOf(a.c)).response.body).toBe(aFirst.response.body);
  });

  it('are not served once an item they show as returnable is past its return window', async () => {
    const c = await customer(t.db);
    const honey = await product(t.db);
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    // Delivered so long ago that the window closes a minute from now.
    const deliveredAt = new Date(daysAgo(RETURN_WINDOW_DAYS).getTime() + 60_000);
    await order(t.db, {
      userId: c.id,
      items: [{ productId: honey.id, quantity: 1, price: 9900 }],
      statusId: ORDER_STATUS.delivered,
      deliveredAt,
    });
    expect((await ordersOf(c)).body.data[0]!.returnable).toBe(true);
    vi.setSystemTime(now + 30_000);
    expect((await ordersOf(c)).body.data[0]!.returnable).toBe(true);
    vi.setSystemTime(now + 61_000);
    expect((await ordersOf(c)).body.data[0]!.returnable).toBe(false);
  });
});

describe("a customer's kept lists", () => {
  it('come from memory until their lists or the catalogue change', async () => {
    const c = await customer(t.db);
    const honey = await product(t.db, { nameEn: 'Acacia Honey', salePrice: 5000, listPrice: 5000 });
    const oil = await product(t.db, { nameEn: 'Argan Oil' });
    const add = (productId: number) => call(t.app, addToListCall, { ...c.auth, list_id: c.favId, product_id: productId });
    await add(honey.id);
    const first = await listsOf(c);
    const cards = (answer: typeof first) => answer.body.data[0]!.products.map((p: { id: number }) => p.id);
    expect(cards(first)).toEqual([honey.id]);

    await silently((tx) => tx.update(products).set({ salePrice: 4000 }).where(eq(products.id, honey.id)));
    expect((await listsOf(c)).response.body).toBe(first.response.body);
    // A catalogue change drops it: the price now shown is the one in the table.
    await t.db.update(products).set({ stock: 40 }).where(eq(products.id, oil.id));
    expect((await listsOf(c)).body.data[0]!.products[0]!.sale_price).toBe(40);

    await add(oil.id);
    expect(cards(await listsOf(c))).toEqual(expect.arrayContaining([honey.id, oil.id]));
    await call(t.app, removeFromListCall, { ...c.auth, list_id: c.favId, product_id: honey.id });
    expect(cards(await listsOf(c))).toEqual([oil.id]);
  });
});

// Another connection, and a listening connection to cut, exist only on PostgreSQL.
if (process.env.TEST_DATABASE_URL)
  describe("a customer's kept answers on PostgreSQL", () => {
    it('show a change another connection committed, and what the tables hold after the listening connection is cut', async () => {
      await withOtherConnection(t.db, async (other, cutListener) => {
        const { c, item } = await customerWithOrder();
        await ordersOf(c);
        await other.query('UPDATE order_items SET status_id = $1 WHERE id = $2', [ORDER_STATUS.shipped, item.id]);
        expect(await statusOfItem(c, item.id)).toBe(ORDER_STATUS.shipped);

        // Cut the listening connection: changes made meanwhile could go unheard, so memory is not trusted.
        await cutListener('customer_changed');
        await silently((tx) => tx.update(orderItems).set({ statusId: ORDER_STATUS.delivered }).where(eq(orderItems.id, item.id)));
        expect(await statusOfItem(c, item.id)).toBe(ORDER_STATUS.delivered);
      });
    });
  });
