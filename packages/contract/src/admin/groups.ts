// Admin: the catalogue's groups (docs/rules.md Catalogue), the top of its structure: the shop's chips, each with
// its own page of products, in the shop's order.
import { z } from 'zod';
import { defineCall, noFields } from '../call';
import { flag, idField } from '../fields';
import { idListField, nameFields, optInt } from './common';

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
  request: z.object({ group_id: optInt(1), ...nameFields, visible: flag().default(1) }),
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
