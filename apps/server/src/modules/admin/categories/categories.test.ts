import fs from 'node:fs';
import {
  adminCategoriesListCall,
  adminCategoriesReorderCall,
  adminCategoryDeleteCall,
  adminCategorySaveCall,
  catFilterCall,
  categoriesCall,
  homeCall,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { categories, groups, products } from '../../../db/schema';
import { call, callWithFiles, invalidData } from '../../../test/app';
import { product } from '../../../test/fixtures/products';
import { auditOf } from '../../../test/fixtures/admin';
import { fakePng, fileOf, filesIn, hugePng, isWebp, keyOf, png } from '../../../test/fixtures/files';
import { taxonomySuite } from '../../../test/fixtures/taxonomy';

const { w, mediaDir, admin, shop, auditCount, rowsOf } = taxonomySuite();

describe('admin categories', () => {
  const saveCategory = (
    fields: Record<string, string | number | undefined>,
    icon?: Awaited<ReturnType<typeof png>>,
    lang: 'en' | 'ar' = 'en',
  ) => callWithFiles(w.t.app, adminCategorySaveCall, admin(fields), icon ? [icon] : [], { lang });
  const shopCategory = async (id: number, lang: 'en' | 'ar') =>
    ((await shop(categoriesCall, {}, lang)).body.data as { id: number; cat_name: string; icon: string }[]).find((c) => c.id === id);

  it('creates a category with an icon (re-encoded to WebP) and a sub-category; the shop shows both in both languages', async () => {
    const [group] = await w.t.db.select().from(groups).limit(1);
    const made = await saveCategory({ name_en: 'Bee pollen', name_ar: 'حبوب اللقاح', group_id: group!.id }, await png('icon'));
    expect(made.body).toMatchObject({
      status: true,
      msg: 'Category saved',
      data: { parent_id: null, group_id: group!.id, name_ar: 'حبوب اللقاح', visible: true, product_count: 0 },
    });
    const cat = made.body.data;
    expect(cat.icon).toMatch(/^http:\/\/localhost:3000\/media\/categories\/[0-9a-f]{16}-320\.webp$/);
    expect(isWebp(fileOf(mediaDir, cat.icon))).toBe(true);
    const key = keyOf(cat.icon);

    expect(await shopCategory(cat.id, 'en')).toEqual({
      id: cat.id,
      cat_name: 'Bee pollen',
      icon: `http://localhost:3000/media/${key}-160.webp`,
    });
    expect(await shopCategory(cat.id, 'ar')).toMatchObject({ cat_name: 'حبوب اللقاح' });
    const home = await shop(homeCall, { type: 1 }, 'ar');
    expect(home.body.data.categories.at(-1)).toEqual({
      id: cat.id,
      cat_name: 'حبوب اللقاح',
      icon: `http://localhost:3000/media/${key}-160.webp`,
    });

    // A sub-category is in its parent's group whatever group is sent, and not a top-level category of the shop.
    const sub = await saveCategory({ name_en: 'Fresh pollen', name_ar: 'لقاح طازج', parent_id: cat.id, group_id: 999_999 });
    expect(sub.body.data).toMatchObject({ parent_id: cat.id, group_id: group!.id, icon: '' });
    expect(await shopCategory(sub.body.data.id, 'en')).toBeUndefined();
    const strip = await shop(catFilterCall, { category_id: cat.id, item_count: 0, limit: 10 }, 'ar');
    expect(strip.body.data.sub_category).toEqual([{ id: sub.body.data.id, group_name: 'لقاح طازج', cat_name: 'لقاح طازج' }]);

    const tree = (await call(w.t.app, adminCategoriesListCall, admin())).body.data as { id: number; children: { id: number }[] }[];
    expect(tree.find((c) => c.id === cat.id)!.children.map((c) => c.id)).toEqual([sub.body.data.id]);
    expect(tree.every((c) => c.children.every((s) => !tree.some((t) => t.id === s.id)))).toBe(true);
    expect((await auditOf(w.t, 'category', cat.id)).map((a) => a.action)).toEqual(['category.create']);
    expect((await auditOf(w.t, 'category', cat.id))[0]!.after).toMatchObject({ nameEn: 'Bee pollen', icon: key, parentId: null });
  });

  it('refuses a file that is not a picture, a picture over the limit and bad fields, storing nothing', async () => {
    const [rows, audits, files] = [await rowsOf(categories), await auditCount(), filesIn(mediaDir, 'categories')];
    const fake = await saveCategory({ name_en: 'Propolis', name_ar: 'العكبر' }, fakePng('icon'));
    expect([fake.statusCode, fake.body.msg, invalidData(fake).field]).toEqual([400, 'The file is not an accepted image', 'icon']);
    const svg = await saveCategory(
      { name_en: 'Propolis', name_ar: 'العكبر' },
      {
        field: 'icon',
        filename: 'i.png',
        type: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      },
    );
    expect([svg.statusCode, invalidData(svg).field]).toEqual([400, 'icon']);
    const huge = await saveCategory({ name_en: 'Propolis', name_ar: 'العكبر' }, await hugePng('icon'));
    expect([huge.statusCode, huge.body.msg]).toEqual([413, 'The upload is too large']);
    const asText = await call(w.t.app, adminCategorySaveCall, admin({ name_en: 'Propolis', name_ar: 'العكبر', icon: 'not a file' }));
    expect([asText.statusCode, invalidData(asText).field]).toEqual([400, 'icon']);
    const noName = await saveCategory({ name_en: 'Propolis' }, await png('icon'));
    expect([noName.statusCode, invalidData(noName).field]).toEqual([400, 'name_ar']);

    const [sub] = await w.t.db.select().from(categories).where(isNotNull(categories.parentId)).limit(1);
    const underSub = await saveCategory({ name_en: 'Propolis', name_ar: 'العكبر', parent_id: sub!.id }, await png('icon'));
    expect([underSub.statusCode, invalidData(underSub).field]).toEqual([400, 'parent_id']);
    const noGroup = await saveCategory({ name_en: 'Propolis', name_ar: 'العكبر', group_id: 999_999 }, await png('icon'));
    expect([noGroup.statusCode, invalidData(noGroup).field]).toEqual([400, 'group_id']);
    const unknown = await saveCategory({ category_id: 999_999, name_en: 'Propolis', name_ar: 'العكبر' }, await png('icon'), 'ar');
    expect([unknown.statusCode, unknown.body.msg]).toEqual([404, 'الفئة غير موجودة']);

    expect(await rowsOf(categories)).toBe(rows);
    expect(await auditCount()).toBe(audits);
    // Pictures stored before a refused change are removed again.
    expect(filesIn(mediaDir, 'categories')).toEqual(files);
  });

  it('replaces an icon (the old file goes unless another category shares it) and renames in both languages', async () => {
    const a = (await saveCategory({ name_en: 'Wax', name_ar: 'الشمع' }, await png('icon'))).body.data;
    const oldKey = keyOf(a.icon);
    const replaced = await saveCategory({ category_id: a.id, name_en: 'Beeswax', name_ar: 'شمع العسل' }, await png('icon', '#336633'));
    const newKey = keyOf(replaced.body.data.icon);
    expect(newKey).not.toBe(oldKey);
    expect(fs.existsSync(fileOf(mediaDir, a.icon))).toBe(false);
    expect(isWebp(fileOf(mediaDir, replaced.body.data.icon))).toBe(true);
    expect(await shopCategory(a.id, 'ar')).toEqual({
      id: a.id,
      cat_name: 'شمع العسل',
      icon: `http://localhost:3000/media/${newKey}-160.webp`,
    });

    // Edited without a file, the icon stays.
    const renamed = await saveCategory({ category_id: a.id, name_en: 'Pure beeswax', name_ar: 'شمع عسل نقي' });
    expect(renamed.body.data.icon).toBe(replaced.body.data.icon);

    // The seed's sub-categories share their parent's icon: a file still in use is kept.
    const b = (await saveCategory({ name_en: 'Candles', name_ar: 'شموع', parent_id: a.id })).body.data;
    await w.t.db.update(categories).set({ icon: newKey }).where(eq(categories.id, b.id));
    await saveCategory({ category_id: a.id, name_en: 'Pure beeswax', name_ar: 'شمع عسل نقي' }, await png('icon', '#663333'));
    expect(fs.existsSync(fileOf(mediaDir, replaced.body.data.icon))).toBe(true);

    const trail = await auditOf(w.t, 'category', a.id);
    expect(trail.map((x) => x.action)).toEqual(['category.create', 'category.update', 'category.update', 'category.update']);
    expect([trail[1]!.before, trail[1]!.after]).toMatchObject([
      { icon: oldKey, nameEn: 'Wax' },
      { icon: newKey, nameEn: 'Beeswax' },
    ]);
  });

  it('moves a sub-category to another parent with its products; refuses moves that would misfile products', async () => {
    const a = (await saveCategory({ name_en: 'Dates', name_ar: 'التمور' })).body.data;
    const b = (await saveCategory({ name_en: 'Dried fruit', name_ar: 'الفواكه المجففة' })).body.data;
    const s = (await saveCategory({ name_en: 'Medjool', name_ar: 'مجدول', parent_id: a.id })).body.data;
    const p = await product(w.t.db, { categoryId: a.id, subCategoryId: s.id });
    const moved = await saveCategory({ category_id: s.id, name_en: 'Medjool', name_ar: 'مجدول', parent_id: b.id });
    expect(moved.body.data).toMatchObject({ parent_id: b.id, product_count: 1 });
    expect((await w.t.db.select().from(products).where(eq(products.id, p.id)))[0]).toMatchObject({ categoryId: b.id, subCategoryId: s.id });
    const list = await shop(catFilterCall, { category_id: b.id, item_count: 0, limit: 10 });
    expect(list.body.data.products.map((c: { id: number }) => c.id)).toEqual([p.id]);
    expect((await auditOf(w.t, 'category', s.id)).at(-1)!.after).toMatchObject({ parentId: b.id, movedProducts: [p.id] });

    const [rows, audits] = [await rowsOf(categories), await auditCount()];
    const toTop = await saveCategory({ category_id: s.id, name_en: 'Medjool', name_ar: 'مجدول' });
    expect([toTop.statusCode, toTop.body.msg]).toEqual([
      409,
      'Products are filed under this category: it cannot move between the top level and the sub-categories',
    ]);
    const parentUnderOther = await saveCategory(
      { category_id: b.id, name_en: 'Dried fruit', name_ar: 'الفواكه المجففة', parent_id: a.id },
      undefined,
      'ar',
    );
    expect([parentUnderOther.statusCode, parentUnderOther.body.msg]).toEqual([409, 'لا يمكن أن تصبح الفئة التي لها فئات فرعية فئةً فرعية']);
    const underItself = await saveCategory({ category_id: a.id, name_en: 'Dates', name_ar: 'التمور', parent_id: a.id });
    expect([underItself.statusCode, invalidData(underItself).field]).toEqual([400, 'parent_id']);
    expect(await rowsOf(categories)).toBe(rows);
    expect(await auditCount()).toBe(audits);
  });

  it('reorders one level; the shop lists the new order', async () => {
    const tops = (await w.t.db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId))).map((c) => c.id);
    const reversed = [...tops].reverse();
    const bad = await call(w.t.app, adminCategoriesReorderCall, admin({ category_ids: reversed.slice(1).join(',') }));
    expect([bad.statusCode, invalidData(bad).field]).toEqual([400, 'category_ids']);
    const done = await call(w.t.app, adminCategoriesReorderCall, admin({ category_ids: reversed.join(',') }));
    expect(done.body.msg).toBe('Order saved');
    expect(done.body.data.map((c: { id: number }) => c.id)).toEqual(reversed);
    const visibleTops = await w.t.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(isNull(categories.parentId), eq(categories.visible, true)));
    const shown = new Set(visibleTops.map((c) => c.id));
    expect((await shop(categoriesCall)).body.data.map((c: { id: number }) => c.id)).toEqual(reversed.filter((id) => shown.has(id)));

    const [parent] = await w.t.db.select({ id: categories.parentId }).from(categories).where(isNotNull(categories.parentId)).limit(1);
    const subs = (await w.t.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, parent!.id!))).map((c) => c.id);
    const wrongLevel = await call(w.t.app, adminCategoriesReorderCall, admin({ parent_id: parent!.id!, category_ids: tops.join(',') }));
    expect([wrongLevel.statusCode, invalidData(wrongLevel).field]).toEqual([400, 'category_ids']);
    const subsDone = await call(
      w.t.app,
      adminCategoriesReorderCall,
      admin({ parent_id: parent!.id!, category_ids: [...subs].reverse().join(',') }),
    );
    expect(subsDone.body.data.find((c: { id: number }) => c.id === parent!.id)!.children.map((c: { id: number }) => c.id)).toEqual(
      [...subs].reverse(),
    );
  });

  it('deletes a category only when no product and no sub-category uses it (409 otherwise, changing nothing)', async () => {
    const top = (await saveCategory({ name_en: 'Royal jelly', name_ar: 'غذاء الملكات' }, await png('icon'))).body.data;
    const sub = (await saveCategory({ name_en: 'Frozen', name_ar: 'مجمد', parent_id: top.id })).body.data;
    const p = await product(w.t.db, { subCategoryId: sub.id });
    const [rows, audits] = [await rowsOf(categories), await auditCount()];
    const withSub = await call(w.t.app, adminCategoryDeleteCall, admin({ category_id: top.id }));
    expect([withSub.statusCode, withSub.body.msg]).toEqual([409, 'This category has 0 products and 1 sub-categories: move them first']);
    const withProduct = await call(w.t.app, adminCategoryDeleteCall, admin({ category_id: sub.id }), { lang: 'ar' });
    expect([withProduct.statusCode, withProduct.body.msg]).toEqual([409, 'في هذه الفئة 1 من المنتجات و0 من الفئات الفرعية: انقلها أولًا']);
    expect(await rowsOf(categories)).toBe(rows);
    expect(await auditCount()).toBe(audits);
    expect(fs.existsSync(fileOf(mediaDir, top.icon))).toBe(true);

    await w.t.db.delete(products).where(eq(products.id, p.id));
    expect((await call(w.t.app, adminCategoryDeleteCall, admin({ category_id: sub.id }))).body).toEqual({
      status: true,
      msg: 'Category deleted',
      data: { category_id: sub.id },
    });
    expect((await call(w.t.app, adminCategoryDeleteCall, admin({ category_id: top.id }))).body.status).toBe(true);
    expect(await w.t.db.select().from(categories).where(eq(categories.id, top.id))).toHaveLength(0);
    expect(fs.existsSync(fileOf(mediaDir, top.icon))).toBe(false);
    expect(await shopCategory(top.id, 'en')).toBeUndefined();
    expect((await auditOf(w.t, 'category', top.id)).map((a) => a.action)).toEqual(['category.create', 'category.delete']);
    expect((await call(w.t.app, adminCategoryDeleteCall, admin({ category_id: top.id }))).statusCode).toBe(404);
  });
});
