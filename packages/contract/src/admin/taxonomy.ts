// Admin: the catalogue's structure (docs/rules.md Catalogue): groups, categories with their icons and
// sub-categories (a category with a parent), and the variations that link a family of products (docs/product.md §3
// Variation: at most two per family, each option leading to one product of the family).
import { z } from 'zod';
import { fileField } from '../fields';
import { defineCall, noFields } from '../call';
import { flag, idField, optText, text } from '../fields';
import { idListField, offsetField, optInt, page } from './common';
import { reason } from '../reasons';

const names = { name_en: text(100), name_ar: text(100) };

// ---------- groups ----------

export const adminGroup = z.object({
  id: z.number(),
  name_en: z.string(),
  name_ar: z.string(),
  sort: z.number(),
  visible: z.boolean(),
  /** Products and top-level categories filed under it: a group in use cannot be deleted. */
  product_count: z.number(),
  category_count: z.number(),
});
export type AdminGroup = z.infer<typeof adminGroup>;

/** In the shop's order. */
export const adminGroupsListCall = defineCall({
  path: '/admin/groups/list.php',
  access: 'admin',
  request: noFields,
  data: z.array(adminGroup),
});

/** Without group_id it adds a group at the end. */
export const adminGroupSaveCall = defineCall({
  path: '/admin/groups/save.php',
  access: 'admin',
  request: z.object({ group_id: optInt(1), ...names, visible: flag().default(1) }),
  data: adminGroup,
});

/** group_ids: every group, in the new order. */
export const adminGroupsReorderCall = defineCall({
  path: '/admin/groups/reorder.php',
  access: 'admin',
  request: z.object({ group_ids: idListField() }),
  data: z.array(adminGroup),
});

/** Refused (409) while a product or a category is filed under the group. */
export const adminGroupDeleteCall = defineCall({
  path: '/admin/groups/delete.php',
  access: 'admin',
  request: z.object({ group_id: idField() }),
  data: z.object({ group_id: z.number() }),
});

// ---------- categories ----------

export const adminCategory = z.object({
  id: z.number(),
  /** A sub-category is in its parent's group. */
  group_id: z.number().nullable(),
  parent_id: z.number().nullable(),
  name_en: z.string(),
  name_ar: z.string(),
  /** The icon (320 px WebP), '' when it has none (the shop shows a placeholder). */
  icon: z.string(),
  sort: z.number(),
  visible: z.boolean(),
  /** Products filed under it as category or sub-category. */
  product_count: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

export const adminCategoryNode = adminCategory.extend({ children: z.array(adminCategory) });
export type AdminCategoryNode = z.infer<typeof adminCategoryNode>;

/** The tree: top-level categories in the shop's order, each with its sub-categories. */
export const adminCategoriesListCall = defineCall({
  path: '/admin/categories/list.php',
  access: 'admin',
  request: noFields,
  data: z.array(adminCategoryNode),
});

/**
 * Multipart. Without category_id it adds a category at the end of its level. parent_id (a top-level
 * category) makes it a sub-category, in its parent's group; icon: an image file, re-encoded to WebP
 * (optional; when editing, a new icon replaces the old one).
 */
export const adminCategorySaveCall = defineCall({
  path: '/admin/categories/save.php',
  access: 'admin',
  request: z.object({
    category_id: optInt(1),
    parent_id: optInt(1),
    group_id: optInt(1),
    ...names,
    visible: flag().default(1),
    icon: fileField(),
  }),
  data: adminCategory,
});

/** category_ids: every category of one level (the top level, or the sub-categories of parent_id), in the new order. */
export const adminCategoriesReorderCall = defineCall({
  path: '/admin/categories/reorder.php',
  access: 'admin',
  request: z.object({ parent_id: optInt(1), category_ids: idListField() }),
  data: z.array(adminCategoryNode),
});

/** Refused (409) while a product is filed under it or it has sub-categories. */
export const adminCategoryDeleteCall = defineCall({
  path: '/admin/categories/delete.php',
  access: 'admin',
  request: z.object({ category_id: idField() }),
  data: z.object({ category_id: z.number() }),
});

// ---------- variations ----------

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
    .object({ variation_id: optInt(1), main_product_id: optInt(1), ...names })
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
