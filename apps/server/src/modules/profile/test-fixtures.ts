// Fixtures the account-area tests share: signed-in customers, regions, products and orders, written
// straight to the test database so each test states exactly what exists.
import { inArray } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract';
import type { Db } from '../../db/client';
import { emirates, orderItems, orders, products, regions } from '../../db/schema';
import { createSession } from '../../http/session';
import { createAccount } from '../auth/accounts';
import { hashPassword } from '../auth/password';

export const FIXTURE_PASSWORD = 'first-password-1';

export interface Customer {
  id: number;
  email: string;
  favId: number;
  key: string;
  /** auth_key and user_id, to spread into a call's fields. */
  auth: { auth_key: string; user_id: number };
}

let counter = 0;

/** An active customer with a favourites list and a session. */
export async function customer(db: Db, name = 'Customer'): Promise<Customer> {
  counter += 1;
  const email = `c${counter}-${Date.now()}@example.com`;
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const user = await db.transaction((tx) => createAccount(tx, { name, email, phone: '0501234567', passwordHash, active: 1 }));
  const key = await createSession(db, user.id, { deviceId: `device-${counter}` });
  return { id: user.id, email, favId: user.favoriteListId, key, auth: { auth_key: key, user_id: user.id } };
}

/** Abu Dhabi (two regions) and Dubai (one region). */
export async function regionFixtures(db: Db) {
  const [abuDhabi, dubai] = await db
    .insert(emirates)
    .values([
      { nameEn: 'Abu Dhabi', nameAr: 'أبوظبي', sort: 1 },
      { nameEn: 'Dubai', nameAr: 'دبي', sort: 2 },
    ])
    .returning();
  const [khalifa, mussafah, marina] = await db
    .insert(regions)
    .values([
      { emirateId: abuDhabi!.id, nameEn: 'Khalifa City', nameAr: 'مدينة خليفة', deliveryFee: 2500 },
      { emirateId: abuDhabi!.id, nameEn: 'Mussafah', nameAr: 'مصفح', deliveryFee: 3000 },
      { emirateId: dubai!.id, nameEn: 'Dubai Marina', nameAr: 'دبي مارينا', deliveryFee: 5000 },
    ])
    .returning();
  return { abuDhabi: abuDhabi!, dubai: dubai!, khalifa: khalifa!, mussafah: mussafah!, marina: marina! };
}

export async function product(db: Db, values: Partial<typeof products.$inferInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(products)
    .values({ nameEn: `Honey ${counter}`, nameAr: `عسل ${counter}`, listPrice: 5000, salePrice: 5000, stock: 10, ...values })
    .returning();
  return row!;
}

export interface OrderSpec {
  userId: number;
  items: { productId: number; quantity: number; price: number }[];
  statusId?: number;
  walletUsed?: number;
  paymentMethod?: number;
  couponId?: number;
  deliveredAt?: Date;
  createdAt?: Date;
}

/** An order as checkout leaves it (stock already taken from the products). */
export async function order(db: Db, spec: OrderSpec) {
  const goods = spec.items.reduce((s, i) => s + i.price * i.quantity, 0);
  const statusId = spec.statusId ?? ORDER_STATUS.placed;
  const [row] = await db
    .insert(orders)
    .values({
      userId: spec.userId,
      statusId,
      paymentMethod: spec.paymentMethod ?? 1,
      shipName: 'Home',
      shipPhone: '0501234567',
      shipAddress: 'Street 1',
      shipEmirateEn: 'Abu Dhabi',
      shipEmirateAr: 'أبوظبي',
      shipRegionEn: 'Khalifa City',
      shipRegionAr: 'مدينة خليفة',
      price: goods,
      total: goods + 2500,
      shippingCost: 2500,
      walletUsed: spec.walletUsed ?? 0,
      cardAmount: spec.paymentMethod === 2 ? goods + 2500 - (spec.walletUsed ?? 0) : 0,
      couponId: spec.couponId ?? null,
      deliveredAt: spec.deliveredAt ?? null,
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    })
    .returning();
  // Names and picture are copied at purchase, as checkout does.
  const bought = await db.select().from(products).where(inArray(products.id, spec.items.map((i) => i.productId)));
  const items = await db
    .insert(orderItems)
    .values(
      spec.items.map((i) => {
        const p = bought.find((b) => b.id === i.productId)!;
        return {
          orderId: row!.id,
          productId: i.productId,
          productNameEn: p.nameEn,
          productNameAr: p.nameAr,
          mainImage: p.mainImage,
          quantity: i.quantity,
          priceAtPurchase: i.price,
          statusId,
        };
      }),
    )
    .returning();
  return { order: row!, items };
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
