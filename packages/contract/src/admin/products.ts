// Admin: products (both languages, prices in AED, stock, classification, home flags, photos, visibility).
import { z } from 'zod';
import { fileField } from '../fields';
import { defineCall, noFields } from '../call';
import { countryField, flag, gtinField, idField, int, num, optional, optText, skuField, text } from '../fields';
import { REGISTRATION_AUTHORITIES } from '../catalog';
import { aedField, hasWholeFils, idListField, offsetField, optInt, page } from './common';
import { reason } from '../reasons';
import { toFils } from '../money';

export const adminProductRow = z.object({
  id: z.number(),
  name_en: z.string(),
  name_ar: z.string(),
  main_image: z.string(),
  /** AED. */
  list_price: z.number(),
  sale_price: z.number(),
  stock: z.number(),
  sold_count: z.number(),
  visible: z.boolean(),
  category_id: z.number().nullable(),
  /** '' when not set. */
  sku: z.string(),
  /** Taken out of the catalogue: hidden, and listed only when archived ones are asked for. */
  archived: z.boolean(),
  /** Shoppers waiting to be told that it is back in stock. */
  back_in_stock_waiting: z.number(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;

/** The low-stock line: the console's default, and where the owner's low-stock alert fires (migration 0039's trigger, same number). */
export const LOW_STOCK_DEFAULT = 5;

/** How much is left: any, low (1 to LOW_STOCK_DEFAULT units, where the owner's alert fires) or none. */
export const PRODUCT_STOCK_FILTERS = ['in', 'low', 'out'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

/** The orders of the products list; `name` follows the language of the request. */
export const PRODUCT_SORTS = ['newest', 'name', 'price_low', 'price_high', 'stock_low', 'best_selling'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * Hidden products included, archived ones only when `archived` is 1 (then only they); `keyword` matches names in
 * either language, the SKU or the id. `category_id` matches a category or a sub-category; `on_sale` 1 is a sale
 * price under the list price, 0 none.
 */
export const adminProductsListCall = defineCall({
  path: '/admin/products/list.php',
  access: 'admin',
  request: z.object({
    keyword: optText(200),
    visible: flag().optional(),
    category_id: optInt(1),
    group_id: optInt(1),
    stock: optional(z.enum(PRODUCT_STOCK_FILTERS)),
    on_sale: flag().optional(),
    archived: flag().default(0),
    sort: z.enum(PRODUCT_SORTS).default('newest'),
    offset: offsetField(),
  }),
  data: page(adminProductRow),
});

/** What a bulk edit changes on every product chosen. */
export const PRODUCT_BULK_CHANGES = ['price_percent', 'price_amount', 'show', 'hide', 'category', 'archive', 'restore'] as const;
export type ProductBulkChange = (typeof PRODUCT_BULK_CHANGES)[number];
/** The most products one bulk edit changes (a list's pages, selected together). */
export const PRODUCT_BULK_MAX = 200;

/**
 * A price after a bulk price change, in fils: `percent` up or down (rounded to the fils), or `amount` AED up or
 * down. The list price and the sale price change alike, so a product on sale stays on sale by the same share
 * and one not on sale stays off sale. The console's preview and the server use this one rule.
 */
export const bulkChangedPrice = (fils: number, change: { percent: number } | { amount: number }) =>
  'percent' in change ? Math.round((fils * (100 + change.percent)) / 100) : fils + toFils(change.amount);

/**
 * Changes many products at once, all or none: prices by a percent or an amount (no price may go below zero),
 * shown or hidden, moved to a category (a sub-category's parent becomes the category; the category's group
 * becomes the group), archived (hidden and off the list, kept for the orders that name it) or restored (still
 * hidden). An archived product is not shown until restored. Each product's change is audited.
 */
export const adminProductsBulkEditCall = defineCall({
  path: '/admin/products/bulk_edit.php',
  access: 'admin',
  request: z
    .object({
      product_ids: idListField(1, PRODUCT_BULK_MAX),
      change: z.enum(PRODUCT_BULK_CHANGES),
      /** price_percent: -99 to 1000, two decimals at most. */
      percent: optional(num(-99, 1000).refine(hasWholeFils, reason('twoDecimals'))),
      /** price_amount: AED, signed. */
      amount: optional(num(-1_000_000, 1_000_000).refine(hasWholeFils, reason('twoDecimals'))),
      category_id: optInt(1),
    })
    .superRefine((v, ctx) => {
      const needs = { price_percent: 'percent', price_amount: 'amount', category: 'category_id' } as const;
      for (const [change, field] of Object.entries(needs)) {
        const given = v[field] !== undefined && v[field] !== 0;
        if (v.change === change && !given)
          ctx.addIssue({ code: 'custom', path: [field], message: reason(v[field] === 0 ? 'notZero' : 'required') });
        if (v.change !== change && v[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: reason('invalid') });
      }
    }),
  data: z.object({ changed: z.number(), rows: z.array(adminProductRow) }),
});

export const adminPhoto = z.object({ id: z.number(), url: z.string(), sort: z.number(), is_main: z.boolean() });

export const adminProductDetail = z.object({
  id: z.number(),
  name_en: z.string(),
  name_ar: z.string(),
  short_desc_en: z.string(),
  short_desc_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  list_price: z.number(),
  sale_price: z.number(),
  stock: z.number(),
  sold_count: z.number(),
  group_id: z.number().nullable(),
  category_id: z.number().nullable(),
  sub_category_id: z.number().nullable(),
  is_featured: z.boolean(),
  is_selected: z.boolean(),
  is_new: z.boolean(),
  visible: z.boolean(),
  rating: z.number(),
  rating_count: z.number(),
  main_image: z.string(),
  photos: z.array(adminPhoto),
  /** Ordered at least once: it can be hidden or archived but never hard-deleted. */
  ever_ordered: z.boolean(),
  /** Taken out of the catalogue (hidden until restored). */
  archived: z.boolean(),
  /** Regulatory details: '' when not set. */
  registration_number: z.string(),
  registration_authority: z.union([z.enum(REGISTRATION_AUTHORITIES), z.literal('')]),
  country_of_origin: z.string(),
  barcode: z.string(),
  /** The shop's own code, '' when not set. */
  sku: z.string(),
  /** Packed weight in grams, for carriers; null when not set. */
  weight_grams: z.number().nullable(),
  /** What a unit costs the shop, AED before VAT (input VAT is recovered); null when not set. Margins count it. */
  cost_price: z.number().nullable(),
  ingredients_en: z.string(),
  ingredients_ar: z.string(),
  usage_en: z.string(),
  usage_ar: z.string(),
});
export type AdminProductDetail = z.infer<typeof adminProductDetail>;

export const adminProductGetCall = defineCall({
  path: '/admin/products/get.php',
  access: 'admin',
  request: z.object({ product_id: idField() }),
  data: adminProductDetail,
});

/**
 * A new product from an existing one: names marked as a copy, hidden, no stock, no sales, reviews, barcode, SKU or
 * photos (a barcode and an SKU name one item, and each product's photos are its own files). Opened next to be edited.
 */
export const adminProductDuplicateCall = defineCall({
  path: '/admin/products/duplicate.php',
  access: 'admin',
  request: z.object({ product_id: idField() }),
  data: adminProductDetail,
});

/** The fields of a product form; prices in AED, sale price at most the list price. */
export const productFields = z.object({
  name_en: text(200),
  name_ar: text(200),
  short_desc_en: optText(500),
  short_desc_ar: optText(500),
  description_en: optText(10_000),
  description_ar: optText(10_000),
  list_price: aedField(),
  sale_price: aedField(),
  group_id: optInt(1),
  category_id: optInt(1),
  sub_category_id: optInt(1),
  is_featured: flag().default(0),
  is_selected: flag().default(0),
  is_new: flag().default(0),
  visible: flag().default(1),
  // Regulatory details, each optional: a registration is its number and who issued it.
  registration_number: optText(50),
  registration_authority: optional(z.enum(REGISTRATION_AUTHORITIES)),
  country_of_origin: optional(countryField()),
  barcode: optional(gtinField()),
  sku: optional(skuField()),
  weight_grams: optInt(1, 1_000_000),
  cost_price: optional(aedField()),
  ingredients_en: optText(2000),
  ingredients_ar: optText(2000),
  usage_en: optText(2000),
  usage_ar: optText(2000),
});

/** A sale price at most the list price (product forms and the variant grid). */
export const salePriceCheck = <T extends { list_price: number; sale_price: number }>(v: T) => v.sale_price <= v.list_price;
export const saleIssue = { message: reason('notAboveListPrice'), path: ['sale_price'] };
type Registration = { registration_number?: string | undefined; registration_authority?: string | undefined };
/** A registration number is nothing without the authority that issued it, and an authority nothing without a number. */
const registrationChecks = <T extends z.ZodType<Registration>>(schema: T) =>
  schema
    .refine((v) => !v.registration_number || v.registration_authority, { message: reason('required'), path: ['registration_authority'] })
    .refine((v) => !v.registration_authority || v.registration_number, { message: reason('required'), path: ['registration_number'] });

/** Creates a product; `stock` is its opening stock (later changes go through the stock calls). */
export const adminProductCreateCall = defineCall({
  path: '/admin/products/create.php',
  access: 'admin',
  request: registrationChecks(productFields.extend({ stock: int(0, 1_000_000).default(0) }).refine(salePriceCheck, saleIssue)),
  data: adminProductDetail,
});

export const adminProductUpdateCall = defineCall({
  path: '/admin/products/update.php',
  access: 'admin',
  request: registrationChecks(productFields.extend({ product_id: idField() }).refine(salePriceCheck, saleIssue)),
  data: adminProductDetail,
});

/** Hides or shows a product without deleting it. */
export const adminProductVisibilityCall = defineCall({
  path: '/admin/products/set_visible.php',
  access: 'admin',
  request: z.object({ product_id: idField(), visible: flag() }),
  data: adminProductDetail,
});

/** Hard delete, refused for a product that was ever ordered (hide it instead). */
export const adminProductDeleteCall = defineCall({
  path: '/admin/products/delete.php',
  access: 'admin',
  request: z.object({ product_id: idField() }),
  data: z.object({ product_id: z.number() }),
});

/** Multipart: product_id and photo (an image file, re-encoded to WebP). The first photo becomes the main image. */
export const adminPhotoUploadCall = defineCall({
  path: '/admin/products/photos/upload.php',
  access: 'admin',
  request: z.object({ product_id: idField(), photo: fileField() }),
  data: adminProductDetail,
});

/** photo_ids: every photo id of the product, comma-separated, in the new order. */
export const adminPhotoReorderCall = defineCall({
  path: '/admin/products/photos/reorder.php',
  access: 'admin',
  request: z.object({
    product_id: idField(),
    photo_ids: idListField(),
  }),
  data: adminProductDetail,
});

export const adminPhotoDeleteCall = defineCall({
  path: '/admin/products/photos/delete.php',
  access: 'admin',
  request: z.object({ photo_id: idField() }),
  data: adminProductDetail,
});

export const adminPhotoSetMainCall = defineCall({
  path: '/admin/products/photos/set_main.php',
  access: 'admin',
  request: z.object({ photo_id: idField() }),
  data: adminProductDetail,
});

/** Choices for the product form: groups, categories and sub-categories (parent_id set) in both languages. */
export const adminCatalogOptionsCall = defineCall({
  path: '/admin/products/options.php',
  access: 'admin',
  request: noFields,
  data: z.object({
    groups: z.array(z.object({ id: z.number(), name_en: z.string(), name_ar: z.string() })),
    categories: z.array(
      z.object({
        id: z.number(),
        group_id: z.number().nullable(),
        parent_id: z.number().nullable(),
        name_en: z.string(),
        name_ar: z.string(),
      }),
    ),
  }),
});
