// Pickup from a branch. Each branch holds units of products (branch_stock); the online stock
// (products.stock) counts them with the web warehouse's (schema.ts, branchStock). A shopper may pick the cart up
// at a branch that offers pickup and holds every line now: no delivery fee, no cash-on-delivery fee, the units
// taken from that branch, and a code to show at the counter. The console marks the order ready for pickup (its
// 'ship') and collected (its 'deliver', with the code); to the original apps it is an order like the others.
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  asciiDigits,
  FIELD_REASONS,
  toAed,
  type AdminBranchStock,
  type CallData,
  type Lang,
  type pickupBranchesCall,
} from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { lockProducts } from '../../db/locks';
import { transaction } from '../../db/transaction';
import type { orders } from '../../db/schema';
import { branches, branchStock, products, stockAdjustments } from '../../db/schema';
import { badInput, conflict, notFound, refuse } from '../../http/errors';
import { format, localized } from '../../http/i18n';
import { adminMessages } from '../admin/shared/messages';
import { audit } from '../admin/shared/audit';
import { priceCart, vatContained } from '../cart/pricing';
import { changeStock } from '../restock/service';
import { pickupMessages as m } from './messages';

export type Branch = typeof branches.$inferSelect;

/** A line of an order as far as stock goes. */
interface StockLine {
  productId: number;
  quantity: number;
  nameEn: string;
  nameAr: string;
}

/** The code a pickup order's customer shows at the counter: six digits, not guessable from the order. */
export const newPickupCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The branch a pickup order names, or a refusal naming pickup_branch_id when it does not offer pickup. */
export async function pickupBranch(db: DbOrTx, branchId: number): Promise<Branch> {
  const [branch] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.pickup, true)));
  if (!branch) throw badInput('pickup_branch_id', FIELD_REASONS.noPickupHere);
  return branch;
}

/** Units each branch holds of these products: branch id → product id → units. */
async function unitsAtBranches(db: DbOrTx, productIds: readonly number[]) {
  const rows =
    productIds.length === 0
      ? []
      : await db
          .select()
          .from(branchStock)
          .where(inArray(branchStock.productId, [...productIds]));
  const units = new Map<number, Map<number, number>>();
  for (const r of rows) units.set(r.branchId, (units.get(r.branchId) ?? new Map()).set(r.productId, r.quantity));
  return units;
}

const holdsAll = (units: Map<number, number> | undefined, lines: readonly StockLine[]) =>
  lines.every((l) => (units?.get(l.productId) ?? 0) >= l.quantity);

/** pickup_branches.php: the branches offering pickup that hold the whole cart now, and its total picked up. */
export async function pickupBranches(db: DbOrTx, userId: number, lang: Lang): Promise<CallData<typeof pickupBranchesCall>> {
  // No address: no delivery fee (pricing.ts), the total an order picked up pays.
  const priced = await priceCart(db, userId, { deliverTo: null });
  const offering = await db.select().from(branches).where(eq(branches.pickup, true)).orderBy(asc(branches.sort), asc(branches.id));
  const units = await unitsAtBranches(
    db,
    priced.lines.map((l) => l.productId),
  );
  const ar = lang === 'ar';
  return {
    branches:
      priced.lines.length === 0
        ? []
        : offering
            .filter((b) => holdsAll(units.get(b.id), priced.lines))
            .map((b) => ({
              id: b.id,
              name: ar ? b.nameAr : b.nameEn,
              city: ar ? b.cityAr : b.cityEn,
              address: ar ? b.addressAr : b.addressEn,
              hours: ar ? b.hoursAr : b.hoursEn,
            })),
    total_price: toAed(priced.total),
    vat: toAed(vatContained(priced.total)),
  };
}

/**
 * Takes a pickup order's units off its branch and off the online stock, or refuses it (a conflict naming the
 * product, the branch and what is left there). The products are locked first, in ascending id (db/locks.ts),
 * then their branch rows, as the stock trigger and releasing an order lock them.
 */
export async function takePickupStock(tx: Tx, branch: Branch, lines: readonly StockLine[]) {
  await lockProducts(
    tx,
    lines.map((l) => l.productId),
  );
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const taken = await tx
      .update(branchStock)
      .set({ quantity: sql`${branchStock.quantity} - ${line.quantity}` })
      .where(
        and(
          eq(branchStock.branchId, branch.id),
          eq(branchStock.productId, line.productId),
          sql`${branchStock.quantity} >= ${line.quantity}`,
        ),
      )
      .returning({ quantity: branchStock.quantity });
    if (taken.length === 0) throw await shortAtBranch(tx, branch, line);
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}`, soldCount: sql`${products.soldCount} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

async function shortAtBranch(tx: Tx, branch: Branch, line: StockLine) {
  const [left] = await tx
    .select({ quantity: branchStock.quantity })
    .from(branchStock)
    .where(and(eq(branchStock.branchId, branch.id), eq(branchStock.productId, line.productId)));
  const stock = left?.quantity ?? 0;
  const msg = stock > 0 ? m.branchShort : m.branchOut;
  return conflict({
    en: format(msg.en, { name: line.nameEn, branch: branch.nameEn, stock }),
    ar: format(msg.ar, { name: line.nameAr, branch: branch.nameAr, stock }),
  });
}

/**
 * Puts a released pickup order's units back at its branch (the online stock got them back already, its
 * products locked). An order whose branch was deleted since has none (pickup_branch_id is set null): its units
 * count as the warehouse's.
 */
export async function givePickupStockBack(tx: Tx, branchId: number, items: readonly { productId: number; quantity: number }[]) {
  for (const item of [...items].sort((a, b) => a.productId - b.productId)) {
    await tx
      .insert(branchStock)
      .values({ branchId, productId: item.productId, quantity: item.quantity })
      .onConflictDoUpdate({
        target: [branchStock.branchId, branchStock.productId],
        set: { quantity: sql`${branchStock.quantity} + ${item.quantity}` },
      });
  }
}

/**
 * A pickup order's branch and code, in the caller's language (the branch as it is now; the name and English
 * address copied onto the order when it was deleted since); null for a delivered order.
 */
export async function pickupOf(
  db: DbOrTx,
  order: Pick<typeof orders.$inferSelect, 'pickupCode' | 'pickupBranchId' | 'shipRegionEn' | 'shipRegionAr' | 'shipAddress'>,
  lang: Lang,
) {
  if (order.pickupCode === '') return null;
  const [branch] = order.pickupBranchId === null ? [] : await db.select().from(branches).where(eq(branches.id, order.pickupBranchId));
  const ar = lang === 'ar';
  return {
    branch: branch ? (ar ? branch.nameAr : branch.nameEn) : ar ? order.shipRegionAr : order.shipRegionEn,
    address: branch ? (ar ? branch.addressAr : branch.addressEn) : order.shipAddress,
    code: order.pickupCode,
  };
}

/**
 * What a console move needs of a pickup order: ready for pickup ('ship') with no carrier, collected ('deliver')
 * with the customer's code. A pickup code for a delivered order is refused naming it.
 */
export function checkPickupMove(
  order: { id: number; pickupCode: string },
  move: { action: string; carrier?: string | undefined; pickup_code?: string | undefined },
) {
  if (order.pickupCode === '') {
    if (move.pickup_code !== undefined) throw badInput('pickup_code', FIELD_REASONS.pickupOnly);
    return;
  }
  if (move.action === 'ship' && move.carrier !== undefined) throw refuse(m.noCarrier, { id: order.id });
  if (move.action !== 'deliver') return;
  if (move.pickup_code === undefined) throw refuse(m.codeNeeded, { id: order.id });
  if (asciiDigits(move.pickup_code) !== order.pickupCode) throw badInput('pickup_code', FIELD_REASONS.pickupCodeMismatch);
}

// ---------- the console: a product's stock by place ----------

/** A product's online stock by place: the warehouse's units and each branch's. */
export async function branchStockOf(db: DbOrTx, productId: number, lang: Lang): Promise<AdminBranchStock> {
  const [product] = await db.select({ id: products.id, stock: products.stock }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(adminMessages.productNotFound);
  const rows = await db
    .select({ branch: branches, quantity: sql<number>`coalesce(${branchStock.quantity}, 0)::int` })
    .from(branches)
    .leftJoin(branchStock, and(eq(branchStock.branchId, branches.id), eq(branchStock.productId, productId)))
    .orderBy(asc(branches.sort), asc(branches.id));
  const atBranches = rows.reduce((sum, r) => sum + r.quantity, 0);
  return {
    product_id: product.id,
    stock: product.stock,
    warehouse: product.stock - atBranches,
    branches: rows.map((r) => ({
      branch_id: r.branch.id,
      name: localized(r.branch, 'name', lang),
      pickup: r.branch.pickup,
      quantity: r.quantity,
    })),
  };
}

/**
 * Sets a branch's units of a product (a count at the branch): the online stock moves by the difference (through
 * changeStock, so shoppers waiting for it back are told), the warehouse keeps its units. Recorded as a stock
 * adjustment and audited.
 */
export async function saveBranchStock(
  db: Db,
  actorId: number,
  input: { product_id: number; branch_id: number; quantity: number },
  lang: Lang,
): Promise<AdminBranchStock> {
  await transaction(db, async (tx) => {
    const [product] = await lockProducts(tx, [input.product_id]);
    if (!product) throw notFound(adminMessages.productNotFound);
    const [branch] = await tx.select().from(branches).where(eq(branches.id, input.branch_id));
    if (!branch) throw notFound(m.branchNotFound);
    const [held] = await tx
      .select({ quantity: branchStock.quantity })
      .from(branchStock)
      .where(and(eq(branchStock.branchId, branch.id), eq(branchStock.productId, product.id)))
      .for('update');
    const before = held?.quantity ?? 0;
    const delta = input.quantity - before;
    if (delta === 0) return;
    // The branch first: lowering the online stock after it leaves nothing for the stock trigger to take.
    await tx
      .insert(branchStock)
      .values({ branchId: branch.id, productId: product.id, quantity: input.quantity })
      .onConflictDoUpdate({ target: [branchStock.branchId, branchStock.productId], set: { quantity: input.quantity } });
    await changeStock(tx, product.id, delta, { updatedAt: new Date() });
    const reason = format(m.branchStockReason.en, { branch: branch.nameEn, before, after: input.quantity });
    await tx.insert(stockAdjustments).values({ productId: product.id, delta, reason, actorUserId: actorId });
    await audit(tx, actorId, {
      action: 'stock.branch',
      entity: 'product',
      entityId: product.id,
      before: { branch_id: branch.id, quantity: before, stock: product.stock },
      after: { branch_id: branch.id, quantity: input.quantity, stock: product.stock + delta },
    });
  });
  return branchStockOf(db, input.product_id, lang);
}
