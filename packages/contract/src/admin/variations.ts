// Admin: the variations that link a family of products (docs/product.md §3 Variation: at most two per family,
// each option leading to one product of the family).
import { z } from 'zod';
import { defineCall } from '../call';
import { flag, idField, int, optional, optText, skuField, text } from '../fields';
import { aedField, jsonListField, nameFields, offsetField, optInt, page } from './common';
import { saleIssue, salePriceCheck } from './products';
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

/** A product of a family as the variant grid edits it, with its value in each variation. */
export const adminFamilyProduct = z.object({
  id: z.number(),
  name_en: z.string(),
  name_ar: z.string(),
  image: z.string(),
  visible: z.boolean(),
  /** '' when not set. */
  sku: z.string(),
  list_price: z.number(),
  sale_price: z.number(),
  stock: z.number(),
  /** One per variation, in the variations' order; '' where the product has no value for it. */
  values: z.array(z.object({ variation_id: z.number(), value_en: z.string(), value_ar: z.string() })),
});
export type AdminFamilyProduct = z.infer<typeof adminFamilyProduct>;

/**
 * A family: its main product (the variations' owner), its variations with their options, and its products (the
 * main one first, then each option's in the options' order) for the variant grid.
 */
export const adminFamily = z.object({
  main_product_id: z.number(),
  main_name_en: z.string(),
  main_name_ar: z.string(),
  main_image: z.string(),
  variations: z.array(adminVariation),
  products: z.array(adminFamilyProduct),
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

/** The most rows a variant grid saves at once. */
export const VARIANT_GRID_MAX = 100;

/** A row of the variant grid: one product of the family. */
export const variantGridRow = z
  .object({
    product_id: idField(),
    sku: optional(skuField()),
    list_price: aedField(),
    sale_price: aedField(),
    /** The stock the grid showed: a row whose stock has changed since (a sale) is refused, never counted over. */
    stock_was: int(0, 1_000_000),
    stock: int(0, 1_000_000),
    visible: flag(),
  })
  .refine(salePriceCheck, saleIssue);

/**
 * Saves the variant grid of main_product_id's family, all rows or none: each product's SKU, prices, stock (the
 * difference recorded as a stock adjustment) and visibility. Each product stays the product id the apps address.
 * `variants` is the rows as JSON text.
 */
export const adminVariantGridSaveCall = defineCall({
  path: '/admin/variations/grid_save.php',
  access: 'admin',
  request: z.object({ main_product_id: idField(), variants: jsonListField(variantGridRow, 1, VARIANT_GRID_MAX) }),
  data: adminFamily,
});
