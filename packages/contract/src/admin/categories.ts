// Admin: the catalogue's categories (docs/rules.md Catalogue), with their icons and sub-categories (a category
// with a parent), each filed under a group.
import { z } from 'zod';
import { defineCall, noFields } from '../call';
import { fileField, flag, idField } from '../fields';
import { idListField, nameFields, optInt } from './common';

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
    ...nameFields,
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
