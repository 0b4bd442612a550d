// Personal data rights (UAE PDPL): the customer's copy of their data, and deleting the account while the
// orders stay for the tax law without the person's name or contacts.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS, deleteAccountCall, loginCall, myDataCall, profileInfoCall, registerCall } from '@shop/contract';
import { addresses, listItems, lists, orders, reviews, sessions, users, walletEntries, wallets } from '../../db/schema';
import { call, expectRefusal } from '../../test/app';
import { order } from '../../test/fixtures/orders';
import { product } from '../../test/fixtures/products';
import { regionFixtures } from '../../test/fixtures/regions';
import { customer, FIXTURE_PASSWORD } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';

const t = suiteApp({ webDist: '/nonexistent-web-dist' }, { RATE_LIMIT_AUTH_PER_MIN: '100000' });
let places: Awaited<ReturnType<typeof regionFixtures>>;
beforeAll(async () => {
  places = await regionFixtures(t.db);
});

/** A customer with an address, a delivered order, a review, a list entry and wallet history. */
async function customerWithHistory(name: string) {
  const c = await customer(t.db, name);
  const honey = await product(t.db, { nameEn: 'Sidr honey 500 g' });
  await t.db.insert(addresses).values({
    userId: c.id,
    name: 'Home',
    phone: '0507654321',
    address: 'Villa 12, Street 4',
    emirateId: places.abuDhabi.id,
    regionId: places.khalifa.id,
    isPrimary: true,
  });
  const { order: delivered } = await order(t.db, {
    userId: c.id,
    items: [{ productId: honey.id, quantity: 2, price: 4500 }],
    statusId: ORDER_STATUS.delivered,
  });
  await t.db
    .insert(reviews)
    .values({ userId: c.id, productId: honey.id, title: 'Lovely', description: 'Tastes of the mountains', rating: 5 });
  await t.db.insert(listItems).values({ listId: c.favId, productId: honey.id });
  await t.db.insert(wallets).values({ userId: c.id, balance: 1200, points: 30 });
  await t.db.insert(walletEntries).values({ userId: c.id, kind: 'balance', amount: 1200, reason: 'order_refund', orderId: delivered.id });
  return { c, honey, delivered };
}

describe('download my data', () => {
  it('answers everything kept about the customer, and nothing about anyone else', async () => {
    const { c, honey, delivered } = await customerWithHistory('Mariam Saeed');
    await customerWithHistory('Someone Else');
    const res = await call(t.app, myDataCall, c.auth);
    expect(res.body.status).toBe(true);
    // The contract keeps this document loose (a record of unknowns), so the parts read below are typed here.
    const data = res.body.data as Record<string, unknown> & { orders: unknown[]; lists: { favourites: boolean; product_ids: number[] }[] };
    expect(data.profile).toMatchObject({ id: c.id, name: 'Mariam Saeed', email: c.email, phone: '0501234567' });
    expect(data.addresses).toEqual([
      expect.objectContaining({ address: 'Villa 12, Street 4', emirate: 'Abu Dhabi', region: 'Khalifa City', primary: true }),
    ]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      id: delivered.id,
      total_aed: 115,
      items: [{ product_id: honey.id, name: 'Sidr honey 500 g', quantity: 2, unit_price_aed: 45 }],
    });
    expect(data.reviews).toEqual([expect.objectContaining({ product_id: honey.id, rating: 5, text: 'Tastes of the mountains' })]);
    expect(data.lists.find((l) => l.favourites)!.product_ids).toEqual([honey.id]);
    expect(data.wallet).toMatchObject({
      balance_aed: 12,
      points: 30,
      entries: [{ kind: 'balance', amount: 12, reason: 'order_refund', order_id: delivered.id }],
    });
    expect(JSON.stringify(data)).not.toContain('Someone Else');
    // Never a secret: no password hash, session or code.
    expect(JSON.stringify(data)).not.toMatch(/argon|scrypt|\$2[aby]\$|auth_key|token/i);
  });

  it('is refused to a guest', async () => {
    const res = await call(t.app, myDataCall, { auth_key: 'guest', user_id: 0 });
    expect(res.body.status).toBe(false);
  });
});

describe('delete my account', () => {
  it('refuses a wrong password, naming the field, and changes nothing', async () => {
    const { c } = await customerWithHistory('Wrong Password');
    const res = await call(t.app, deleteAccountCall, { ...c.auth, password: 'not-my-password' }, { lang: 'ar' });
    expectRefusal(res, 'refused');
    expect(res.body.msg).toBe('كلمة المرور الحالية غير صحيحة');
    expect(res.body.data).toMatchObject({ field: 'password' });
    const [user] = await t.db.select().from(users).where(eq(users.id, c.id));
    expect(user!.email).toBe(c.email);
    expect((await call(t.app, profileInfoCall, c.auth)).body.status).toBe(true);
  });

  it('refuses while an order is on its way, naming it', async () => {
    const c = await customer(t.db, 'Waiting For Honey');
    const honey = await product(t.db);
    const { order: shipped } = await order(t.db, {
      userId: c.id,
      items: [{ productId: honey.id, quantity: 1, price: 5000 }],
      statusId: ORDER_STATUS.shipped,
    });
    const res = await call(t.app, deleteAccountCall, { ...c.auth, password: FIXTURE_PASSWORD });
    expectRefusal(res, 'refused');
    expect(res.body.msg).toBe(`Order #${shipped.id} is still on its way. You can delete your account once it is delivered or cancelled`);
    expect((await t.db.select().from(users).where(eq(users.id, c.id)))[0]!.name).toBe('Waiting For Honey');
  });

  it("removes the person's data, keeps the orders without name or contacts, and ends every session", async () => {
    const { c, delivered } = await customerWithHistory('Leaving Customer');
    const res = await call(t.app, deleteAccountCall, { ...c.auth, password: FIXTURE_PASSWORD });
    expect(res.body).toEqual({ status: true, msg: 'Your account has been deleted', data: null });

    const [user] = await t.db.select().from(users).where(eq(users.id, c.id));
    expect(user).toMatchObject({ name: '', phone: '', passwordHash: null, active: 0, birthDate: null, profilePhoto: null });
    expect(user!.email).not.toBe(c.email);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, delivered.id));
    expect(kept).toMatchObject({
      total: delivered.total,
      shipName: '',
      shipPhone: '',
      shipAddress: '',
      shipEmirateEn: 'Abu Dhabi',
      shipLatitude: 0,
    });
    for (const table of [addresses, reviews, lists, sessions])
      expect(await t.db.select().from(table).where(eq(table.userId, c.id))).toEqual([]);

    // The old key no longer works, and the e-mail and password no longer sign in.
    expect((await call(t.app, profileInfoCall, c.auth)).body.status).toBe(false);
    const login = await call(t.app, loginCall, { email: c.email, password: FIXTURE_PASSWORD });
    expect(login.body.status).toBe(false);
  });

  it('lets the same e-mail register again afterwards', async () => {
    const { c } = await customerWithHistory('Coming Back');
    await call(t.app, deleteAccountCall, { ...c.auth, password: FIXTURE_PASSWORD });
    const res = await call(t.app, registerCall, {
      name: 'Coming Back',
      email: c.email,
      password: 'honey-and-herbs-9',
      phone: '0501234567',
      birth_date: '1990-01-01',
    });
    expect(res.body.status).toBe(true);
  });
});
