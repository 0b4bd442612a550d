// Fixtures of the cart and checkout tests: signed-in shoppers (no password needed, so a hundred are quick),
// delivery regions with their fees, addresses, products, coupons and wallet money, written straight to the
// test database so each test states exactly what exists.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { addresses, cartItems, coupons, emirates, products, regions } from '../../db/schema';
import { createSession } from '../../http/session';
import { call, type CallResult } from '../../test/app';
import { createAccount } from '../auth/accounts';
import { moveWallet } from '../wallet/ledger';

let counter = 0;

export interface Shopper {
  id: number;
  auth: { auth_key: string; user_id: number };
  /** Calls the API as this shopper; answers are inspected by the tests' assertions, so loosely typed. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call: (path: string, fields?: Record<string, string | number | undefined>, lang?: 'en' | 'ar') => Promise<CallResult<any>>;
}

export async function shopper(app: FastifyInstance, db: Db, name = 'Shopper'): Promise<Shopper> {
  counter += 1;
  const user = await db.transaction((tx) =>
    createAccount(tx, { name, email: `shopper${counter}-${process.pid}@example.com`, phone: '+971 50 123 4567', passwordHash: null, active: 1 }),
  );
  const key = await createSession(db, user.id, { deviceId: `device-${counter}` });
  const auth = { auth_key: key, user_id: user.id };
  return { id: user.id, auth, call: (path, fields = {}, lang = 'en') => call(app, path, { ...auth, ...fields }, { lang }) };
}

/** Delivery regions at the three fees of docs/product.md §9: 25, 30 and 50 AED. */
export async function deliveryRegions(db: Db) {
  const [abuDhabi, dubai] = await db
    .insert(emirates)
    .values([
      { nameEn: 'Abu Dhabi', nameAr: 'أبوظبي' },
      { nameEn: 'Dubai', nameAr: 'دبي' },
    ])
    .returning();
  const [fee25, fee30, fee50] = await db
    .insert(regions)
    .values([
      { emirateId: abuDhabi!.id, nameEn: 'Khalifa City', nameAr: 'مدينة خليفة', deliveryFee: 2500 },
      { emirateId: abuDhabi!.id, nameEn: 'Al Ain', nameAr: 'العين', deliveryFee: 3000 },
      { emirateId: dubai!.id, nameEn: 'Dubai Marina', nameAr: 'دبي مارينا', deliveryFee: 5000 },
    ])
    .returning();
  return { fee25: fee25!, fee30: fee30!, fee50: fee50! };
}

export async function address(db: Db, userId: number, region: { id: number; emirateId: number }, isPrimary = true) {
  const [row] = await db
    .insert(addresses)
    .values({ userId, name: 'Home', phone: '0501234567', address: 'Villa 12, Street 4', emirateId: region.emirateId, regionId: region.id, isPrimary })
    .returning();
  return row!;
}

export async function product(db: Db, values: Partial<typeof products.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(products)
    .values({ nameEn: `Honey ${counter}`, nameAr: `عسل ${counter}`, shortDescEn: 'Raw', shortDescAr: 'خام', listPrice: 5000, salePrice: 5000, stock: 10, ...values })
    .returning();
  return row!;
}

export async function coupon(db: Db, values: Partial<typeof coupons.$inferInsert> & Pick<typeof coupons.$inferInsert, 'kind' | 'value'>) {
  counter += 1;
  const [row] = await db
    .insert(coupons)
    .values({ code: `CODE${counter}`, ...values })
    .returning();
  return row!;
}

/** Puts lines straight in a cart (the add_to_cart call is tested on its own). */
export async function fillCart(db: Db, userId: number, lines: { productId: number; quantity: number }[]) {
  await db.insert(cartItems).values(lines.map((l) => ({ userId, ...l })));
}

export async function creditWallet(db: Db, userId: number, fils: number) {
  await moveWallet(db, userId, 'balance', fils, { reason: 'admin_adjustment' });
}

/** Pays a sandbox invoice with a good Visa on its card page, as a shopper would; answers the paymentId it returns with. */
export async function payOnSandbox(app: FastifyInstance, invoiceId: string): Promise<string> {
  const form = new URLSearchParams({ card_number: '4111111111111111', expiry: '12/39', cvv: '123', holder: 'Test Shopper', action: 'pay' });
  const page = await app.inject({
    method: 'POST',
    url: `/sandbox-pay/${invoiceId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return new URL(String(page.headers.location)).searchParams.get('paymentId')!;
}
