// Admin: the variations that link a family of products (docs/product.md §3 Variation: at most two per family,
// each option leading to one product of the family).
import { z } from 'zod';
import { defineCall } from '../call';
import { idField, optText, text } from '../fields';
import { nameFields, offsetField, optInt, page } from './common';
import { reason } from '../reasons';

export const adminVariationOption = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name_en: z.string(),
  product_name_ar: z.string(),
  product_image: z.string(),
  /** Hidden products' options are not offered in the shop. */
  product_visible: z.boolean(),
  value_en: z.string(),
  value_ar: z.string(),
  sort: z.number(),
});

export const adminVariation = z.object({
  id: z.number(),
  name_en: z.string(),
  name_ar: z.string(),
  /** 1: the first selector of the product page, 2: the second. */
  position: z.number(),
  options: z.array(adminVariationOption),
});
export type AdminVariation = z.infer<typeof adminVariation>;

/** A family: its main product (the variations' owner) and its variations with their options. */
export const adminFamily = z.object({
  main_product_id: z.number(),
  main_name_en: z.string(),
  main_name_ar: z.string(),
  main_image: z.string(),
  variations: z.array(adminVariation),
});
export type AdminFamily = z.infer<typeof adminFamily>;

export const adminFamilyRow = z.object({
  main_product_id: z.number(),
  name_en: z.string(),
  name_ar: z.string(),
  main_image: z.string(),
  variations: z.array(z.object({ id: z.number(), name_en: z.string(), name_ar: z.string() })),
  /** Products the family's options lead to. */
  product_count: z.number(),
});
export type AdminFamilyRow = z.infer<typeof adminFamilyRow>;

/** The families (main products with variations), newest first; keyword matches the main product's names or id. */
export const adminFamiliesListCall = defineCall({
  path: '/admin/variations/list.php',
  access: 'admin',
  request: z.object({ keyword: optText(200), offset: offsetField() }),
  data: page(adminFamilyRow),
});

/** The family the product heads or belongs to; a product in none heads an empty family of its own. */
export const adminFamilyGetCall = defineCall({
  path: '/admin/variations/family.php',
  access: 'admin',
  request: z.object({ product_id: idField() }),
  data: adminFamily,
});

/** Renames a variation, or (without variation_id) adds one to main_product_id's family (two at most). */
export const adminVariationSaveCall = defineCall({
  path: '/admin/variations/save.php',
  access: 'admin',
  request: z
    .object({ variation_id: optInt(1), main_product_id: optInt(1), ...nameFields })
    .refine((v) => v.variation_id !== undefined || v.main_product_id !== undefined, {
      message: reason('required'),
      path: ['main_product_id'],
    }),
  data: adminFamily,
});

/** Deletes a variation and its options; a remaining second variation becomes the first. */
export const adminVariationDeleteCall = defineCall({
  path: '/admin/variations/delete.php',
  access: 'admin',
  request: z.object({ variation_id: idField() }),
  data: adminFamily,
});

/**
 * Edits an option, or (without option_id) adds one to variation_id: the product it leads to (in no other
 * family, one value per variation) and its value in both languages.
 */
export const adminVariationOptionSaveCall = defineCall({
  path: '/admin/variations/option_save.php',
  access: 'admin',
  request: z
    .object({ option_id: optInt(1), variation_id: optInt(1), product_id: idField(), value_en: text(100), value_ar: text(100) })
    .refine((v) => v.option_id !== undefined || v.variation_id !== undefined, { message: reason('required'), path: ['variation_id'] }),
  data: adminFamily,
});

export const adminVariationOptionDeleteCall = defineCall({
  path: '/admin/variations/option_delete.php',
  access: 'admin',
  request: z.object({ option_id: idField() }),
  data: adminFamily,
});
