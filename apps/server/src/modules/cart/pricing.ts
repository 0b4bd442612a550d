// The one pricing of a cart, used by every cart answer and by checkout (docs/rules.md Prices and totals).
// All amounts are integer fils; shelf prices include the 5% UAE VAT.
//
//   price           = Σ quantity × list price              (the goods at list price)
//   discount        = Σ quantity × (list price − sale price) (shelf savings)
//   goods           = price − discount                      (the goods at sale price)
//   couponGoods     = Σ quantity × sale price of the lines the coupon applies to: every line, or, for a coupon
//                     limited to products and categories, the lines of those products or of a product whose
//                     category or sub-category is one of them
//   couponDiscount  = percent: round(couponGoods × percent / 100); fixed: its value, never more than couponGoods;
//                     free delivery: 0
//   shipping        = the delivery fee of the address's region (0 without an address or without goods, 0 with a
//                     free-delivery coupon that holds, and 0 once goods − couponDiscount reach freeDelivery.from,
//                     a store setting; 0 there: never free)
//   total           = goods − couponDiscount + shipping
//   vat             = round(total × 5 / 105)                 (the VAT contained in the total)
//   cod.fee         = the cash-on-delivery fee (store setting, VAT included), added to the total of an order
//                     paid in cash; cash is offered only while total ≤ cod.max (0: no maximum)
// The cart answer (toCartAnswer) sends discount + couponDiscount as `discount` and couponDiscount as
// `coupon_discount`.
//
// The coupon on the cart is checked again each time (dates, limits, a line it applies to, minimum order on
// `couponGoods`); when it does not hold it gives no discount (nor free delivery) and `couponProblem` says why.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { shopDate, toAed, VAT_PERCENT } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { statement } from '../../db/statements';
import {
  addresses,
  cartItems,
  carts,
  couponUses,
  coupons,
  emirates,
  productBatches,
  products,
  regions,
  storeSettings,
} from '../../db/schema';
import type { Msg } from '../../http/i18n';
import { cartMessages as m } from './messages';

export type Coupon = typeof coupons.$inferSelect;
export interface Problem {
  msg: Msg;
  params?: Record<string, string | number>;
}

export interface PricedLine {
  cartItemId: number;
  productId: number;
  categoryId: number | null;
  subCategoryId: number | null;
  quantity: number;
  nameEn: string;
  nameAr: string;
  shortDescEn: string;
  shortDescAr: string;
  mainImage: string | null;
  listPrice: number;
  salePrice: number;
  stock: number;
  /** Every batch of it still holding units is past its expiry day (false without such batches): checkout refuses it. */
  expired: boolean;
}

export interface DeliveryAddress {
  id: number;
  name: string;
  phone: string;
  address: string;
  latitude: number;
  longitude: number;
  emirateEn: string;
  emirateAr: string;
  regionEn: string;
  regionAr: string;
  deliveryFee: number;
}

/** Cash-on-delivery rules (store settings, fils): the fee, the largest order total cash may pay (0: any). */
export interface CodRules {
  fee: number;
  max: number;
}

/** How cash on delivery applies to a priced cart: its rules and whether its total allows cash. */
export interface CodTerms extends CodRules {
  allowed: boolean;
}

export const COD_SETTING_KEYS = { fee: 'cod_fee', max: 'cod_max' } as const;
/** store_settings key of the free-delivery threshold (fils of goods after the coupon; 0: delivery is never free). */
export const FREE_DELIVERY_SETTING_KEY = 'free_delivery_from';

/** Free delivery on a priced cart: from what amount of goods (0: never), and how much more it takes (0: reached or never). */
export interface FreeDelivery {
  from: number;
  left: number;
}

/** A setting of fils from the settings' values (a missing or unusable value is 0). */
function filsOf(values: Record<string, unknown>, key: string): number {
  const value = Number(values[key]);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The rules from the settings' values (0 when unset: no fee, no maximum). */
function codFrom(values: Record<string, unknown>): CodRules {
  return { fee: filsOf(values, COD_SETTING_KEYS.fee), max: filsOf(values, COD_SETTING_KEYS.max) };
}

/** The free-delivery threshold, fils (0: delivery is never free). */
export async function freeDeliveryFrom(db: DbOrTx): Promise<number> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.key, FREE_DELIVERY_SETTING_KEY));
  return filsOf({ [FREE_DELIVERY_SETTING_KEY]: row?.value }, FREE_DELIVERY_SETTING_KEY);
}

export async function codRules(db: DbOrTx): Promise<CodRules> {
  const rows = await statement(db, 'cod_rules', () =>
    db
      .select()
      .from(storeSettings)
      .where(inArray(storeSettings.key, Object.values(COD_SETTING_KEYS))),
  ).execute();
  return codFrom(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

export interface PricedCart {
  lines: PricedLine[];
  itemsCount: number;
  price: number;
  discount: number;
  goods: number;
  coupon: Coupon | null;
  couponProblem: Problem | null;
  couponDiscount: number;
  shipping: number;
  total: number;
  vat: number;
  address: DeliveryAddress | null;
  cod: CodTerms;
  freeDelivery: FreeDelivery;
  /** The cheapest and dearest region's fee (fils): what delivery costs before an address is known. */
  feeRange: { min: number; max: number };
}

/** The VAT contained in a VAT-inclusive amount, to the nearest fils. */
export const vatContained = (fils: number): number => Math.round((fils * VAT_PERCENT) / (100 + VAT_PERCENT));

/** What a coupon takes off the goods it applies to (couponGoods); a free-delivery coupon takes nothing off them. */
export function couponDiscountOn(coupon: Pick<Coupon, 'kind' | 'value'>, goods: number): number {
  if (coupon.kind === 'free_delivery') return 0;
  const off = coupon.kind === 'percent' ? Math.round((goods * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(off, goods));
}

type CouponLimits = Pick<Coupon, 'productIds' | 'categoryIds'>;
type LineOfProduct = Pick<PricedLine, 'productId' | 'categoryId' | 'subCategoryId'>;

/** Whether a coupon applies to a line: every line when it is not limited, else a line of its products or categories. */
export function couponAppliesTo(coupon: CouponLimits, line: LineOfProduct): boolean {
  if (coupon.productIds.length === 0 && coupon.categoryIds.length === 0) return true;
  return (
    coupon.productIds.includes(line.productId) ||
    (line.categoryId !== null && coupon.categoryIds.includes(line.categoryId)) ||
    (line.subCategoryId !== null && coupon.categoryIds.includes(line.subCategoryId))
  );
}

/** The goods (at sale price, fils) of the lines a coupon applies to; null when it applies to none of them. */
export function couponGoods(
  coupon: CouponLimits,
  lines: Pick<PricedLine, keyof LineOfProduct | 'quantity' | 'salePrice'>[],
): number | null {
  const eligible = lines.filter((l) => couponAppliesTo(coupon, l));
  return eligible.length === 0 ? null : eligible.reduce((sum, l) => sum + l.quantity * l.salePrice, 0);
}

/** Why a coupon cannot be used on these lines now, or null when it can. */
export async function couponProblem(db: DbOrTx, coupon: Coupon, userId: number, lines: PricedLine[], now: Date): Promise<Problem | null> {
  if (!coupon.active) return { msg: m.couponInactive };
  if (coupon.startsAt && coupon.startsAt > now)
    return { msg: m.couponNotStarted, params: { date: coupon.startsAt.toISOString().slice(0, 10) } };
  if (coupon.endsAt && coupon.endsAt <= now) return { msg: m.couponExpired };
  if (coupon.maxUses !== null || coupon.maxUsesPerCustomer !== null) {
    const [uses] = await db
      .select({ all: count(), mine: sql<number>`count(*) filter (where ${couponUses.userId} = ${userId})`.mapWith(Number) })
      .from(couponUses)
      .where(eq(couponUses.couponId, coupon.id));
    if (coupon.maxUses !== null && (uses?.all ?? 0) >= coupon.maxUses) return { msg: m.couponUsedUp };
    if (coupon.maxUsesPerCustomer !== null && (uses?.mine ?? 0) >= coupon.maxUsesPerCustomer) return { msg: m.couponCustomerLimit };
  }
  const goods = couponGoods(coupon, lines);
  if (goods === null) return { msg: m.couponNoEligibleLine };
  if (goods < coupon.minOrder) return { msg: m.couponMinOrder, params: { min: toAed(coupon.minOrder).toFixed(2) } };
  return null;
}

/** What a delivery address is read with: the address, its emirate and region by name, the region's fee. */
const deliveryAddressColumns = {
  id: addresses.id,
  name: addresses.name,
  phone: addresses.phone,
  address: addresses.address,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
  emirateEn: emirates.nameEn,
  emirateAr: emirates.nameAr,
  regionEn: regions.nameEn,
  regionAr: regions.nameAr,
  deliveryFee: regions.deliveryFee,
};

export interface PricingOptions {
  /** Deliver to this address of the customer's (checkout); by default the primary address; null: no delivery (a coupon's check). */
  deliverTo?: number | null;
  /** Lock the coupon row, so its use limits hold when several orders use it at once (checkout). */
  lockCoupon?: boolean;
  now?: Date;
}

/** A JSON object of these columns (or expressions) under their names, for a row read inside one statement. */
const jsonOf = (columns: Record<string, AnyPgColumn | SQL>) =>
  sql`json_build_object(${sql.join(
    Object.entries(columns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
    sql`, `,
  )})`;

/**
 * Everything a cart's price depends on, in one statement: its visible lines, its coupon's id, the delivery
 * address (the one with id addressId, or the primary one when that is null) with its region's fee, the cash
 * rules, the free-delivery threshold and the range of the regions' fees. As separate statements they took a pooled connection each and, on PGlite, queued one after another in
 * its single engine; in a checkout, each is also a round trip while the transaction holds its locks.
 */
const cartState = (db: DbOrTx) =>
  statement(db, 'cart_state', () => {
    const userId = sql.placeholder('userId');
    const addressId = sql`${sql.placeholder('addressId')}::int`;
    // The shop's day (shopDate): a batch is good through its expiry day.
    const lastExpiry = db
      .select({ day: sql`max(${productBatches.expiresOn})` })
      .from(productBatches)
      .where(and(eq(productBatches.productId, products.id), sql`${productBatches.quantity} > 0`));
    const expired = sql`coalesce((${lastExpiry}) < ${sql.placeholder('today')}::date, false)`;
    const lines = db
      .select({
        lines: sql`coalesce(json_agg(${jsonOf({
          cartItemId: cartItems.id,
          productId: products.id,
          categoryId: products.categoryId,
          subCategoryId: products.subCategoryId,
          quantity: cartItems.quantity,
          nameEn: products.nameEn,
          nameAr: products.nameAr,
          shortDescEn: products.shortDescEn,
          shortDescAr: products.shortDescAr,
          mainImage: products.mainImage,
          listPrice: products.listPrice,
          salePrice: products.salePrice,
          stock: products.stock,
          expired,
        })} order by ${cartItems.id}), '[]'::json)`,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.userId, userId), eq(products.visible, true)));
    const coupon = db.select({ couponId: carts.couponId }).from(carts).where(eq(carts.userId, userId));
    const address = db
      .select({
        address: jsonOf(deliveryAddressColumns),
      })
      .from(addresses)
      .innerJoin(regions, eq(regions.id, addresses.regionId))
      .innerJoin(emirates, eq(emirates.id, addresses.emirateId))
      .where(
        and(
          eq(addresses.userId, userId),
          sql`case when ${addressId} is null then ${addresses.isPrimary} else ${addresses.id} = ${addressId} end`,
        ),
      )
      .limit(1);
    const settings = db
      .select({ settings: sql`json_object_agg(${storeSettings.key}, ${storeSettings.value})` })
      .from(storeSettings)
      .where(inArray(storeSettings.key, [...Object.values(COD_SETTING_KEYS), FREE_DELIVERY_SETTING_KEY]));
    const feeRange = db
      .select({
        range: sql`json_build_object('min', coalesce(min(${regions.deliveryFee}), 0), 'max', coalesce(max(${regions.deliveryFee}), 0))`,
      })
      .from(regions);
    return db
      .select({
        lines: sql<PricedLine[]>`(${lines})`,
        couponId: sql<number | null>`(${coupon})`,
        address: sql<DeliveryAddress | null>`(${address})`,
        settings: sql<Record<string, unknown> | null>`(${settings})`,
        feeRange: sql<{ min: number; max: number }>`(${feeRange})`,
      })
      .from(sql`(values (1)) as one`);
  });

export async function priceCart(db: DbOrTx, userId: number, opts: PricingOptions = {}): Promise<PricedCart> {
  const now = opts.now ?? new Date();
  const [state] = await cartState(db).execute({ userId, addressId: opts.deliverTo ?? null, today: shopDate(now) });
  const { lines, couponId } = state!;
  const address = opts.deliverTo === null ? null : state!.address;
  const settings = state!.settings ?? {};
  const cod = codFrom(settings);
  const freeFrom = filsOf(settings, FREE_DELIVERY_SETTING_KEY);

  let price = 0;
  let discount = 0;
  let itemsCount = 0;
  for (const l of lines) {
    // A list price below the sale price means no shelf discount, not a negative one.
    const list = Math.max(l.listPrice, l.salePrice);
    price += l.quantity * list;
    discount += l.quantity * (list - l.salePrice);
    itemsCount += l.quantity;
  }
  const goods = price - discount;

  let coupon: Coupon | null = null;
  let problem: Problem | null = null;
  if (couponId) {
    const query = db.select().from(coupons).where(eq(coupons.id, couponId));
    [coupon = null] = opts.lockCoupon ? await query.for('update') : await query;
    if (coupon) problem = await couponProblem(db, coupon, userId, lines, now);
  }
  const holding = problem === null ? coupon : null;
  const couponDiscount = holding ? couponDiscountOn(holding, couponGoods(holding, lines) ?? 0) : 0;
  const couponDelivers = holding?.kind === 'free_delivery';
  // What free delivery is measured on: the goods as paid for, after the coupon.
  const paidGoods = goods - couponDiscount;
  const freeLeft = freeFrom > 0 && lines.length > 0 && !couponDelivers ? Math.max(0, freeFrom - paidGoods) : 0;
  const deliveredFree = couponDelivers || (freeFrom > 0 && freeLeft === 0);
  const shipping = lines.length > 0 && address && !deliveredFree ? address.deliveryFee : 0;
  const total = paidGoods + shipping;

  return {
    lines,
    itemsCount,
    price,
    discount,
    goods,
    coupon,
    couponProblem: problem,
    couponDiscount,
    shipping,
    total,
    vat: vatContained(total),
    address,
    // Like delivery, no fee on an empty cart.
    cod: { fee: lines.length > 0 ? cod.fee : 0, max: cod.max, allowed: cod.max === 0 || total <= cod.max },
    freeDelivery: { from: freeFrom, left: freeLeft },
    feeRange: state!.feeRange,
  };
}
