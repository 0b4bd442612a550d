// Admin customers: list and search, a customer's orders and wallet ledger, manual wallet adjustments.
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { PAGE_SIZE, toAed, toFils, type AdminCustomerRow, type Lang } from '@shop/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { orderItems, orders, users, walletEntries, wallets } from '../../../db/schema';
import { notFound, refuse } from '../../../http/errors';
import { moveWallet } from '../../wallet/ledger';
import { audit } from '../shared/audit';
import { adminMessages } from '../shared/messages';
import { likeTerm } from '../shared/lists';
import { orderRow } from '../orders/service';
import { customerMessages } from './messages';

const LEDGER_LIMIT = 200;

const customerSelect = {
  u: users,
  balance: sql<number>`coalesce(${wallets.balance}, 0)::int`,
  points: sql<number>`coalesce(${wallets.points}, 0)::int`,
  orders: sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${users.id})`,
};

const toCustomer = (r: { u: typeof users.$inferSelect; balance: number; points: number; orders: number }): AdminCustomerRow => ({
  id: r.u.id,
  name: r.u.name,
  email: r.u.email,
  phone: r.u.phone,
  active: r.u.active === 1,
  role: r.u.role,
  created_at: r.u.createdAt.toISOString(),
  orders_count: r.orders,
  balance: toAed(r.balance),
  points: r.points,
});

export async function listCustomers(db: DbOrTx, input: { keyword?: string | undefined; offset: number }) {
  const kw = input.keyword;
  const where = kw ? or(ilike(users.name, likeTerm(kw)), ilike(users.email, likeTerm(kw)), ilike(users.phone, likeTerm(kw))) : undefined;
  const rows = await db
    .select(customerSelect)
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(where)
    .orderBy(desc(users.id))
    .limit(PAGE_SIZE)
    .offset(input.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows: rows.map(toCustomer), total: total?.n ?? 0 };
}

async function customerRow(db: DbOrTx, id: number) {
  const [row] = await db.select(customerSelect).from(users).leftJoin(wallets, eq(wallets.userId, users.id)).where(eq(users.id, id));
  if (!row) throw notFound(adminMessages.customerNotFound);
  return toCustomer(row);
}

export async function customerDetail(db: DbOrTx, id: number, lang: Lang) {
  const customer = await customerRow(db, id);
  const itemsCount = sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
  const owned = await db
    .select({ o: orders, items: itemsCount })
    .from(orders)
    .where(eq(orders.userId, id))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const ledger = await db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, id))
    .orderBy(desc(walletEntries.id))
    .limit(LEDGER_LIMIT);
  return {
    customer,
    orders: owned.map((r) => orderRow(r.o, customer, r.items, lang)),
    ledger: ledger.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: e.kind === 'balance' ? toAed(e.amount) : e.amount,
      reason: e.reason,
      order_id: e.orderId,
      note: e.note,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/** A manual ledger entry with its reason; a debit larger than what is there is refused (never below zero). */
export async function adjustWallet(
  db: Db,
  actorId: number,
  input: { customer_id: number; kind: 'balance' | 'points'; amount: number; reason: string },
) {
  await db.transaction(async (tx) => {
    const before = await customerRow(tx, input.customer_id);
    const amount = input.kind === 'balance' ? toFils(input.amount) : input.amount;
    if (
      !(await moveWallet(tx, input.customer_id, input.kind, amount, {
        reason: 'admin_adjustment',
        actorUserId: actorId,
        note: input.reason,
      }))
    ) {
      throw refuse(customerMessages.walletBelowZero);
    }
    const after = await customerRow(tx, input.customer_id);
    // Money in the audit log is in fils, as in the tables (customerRow answers AED).
    await audit(tx, actorId, {
      action: 'wallet.adjust',
      entity: 'customer',
      entityId: input.customer_id,
      before: { balance: toFils(before.balance), points: before.points },
      after: {
        balance: toFils(after.balance),
        points: after.points,
        ...(input.kind === 'balance' ? { balanceChange: amount } : { pointsChange: amount }),
        reason: input.reason,
      },
    });
  });
  return customerRow(db, input.customer_id);
}
