// Admin coupons: list with uses, create, edit (its products and categories checked), disable.
import { count, desc, eq, inArray } from 'drizzle-orm';
import { FIELD_REASONS, PAGE_SIZE, shopDate, shopDayEnd, shopDayStart, toAed, toFils, type AdminCoupon } from '@shop/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { categories, couponUses, coupons, products } from '../../../db/schema';
import { badInput, notFound, refuse } from '../../../http/errors';
import { audit } from '../shared/audit';
import { placeInDayWindow } from '../shared/dayWindow';
import { couponMessages } from './messages';

type Coupon = typeof coupons.$inferSelect;

/** The one place a coupon's state is worked out: an ended coupon is expired even when its uses also ran out. */
function couponState(c: Coupon, uses: number): AdminCoupon['state'] {
  const place = placeInDayWindow(c.startsAt, c.endsAt);
  if (place === 'after') return 'expired';
  if (c.maxUses !== null && uses >= c.maxUses) return 'used_up';
  return place === 'before' ? 'scheduled' : 'active';
}

type ProductName = AdminCoupon['products'][number];

function toCoupon(c: Coupon, uses: number, names: Map<number, ProductName>): AdminCoupon {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    value: c.kind === 'fixed' ? toAed(c.value) : c.value,
    min_order: toAed(c.minOrder),
    product_ids: c.productIds,
    products: c.productIds.flatMap((id) => names.get(id) ?? []),
    category_ids: c.categoryIds,
    starts_at: c.startsAt ? shopDate(c.startsAt) : null,
    ends_at: c.endsAt ? shopDate(c.endsAt) : null,
    max_uses: c.maxUses,
    max_uses_per_customer: c.maxUsesPerCustomer,
    active: c.active,
    uses,
    state: couponState(c, uses),
  };
}

/** The coupons as the console shows them: with how many orders used each and the names of their products. */
async function couponsOut(db: DbOrTx, rows: Coupon[]): Promise<AdminCoupon[]> {
  if (rows.length === 0) return [];
  const uses = await db
    .select({ id: couponUses.couponId, n: count() })
    .from(couponUses)
    .where(
      inArray(
        couponUses.couponId,
        rows.map((c) => c.id),
      ),
    )
    .groupBy(couponUses.couponId);
  const productIds = [...new Set(rows.flatMap((c) => c.productIds))];
  const names = productIds.length
    ? await db
        .select({ id: products.id, name_en: products.nameEn, name_ar: products.nameAr })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const usesById = new Map(uses.map((u) => [u.id, u.n]));
  const namesById = new Map(names.map((p) => [p.id, p]));
  return rows.map((c) => toCoupon(c, usesById.get(c.id) ?? 0, namesById));
}

/**
 * A page of coupons, newest first; with `state`, those in that state only. A state depends on today and on the
 * uses, so the filter works on every coupon's worked-out state (couponState, the one place of that rule): a
 * shop's coupons are counted in hundreds at most.
 */
export async function listCoupons(db: DbOrTx, offset: number, state?: AdminCoupon['state']) {
  if (!state) {
    const rows = await db.select().from(coupons).orderBy(desc(coupons.id)).limit(PAGE_SIZE).offset(offset);
    const [total] = await db.select({ n: count() }).from(coupons);
    return { rows: await couponsOut(db, rows), total: total?.n ?? 0 };
  }
  const all = await db.select().from(coupons).orderBy(desc(coupons.id));
  const inState = (await couponsOut(db, all)).filter((c) => c.state === state);
  return { rows: inState.slice(offset, offset + PAGE_SIZE), total: inState.length };
}

async function couponById(db: DbOrTx, id: number) {
  const [c] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!c) throw notFound(couponMessages.couponNotFound);
  return (await couponsOut(db, [c]))[0]!;
}

export interface CouponForm {
  code: string;
  kind: Coupon['kind'];
  value: number;
  min_order: number;
  starts_at?: string | undefined;
  ends_at?: string | undefined;
  max_uses?: number | undefined;
  max_uses_per_customer?: number | undefined;
  active: number;
  product_ids: number[];
  category_ids: number[];
}

function couponValue(f: CouponForm): number {
  if (f.kind === 'free_delivery') return 0;
  return f.kind === 'fixed' ? toFils(f.value) : f.value;
}

const values = (f: CouponForm) => ({
  code: f.code,
  kind: f.kind,
  value: couponValue(f),
  minOrder: toFils(f.min_order),
  startsAt: f.starts_at ? shopDayStart(f.starts_at) : null,
  endsAt: f.ends_at ? shopDayEnd(f.ends_at) : null,
  maxUses: f.max_uses ?? null,
  maxUsesPerCustomer: f.max_uses_per_customer ?? null,
  active: f.active === 1,
  productIds: [...new Set(f.product_ids)],
  categoryIds: [...new Set(f.category_ids)],
});

/** Whether every one of these ids is a row of the table. */
async function allExist(db: DbOrTx, table: typeof products | typeof categories, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const [row] = await db.select({ n: count() }).from(table).where(inArray(table.id, unique));
  return row?.n === unique.length;
}

/** Refuses, naming the field, a product or category the coupon would be limited to that does not exist. */
async function checkLimits(db: DbOrTx, f: CouponForm) {
  if (!(await allExist(db, products, f.product_ids))) throw badInput('product_ids', FIELD_REASONS.noSuchProduct);
  if (!(await allExist(db, categories, f.category_ids))) throw badInput('category_ids', FIELD_REASONS.noSuchCategory);
}

async function codeTaken(db: DbOrTx, code: string, exceptId?: number) {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return Boolean(row && row.id !== exceptId);
}

export async function createCoupon(db: Db, actorId: number, f: CouponForm) {
  const id = await db.transaction(async (tx) => {
    if (await codeTaken(tx, f.code)) throw refuse(couponMessages.couponCodeTaken);
    await checkLimits(tx, f);
    const [c] = await tx.insert(coupons).values(values(f)).returning();
    await audit(tx, actorId, { action: 'coupon.create', entity: 'coupon', entityId: c!.id, after: c });
    return c!.id;
  });
  return couponById(db, id);
}

export async function updateCoupon(db: Db, actorId: number, f: CouponForm & { coupon_id: number }) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, f.coupon_id)).for('update');
    if (!before) throw notFound(couponMessages.couponNotFound);
    if (await codeTaken(tx, f.code, before.id)) throw refuse(couponMessages.couponCodeTaken);
    await checkLimits(tx, f);
    const [after] = await tx.update(coupons).set(values(f)).where(eq(coupons.id, before.id)).returning();
    await audit(tx, actorId, { action: 'coupon.update', entity: 'coupon', entityId: before.id, before, after });
  });
  return couponById(db, f.coupon_id);
}

export async function setCouponActive(db: Db, actorId: number, couponId: number, active: boolean) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
    if (!before) throw notFound(couponMessages.couponNotFound);
    await tx.update(coupons).set({ active }).where(eq(coupons.id, couponId));
    await audit(tx, actorId, {
      action: active ? 'coupon.enable' : 'coupon.disable',
      entity: 'coupon',
      entityId: couponId,
      before: { active: before.active },
      after: { active },
    });
  });
  return couponById(db, couponId);
}
