// Categories and sub-categories, with their icons.
import type { FastifyInstance } from 'fastify';
import { adminCategoriesListCall, adminCategoriesReorderCall, adminCategoryDeleteCall, adminCategorySaveCall } from '@shop/contract';
import { route } from '../../../http/route';
import { adminMessages } from '../shared/messages';
import { categoryMessages as m } from './messages';
import { categoryTree, deleteCategory, reorderCategories, saveCategory } from './service';

export async function adminCategoriesRoutes(app: FastifyInstance) {
  const { media } = app;
  route(app, adminCategoriesListCall, async ({ db }) => ({ data: await categoryTree(db) }));
  route(app, adminCategorySaveCall, async ({ db, input, userId }) => ({
    data: await saveCategory(db, media, userId, input),
    msg: m.categorySaved,
  }));
  route(app, adminCategoriesReorderCall, async ({ db, input, userId }) => ({
    data: await reorderCategories(db, userId, input.parent_id, input.category_ids),
    msg: adminMessages.orderSaved,
  }));
  route(app, adminCategoryDeleteCall, async ({ db, input, userId }) => ({
    data: await deleteCategory(db, media, userId, input.category_id),
    msg: m.categoryDeleted,
  }));
}
