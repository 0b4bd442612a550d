// Admin: a product's stock batches: lot code, production and expiry days, units. Batches are the
// labelling and expiry record of the stock on hand: the product's stock stays the count the shop sells from, and
// the console warns when the batches' units do not add up to it. Checkout refuses a product every batch of which
// still holding units is past its expiry (a product without batches is never refused).
import { z } from 'zod';
import { defineCall, noFields } from '../call';
import { idField, int, text } from '../fields';
import { reason } from '../reasons';
import { dayField, optDay, optInt } from './common';

/** The expiring list shows batches with units whose expiry is this many days ahead or nearer (or already past). */
export const EXPIRING_WITHIN_DAYS = 60;
/** The most units one batch records (the stock calls' limit). */
export const BATCH_MAX_UNITS = 1_000_000;

export const adminBatch = z.object({
  id: z.number(),
  product_id: z.number(),
  code: z.string(),
  /** Shop days, YYYY-MM-DD; produced_on null when not recorded. */
  produced_on: z.string().nullable(),
  expires_on: z.string(),
  quantity: z.number(),
  /** Past its expiry day in Dubai (a batch is good through its expiry day). */
  expired: z.boolean(),
});
export type AdminBatch = z.infer<typeof adminBatch>;

/** A product's batches, soonest expiry first, with its stock to compare their units with. */
export const adminBatchesListCall = defineCall({
  path: '/admin/batches/list.php',
  access: 'admin',
  request: z.object({ product_id: idField() }),
  data: z.object({ stock: z.number(), batches: z.array(adminBatch) }),
});

/**
 * Adds a batch to the product, or edits batch_id (which must be the product's). The code is unique within the
 * product; an expiry before the production day is refused on expires_on. Writes the audit log.
 */
export const adminBatchSaveCall = defineCall({
  path: '/admin/batches/save.php',
  access: 'admin',
  request: z
    .object({
      batch_id: optInt(1),
      product_id: idField(),
      code: text(60),
      produced_on: optDay(),
      expires_on: dayField(),
      quantity: int(0, BATCH_MAX_UNITS),
    })
    .refine((v) => !v.produced_on || v.produced_on <= v.expires_on, { message: reason('notBeforeProduction'), path: ['expires_on'] }),
  data: adminBatch,
});

export const adminBatchDeleteCall = defineCall({
  path: '/admin/batches/delete.php',
  access: 'admin',
  request: z.object({ batch_id: idField() }),
  data: z.object({ batch_id: z.number() }),
});

export const adminExpiringBatch = adminBatch.extend({
  name_en: z.string(),
  name_ar: z.string(),
  /** '' without a photo. */
  main_image: z.string(),
});
export type AdminExpiringBatch = z.infer<typeof adminExpiringBatch>;

/** Batches with units expiring within EXPIRING_WITHIN_DAYS shop days, or already expired, soonest first. */
export const adminBatchesExpiringCall = defineCall({
  path: '/admin/batches/expiring.php',
  access: 'admin',
  request: noFields,
  data: z.array(adminExpiringBatch),
});
