// A product's stock batches (contract admin/batches.ts): recorded, edited and removed by the owner, each change in
// the audit log under its product; the list of batches with units expiring soon or already expired. Days are the
// shop's (Asia/Dubai): a batch is good through its expiry day.
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { addDays, EXPIRING_WITHIN_DAYS, FIELD_REASONS, mediaUrl, shopDate, type AdminBatch, type AdminExpiringBatch } from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { constraintOf, transaction } from '../../../db/transaction';
import { productBatches, products } from '../../../db/schema';
import { badInput, notFound } from '../../../http/errors';
import { audit } from '../shared/audit';
import { batchMessages } from './messages';

type Batch = typeof productBatches.$inferSelect;

const toBatch = (b: Batch, today: string): AdminBatch => ({
  id: b.id,
  product_id: b.productId,
  code: b.code,
  produced_on: b.producedOn,
  expires_on: b.expiresOn,
  quantity: b.quantity,
  expired: b.expiresOn < today,
});

/** What the audit log keeps of a batch. */
const audited = (b: Batch) => ({ code: b.code, producedOn: b.producedOn, expiresOn: b.expiresOn, quantity: b.quantity });

/** The product (locked, so its batches change one request at a time), or a refusal naming product_id. */
async function lockProduct(tx: Tx, productId: number) {
  const [p] = await tx.select({ id: products.id, stock: products.stock }).from(products).where(eq(products.id, productId)).for('update');
  if (!p) throw badInput('product_id', FIELD_REASONS.noSuchProduct);
  return p;
}

export async function listBatches(db: Db, productId: number) {
  return transaction(db, async (tx) => {
    const [p] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    if (!p) throw badInput('product_id', FIELD_REASONS.noSuchProduct);
    const rows = await tx
      .select()
      .from(productBatches)
      .where(eq(productBatches.productId, productId))
      .orderBy(asc(productBatches.expiresOn), asc(productBatches.id));
    const today = shopDate();
    return { stock: p.stock, batches: rows.map((b) => toBatch(b, today)) };
  });
}

export interface BatchForm {
  batch_id?: number | undefined;
  product_id: number;
  code: string;
  produced_on?: string | undefined;
  expires_on: string;
  quantity: number;
}

/** Adds or edits a batch; a code the product already has on another batch is refused on `code`. */
export async function saveBatch(db: Db, actorId: number, f: BatchForm): Promise<AdminBatch> {
  const values = { code: f.code, producedOn: f.produced_on ?? null, expiresOn: f.expires_on, quantity: f.quantity };
  const saved = await transaction(db, async (tx) => {
    await lockProduct(tx, f.product_id);
    if (f.batch_id) {
      const [before] = await tx
        .select()
        .from(productBatches)
        .where(and(eq(productBatches.id, f.batch_id), eq(productBatches.productId, f.product_id)));
      if (!before) throw notFound(batchMessages.batchNotFound);
      const [after] = await tx
        .update(productBatches)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(productBatches.id, before.id))
        .returning();
      await audit(tx, actorId, {
        action: 'batch.update',
        entity: 'product',
        entityId: f.product_id,
        before: audited(before),
        after: audited(after!),
      });
      return after!;
    }
    const [made] = await tx
      .insert(productBatches)
      .values({ ...values, productId: f.product_id })
      .returning();
    await audit(tx, actorId, { action: 'batch.create', entity: 'product', entityId: f.product_id, after: audited(made!) });
    return made!;
  }).catch((error: unknown) => {
    throw constraintOf(error) === 'product_batches_code_uq' ? badInput('code', FIELD_REASONS.batchCodeTaken) : error;
  });
  return toBatch(saved, shopDate());
}

export async function deleteBatch(db: Db, actorId: number, batchId: number) {
  return transaction(db, async (tx) => {
    const [b] = await tx.delete(productBatches).where(eq(productBatches.id, batchId)).returning();
    if (!b) throw notFound(batchMessages.batchNotFound);
    await audit(tx, actorId, { action: 'batch.delete', entity: 'product', entityId: b.productId, before: audited(b) });
    return { batch_id: batchId };
  });
}

/** The shop day `days` calendar days after `day` (both YYYY-MM-DD). */

/** Batches still holding units that expire within EXPIRING_WITHIN_DAYS shop days or have expired, soonest first. */
export async function expiringBatches(db: DbOrTx): Promise<AdminExpiringBatch[]> {
  const today = shopDate();
  const rows = await db
    .select({ b: productBatches, nameEn: products.nameEn, nameAr: products.nameAr, mainImage: products.mainImage })
    .from(productBatches)
    .innerJoin(products, eq(products.id, productBatches.productId))
    .where(and(gt(productBatches.quantity, 0), lte(productBatches.expiresOn, addDays(today, EXPIRING_WITHIN_DAYS))))
    .orderBy(asc(productBatches.expiresOn), asc(productBatches.id));
  return rows.map(({ b, nameEn, nameAr, mainImage }) => ({
    ...toBatch(b, today),
    name_en: nameEn,
    name_ar: nameAr,
    main_image: mainImage ? mediaUrl(mainImage) : '',
  }));
}
