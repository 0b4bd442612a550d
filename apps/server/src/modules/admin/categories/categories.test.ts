import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { auditLog, categories, groups, products, variationOptions, variations } from '../../db/schema';
import { call } from '../../test/app';
import { product } from '../profile/test-fixtures';
import { adminWorld, auditOf, type AdminWorld } from './admin.fixtures';
import { fakePng, fileOf, filesIn, hugePng, isWebp, keyOf, multipart, png } from './taxonomy.fixtures';

let w: AdminWorld;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxonomy-media-'));
  w = await adminWorld({ mediaDir });
});
afterAll(async () => {
  await w.t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const admin = (fields: Record<string, string | number | undefined> = {}) => ({ ...w.admin.auth, ...fields });
const guest = { auth_key: 'guest', user_id: 0 };
const shop = (p: string, fields: Record<string, string | number> = {}, lang: 'en' | 'ar' = 'en') => call(w.t.app, p, { ...guest, ...fields }, { lang });
const auditCount = async () => (await w.t.db.select({ n: count() }).from(auditLog))[0]!.n;
const rowsOf = async <T extends typeof groups | typeof categories | typeof variations | typeof variationOptions>(table: T) =>
  JSON.stringify(await w.t.db.select().from(table as typeof groups));

describe('admin groups', () => {
  it('creates at the end, edits in both languages, reorders and hides, each audited, and the shop follows', async () => {
    const made = await call(w.t.app, '/admin/groups/save.php', admin({ name_en: 'Gift boxes', name_ar: 'صناديق الهدايا' }));
    expect(made.body).toMatchObject({ status: true, msg: 'Group saved', data: { name_en: 'Gift boxes', name_ar: 'صناديق الهدايا', visible: true, product_count: 0, category_count: 0 } });
    const id = made.body.data.id;
    const listed = (await call(w.t.app, '/admin/groups/list.php', admin())).body.data as { id: number }[];
    expect(listed.at(-1)!.id).toBe(id);
    expect((await shop('/products/groups.php', {}, 'ar')).body.data.at(-1)).toEqual({ id, group_name: 'صناديق الهدايا' });

    const edited = await call(w.t.app, '/admin/groups/save.php', admin({ group_id: id, name_en: 'Gift sets', name_ar: 'مجموعات الهدايا' }), { lang: 'ar' });
    expect(edited.body).toMatchObject({ status: true, msg: 'تم حفظ المجموعة', data: { id, name_en: 'Gift sets' } });
    expect((await shop('/products/groups.php')).body.data.at(-1)).toEqual({ id, group_name: 'Gift sets' });

    const order = [id, ...listed.map((g) => g.id).filter((g) => g !== id)];
    const reordered = await call(w.t.app, '/admin/groups/reorder.php', admin({ group_ids: order.join(',') }));
    expect(reordered.body.data.map((g: { id: number }) => g.id)).toEqual(order);
    expect((await shop('/products/groups.php')).body.data.map((g: { id: number }) => g.id)).toEqual(order);

    await call(w.t.app, '/admin/groups/save.php', admin({ group_id: id, name_en: 'Gift sets', name_ar: 'مجموعات الهدايا', visible: 0 }));
    expect((await shop('/products/groups.php')).body.data.map((g: { id: number }) => g.id)).not.toContain(id);

    const trail = await auditOf(w.t, 'group', id);
    expect(trail.map((a) => [a.action, a.actorUserId])).toEqual([
      ['group.create', w.admin.id],
      ['group.update', w.admin.id],
      ['group.update', w.admin.id],
    ]);
    expect(trail[1]!.before).toMatchObject({ nameEn: 'Gift boxes' });
    expect(trail[1]!.after).toMatchObject({ nameEn: 'Gift sets' });
    const [reorder] = (await w.t.db.select().from(auditLog).where(eq(auditLog.action, 'group.reorder'))).slice(-1);
    expect(reorder!.after).toEqual(order);
  });

  it('refuses bad fields (400 naming the field), an unknown group (404) and a partial order, changing nothing', async () => {
    const [groupsBefore, audits] = [await rowsOf(groups), await auditCount()];
    const noArabic = await call(w.t.app, '/admin/groups/save.php', admin({ name_en: 'Oils' }));
    expect([noArabic.statusCode, noArabic.body.data.field]).toEqual([400, 'name_ar']);
    const longName = await call(w.t.app, '/admin/groups/save.php', admin({ name_en: 'x'.repeat(101), name_ar: 'زيوت' }));
    expect([longName.statusCode, longName.body.data.field]).toEqual([400, 'name_en']);
    const unknown = await call(w.t.app, '/admin/groups/save.php', admin({ group_id: 999_999, name_en: 'Oils', name_ar: 'زيوت' }));
    expect([unknown.statusCode, unknown.body.msg]).toEqual([404, 'Group not found']);
    const [first] = await w.t.db.select({ id: groups.id }).from(groups).limit(1);
    const partial = await call(w.t.app, '/admin/groups/reorder.php', admin({ group_ids: String(first!.id) }));
    expect([partial.statusCode, partial.body.data.field]).toEqual([400, 'group_ids']);
    const notIds = await call(w.t.app, '/admin/groups/reorder.php', admin({ group_ids: 'a,b' }));
    expect([notIds.statusCode, notIds.body.data.field]).toEqual([400, 'group_ids.0']);
    expect(await rowsOf(groups)).toBe(groupsBefore);
    expect(await auditCount()).toBe(audits);
  });

  it('deletes an unused group; refuses (409) one that products or categories use, changing nothing', async () => {
    const [used] = await w.t.db.select({ id: products.groupId }).from(products).where(isNotNull(products.groupId)).limit(1);
    const [usage] = await w.t.db.select({ n: count() }).from(products).where(eq(products.groupId, used!.id!));
    const [cats] = await w.t.db.select({ n: count() }).from(categories).where(eq(categories.groupId, used!.id!));
    const [groupsBefore, audits] = [await rowsOf(groups), await auditCount()];
    const refused = await call(w.t.app, '/admin/groups/delete.php', admin({ group_id: used!.id! }));
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ status: false, msg: `This group has ${usage!.n} products and ${cats!.n} categories: move them to another group first` });
    const refusedAr = await call(w.t.app, '/admin/groups/delete.php', admin({ group_id: used!.id! }), { lang: 'ar' });
    expect(refusedAr.body.msg).toBe(`في هذه المجموعة ${usage!.n} من المنتجات و${cats!.n} من الفئات: انقلها إلى مجموعة أخرى أولًا`);
    expect(await rowsOf(groups)).toBe(groupsBefore);
    expect(await auditCount()).toBe(audits);

    const fresh = (await call(w.t.app, '/admin/groups/save.php', admin({ name_en: 'Seasonal', name_ar: 'موسمي' }))).body.data.id;
    const gone = await call(w.t.app, '/admin/groups/delete.php', admin({ group_id: fresh }));
    expect(gone.body).toEqual({ status: true, msg: 'Group deleted', data: { group_id: fresh } });
    expect(await w.t.db.select().from(groups).where(eq(groups.id, fresh))).toHaveLength(0);
    expect((await auditOf(w.t, 'group', fresh)).map((a) => a.action)).toEqual(['group.create', 'group.delete']);
    expect((await call(w.t.app, '/admin/groups/delete.php', admin({ group_id: fresh }))).statusCode).toBe(404);
  });
});

describe('admin categories', () => {
  const saveCategory = (fields: Record<string, string | number | undefined>, icon?: Awaited<ReturnType<typeof png>>, lang: 'en' | 'ar' = 'en') =>
    multipart(w.t.app, '/admin/categories/save.php', admin(fields), icon ? [icon] : [], lang);
  const shopCategory = async (id: number, lang: 'en' | 'ar') =>
    ((await shop('/products/categories.php', {}, lang)).body.data as { id: number; cat_name: string; icon: string }[]).find((c) => c.id === id);

  it('creates a category with an icon (re-encoded to WebP) and a sub-category; the shop shows both in both languages', async () => {
    const [group] = await w.t.db.select().from(groups).limit(1);
    const made = await saveCategory({ name_en: 'Bee pollen', name_ar: 'حبوب اللقاح', group_id: group!.id }, await png('icon'));
    expect(made.body).toMatchObject({ status: true, msg: 'Category saved', data: { parent_id: null, group_id: group!.id, name_ar: 'حبوب اللقاح', visible: true, product_count: 0 } });
    const cat = made.body.data;
    expect(cat.icon).toMatch(/^http:\/\/localhost:3000\/media\/categories\/[0-9a-f]{16}-320\.webp$/);
    expect(isWebp(fileOf(mediaDir, cat.icon))).toBe(true);
    const key = keyOf(cat.icon);

    expect(await shopCategory(cat.id, 'en')).toEqual({ id: cat.id, cat_name: 'Bee pollen', icon: `http://localhost:3000/media/${key}-160.webp` });
    expect(await shopCategory(cat.id, 'ar')).toMatchObject({ cat_name: 'حبوب اللقاح' });
    const home = await shop('/home/home.php', { type: 1 }, 'ar');
    expect(home.body.data.categories.at(-1)).toEqual({ id: cat.id, cat_name: 'حبوب اللقاح', icon: `http://localhost:3000/media/${key}-160.webp` });

    // A sub-category is in its parent's group whatever group is sent, and not a top-level category of the shop.
    const sub = await saveCategory({ name_en: 'Fresh pollen', name_ar: 'لقاح طازج', parent_id: cat.id, group_id: 999_999 });
    expect(sub.body.data).toMatchObject({ parent_id: cat.id, group_id: group!.id, icon: '' });
    expect(await shopCategory(sub.body.data.id, 'en')).toBeUndefined();
    const strip = await shop('/products/cat_filter.php', { category_id: cat.id, item_count: 0, limit: 10 }, 'ar');
    expect(strip.body.data.sub_category).toEqual([{ id: sub.body.data.id, group_name: 'لقاح طازج', cat_name: 'لقاح طازج' }]);

    const tree = (await call(w.t.app, '/admin/categories/list.php', admin())).body.data as { id: number; children: { id: number }[] }[];
    expect(tree.find((c) => c.id === cat.id)!.children.map((c) => c.id)).toEqual([sub.body.data.id]);
    expect(tree.every((c) => c.children.every((s) => !tree.some((t) => t.id === s.id)))).toBe(true);
    expect((await auditOf(w.t, 'category', cat.id)).map((a) => a.action)).toEqual(['category.create']);
    expect((await auditOf(w.t, 'category', cat.id))[0]!.after).toMatchObject({ nameEn: 'Bee pollen', icon: key, parentId: null });
  });

  it('refuses a file that is not a picture, a picture over the limit and bad fields, storing nothing', async () => {
    const [rows, audits, files] = [await rowsOf(categories), await auditCount(), filesIn(mediaDir, 'categories')];
    const fake = await saveCategory({ name_en: 'Propolis', name_ar: 'العكبر' }, fakePng('icon'));
    expect([fake.statusCode, fake.body.msg, fake.body.data.field]).toEqual([400, 'The file is not an accepted image', 'icon']);
    const svg = await saveCategory({ name_en: 'Propolis', name_ar: 'العكبر' }, { field: 'icon', filename: 'i.png', type: 'image/png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>') });
    expect([svg.statusCode, svg.body.data.field]).toEqual([400, 'icon']);
    const huge = await saveCategory({ name_en: 'Propolis', name_ar: 'العكبر' }, await hugePng('icon'));
    expect([huge.statusCode, huge.body.msg]).toEqual([413, 'The upload is too large']);
    const asText = await call(w.t.app, '/admin/categories/save.php', admin({ name_en: 'Propolis', name_ar: 'العكبر', icon: 'not a file' }));
    expect([asText.statusCode, asText.body.data.field]).toEqual([400, 'icon']);
    const noName = await saveCategory({ name_en: 'Propolis' }, await png('icon'));
    expect([noName.statusCode, noName.body.data.field]).toEqual([400, 'name_ar']);

    const [sub] = await w.t.db.select().from(categories).where(isNotNull(categories.parentId)).limit(1);
    const underSub = await saveCategory({ name_en: 'Propolis', name_ar: 'العكبر', parent_id: sub!.id }, await png('icon'));
    expect([underSub.statusCode, underSub.body.data.field]).toEqual([400, 'parent_id']);
    const noGroup = await saveCategory({ name_en: 'Propolis', name_ar: 'العكبر', group_id: 999_999 }, await png('icon'));
    expect([noGroup.statusCode, noGroup.body.data.field]).toEqual([400, 'group_id']);
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
    expect(await shopCategory(a.id, 'ar')).toEqual({ id: a.id, cat_name: 'شمع العسل', icon: `http://localhost:3000/media/${newKey}-160.webp` });

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
    expect([trail[1]!.before, trail[1]!.after]).toMatchObject([{ icon: oldKey, nameEn: 'Wax' }, { icon: newKey, nameEn: 'Beeswax' }]);
  });

  it('moves a sub-category to another parent with its products; refuses moves that would misfile products', async () => {
    const a = (await saveCategory({ name_en: 'Dates', name_ar: 'التمور' })).body.data;
    const b = (await saveCategory({ name_en: 'Dried fruit', name_ar: 'الفواكه المجففة' })).body.data;
    const s = (await saveCategory({ name_en: 'Medjool', name_ar: 'مجدول', parent_id: a.id })).body.data;
    const p = await product(w.t.db, { categoryId: a.id, subCategoryId: s.id });
    const moved = await saveCategory({ category_id: s.id, name_en: 'Medjool', name_ar: 'مجدول', parent_id: b.id });
    expect(moved.body.data).toMatchObject({ parent_id: b.id, product_count: 1 });
    expect((await w.t.db.select().from(products).where(eq(products.id, p.id)))[0]).toMatchObject({ categoryId: b.id, subCategoryId: s.id });
    const list = await shop('/products/cat_filter.php', { category_id: b.id, item_count: 0, limit: 10 });
    expect(list.body.data.products.map((c: { id: number }) => c.id)).toEqual([p.id]);
    expect((await auditOf(w.t, 'category', s.id)).at(-1)!.after).toMatchObject({ parentId: b.id, movedProducts: [p.id] });

    const [rows, audits] = [await rowsOf(categories), await auditCount()];
    const toTop = await saveCategory({ category_id: s.id, name_en: 'Medjool', name_ar: 'مجدول' });
    expect([toTop.statusCode, toTop.body.msg]).toEqual([409, 'Products are filed under this category: it cannot move between the top level and the sub-categories']);
    const parentUnderOther = await saveCategory({ category_id: b.id, name_en: 'Dried fruit', name_ar: 'الفواكه المجففة', parent_id: a.id }, undefined, 'ar');
    expect([parentUnderOther.statusCode, parentUnderOther.body.msg]).toEqual([409, 'لا يمكن أن تصبح الفئة التي لها فئات فرعية فئةً فرعية']);
    const underItself = await saveCategory({ category_id: a.id, name_en: 'Dates', name_ar: 'التمور', parent_id: a.id });
    expect([underItself.statusCode, underItself.body.data.field]).toEqual([400, 'parent_id']);
    expect(await rowsOf(categories)).toBe(rows);
    expect(await auditCount()).toBe(audits);
  });

  it('reorders one level; the shop lists the new order', async () => {
    const tops = (await w.t.db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId))).map((c) => c.id);
    const reversed = [...tops].reverse();
    const bad = await call(w.t.app, '/admin/categories/reorder.php', admin({ category_ids: reversed.slice(1).join(',') }));
    expect([bad.statusCode, bad.body.data.field]).toEqual([400, 'category_ids']);
    const done = await call(w.t.app, '/admin/categories/reorder.php', admin({ category_ids: reversed.join(',') }));
    expect(done.body.msg).toBe('Order saved');
    expect(done.body.data.map((c: { id: number }) => c.id)).toEqual(reversed);
    const visibleTops = await w.t.db.select({ id: categories.id }).from(categories).where(and(isNull(categories.parentId), eq(categories.visible, true)));
    const shown = new Set(visibleTops.map((c) => c.id));
    expect((await shop('/products/categories.php')).body.data.map((c: { id: number }) => c.id)).toEqual(reversed.filter((id) => shown.has(id)));

    const [parent] = await w.t.db.select({ id: categories.parentId }).from(categories).where(isNotNull(categories.parentId)).limit(1);
    const subs = (await w.t.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, parent!.id!))).map((c) => c.id);
    const wrongLevel = await call(w.t.app, '/admin/categories/reorder.php', admin({ parent_id: parent!.id!, category_ids: tops.join(',') }));
    expect([wrongLevel.statusCode, wrongLevel.body.data.field]).toEqual([400, 'category_ids']);
    const subsDone = await call(w.t.app, '/admin/categories/reorder.php', admin({ parent_id: parent!.id!, category_ids: [...subs].reverse().join(',') }));
    expect(subsDone.body.data.find((c: { id: number }) => c.id === parent!.id)!.children.map((c: { id: number }) => c.id)).toEqual([...subs].reverse());
  });

  it('deletes a category only when no product and no sub-category uses it (409 otherwise, changing nothing)', async () => {
    const top = (await saveCategory({ name_en: 'Royal jelly', name_ar: 'غذاء الملكات' }, await png('icon'))).body.data;
    const sub = (await saveCategory({ name_en: 'Frozen', name_ar: 'مجمد', parent_id: top.id })).body.data;
    const p = await product(w.t.db, { subCategoryId: sub.id });
    const [rows, audits] = [await rowsOf(categories), await auditCount()];
    const withSub = await call(w.t.app, '/admin/categories/delete.php', admin({ category_id: top.id }));
    expect([withSub.statusCode, withSub.body.msg]).toEqual([409, 'This category has 0 products and 1 sub-categories: move them first']);
    const withProduct = await call(w.t.app, '/admin/categories/delete.php', admin({ category_id: sub.id }), { lang: 'ar' });
    expect([withProduct.statusCode, withProduct.body.msg]).toEqual([409, 'في هذه الفئة 1 من المنتجات و0 من الفئات الفرعية: انقلها أولًا']);
    expect(await rowsOf(categories)).toBe(rows);
    expect(await auditCount()).toBe(audits);
    expect(fs.existsSync(fileOf(mediaDir, top.icon))).toBe(true);

    await w.t.db.delete(products).where(eq(products.id, p.id));
    expect((await call(w.t.app, '/admin/categories/delete.php', admin({ category_id: sub.id }))).body).toEqual({ status: true, msg: 'Category deleted', data: { category_id: sub.id } });
    expect((await call(w.t.app, '/admin/categories/delete.php', admin({ category_id: top.id }))).body.status).toBe(true);
    expect(await w.t.db.select().from(categories).where(eq(categories.id, top.id))).toHaveLength(0);
    expect(fs.existsSync(fileOf(mediaDir, top.icon))).toBe(false);
    expect(await shopCategory(top.id, 'en')).toBeUndefined();
    expect((await auditOf(w.t, 'category', top.id)).map((a) => a.action)).toEqual(['category.create', 'category.delete']);
    expect((await call(w.t.app, '/admin/categories/delete.php', admin({ category_id: top.id }))).statusCode).toBe(404);
  });
});

describe('admin variations', () => {
  const save = (fields: Record<string, string | number | undefined>, lang: 'en' | 'ar' = 'en') => call(w.t.app, '/admin/variations/save.php', admin(fields), { lang });
  const saveOption = (fields: Record<string, string | number | undefined>, lang: 'en' | 'ar' = 'en') => call(w.t.app, '/admin/variations/option_save.php', admin(fields), { lang });
  const details = async (productId: number, lang: 'en' | 'ar' = 'en') => (await shop('/products/details.php', { product_id: productId }, lang)).body.data.variations;

  it('builds a family of two variations that product pages and second_variation.php offer in both languages', async () => {
    const [p1, p2, p3] = [await product(w.t.db), await product(w.t.db), await product(w.t.db)];
    const size = await save({ main_product_id: p1.id, name_en: 'Size', name_ar: 'الحجم' });
    expect(size.body).toMatchObject({ status: true, msg: 'Variation saved', data: { main_product_id: p1.id, variations: [{ name_en: 'Size', position: 1, options: [] }] } });
    const sizeId = size.body.data.variations[0].id;
    const type = await save({ main_product_id: p1.id, name_en: 'Type', name_ar: 'النوع' });
    const typeId = type.body.data.variations[1].id;
    expect(type.body.data.variations[1].position).toBe(2);

    for (const [productId, en, ar] of [
      [p1.id, '250 g', '٢٥٠ غ'],
      [p2.id, '500 g', '٥٠٠ غ'],
      [p3.id, '250 g', '٢٥٠ غ'],
    ] as const)
      expect((await saveOption({ variation_id: sizeId, product_id: productId, value_en: en, value_ar: ar })).body.status).toBe(true);
    for (const [productId, en, ar] of [
      [p1.id, 'Raw', 'خام'],
      [p2.id, 'Raw', 'خام'],
      [p3.id, 'Whipped', 'مخفوق'],
    ] as const)
      await saveOption({ variation_id: typeId, product_id: productId, value_en: en, value_ar: ar });

    expect(await details(p3.id, 'ar')).toEqual([
      {
        variation_id: sizeId,
        main_product_id: p1.id,
        variation_name: 'الحجم',
        options: [
          { product_id: p3.id, option_value: '٢٥٠ غ' },
          { product_id: p2.id, option_value: '٥٠٠ غ' },
        ],
      },
      {
        variation_id: typeId,
        main_product_id: p1.id,
        variation_name: 'النوع',
        options: [
          { product_id: p1.id, option_value: 'خام' },
          { product_id: p3.id, option_value: 'مخفوق' },
        ],
      },
    ]);
    const second = await shop('/products/second_variation.php', { variation_id: sizeId, main_product_id: p1.id, option_value: '250 g' });
    expect(second.body.data).toEqual([
      { product_id: p1.id, option_value: 'Raw' },
      { product_id: p3.id, option_value: 'Whipped' },
    ]);
    const secondAr = await shop('/products/second_variation.php', { variation_id: sizeId, main_product_id: p1.id, option_value: '٥٠٠ غ' }, 'ar');
    expect(secondAr.body.data).toEqual([{ product_id: p2.id, option_value: 'خام' }]);

    // The console shows the family from any of its products, and lists it.
    const family = (await call(w.t.app, '/admin/variations/family.php', admin({ product_id: p2.id }))).body.data;
    expect(family.main_product_id).toBe(p1.id);
    expect(family.variations.map((v: { options: { product_id: number }[] }) => v.options.map((o) => o.product_id))).toEqual([
      [p1.id, p2.id, p3.id],
      [p1.id, p2.id, p3.id],
    ]);
    const listed = await call(w.t.app, '/admin/variations/list.php', admin({ keyword: String(p1.id) }));
    expect(listed.body.data).toMatchObject({ total: 1, rows: [{ main_product_id: p1.id, product_count: 3, variations: [{ name_en: 'Size' }, { name_en: 'Type' }] }] });
    const all = await call(w.t.app, '/admin/variations/list.php', admin());
    const [families] = await w.t.db.select({ n: sql`count(distinct ${variations.mainProductId})::int` }).from(variations);
    expect(all.body.data.total).toBe(families!.n);

    const trail = await auditOf(w.t, 'variation', sizeId);
    expect(trail.map((a) => a.action)).toEqual(['variation.create', 'variation.option.add', 'variation.option.add', 'variation.option.add']);
    expect(trail[1]!.after).toMatchObject({ productId: p1.id, valueEn: '250 g', valueAr: '٢٥٠ غ' });
  });

  it('renames, edits and removes options and deletes a variation; the product page follows', async () => {
    const [p1, p2] = [await product(w.t.db), await product(w.t.db)];
    const made = (await save({ main_product_id: p1.id, name_en: 'Weight', name_ar: 'الوزن' })).body.data;
    const weight = made.variations[0].id;
    await saveOption({ variation_id: weight, product_id: p1.id, value_en: '1 kg', value_ar: '١ كغ' });
    const withTwo = (await saveOption({ variation_id: weight, product_id: p2.id, value_en: '2 kg', value_ar: '٢ كغ' })).body.data;
    const colour = (await save({ main_product_id: p1.id, name_en: 'Colour', name_ar: 'اللون' })).body.data.variations[1].id;

    const renamed = await save({ variation_id: weight, name_en: 'Net weight', name_ar: 'الوزن الصافي' }, 'ar');
    expect(renamed.body).toMatchObject({ status: true, msg: 'تم حفظ المتغيّر' });
    const optionId = withTwo.variations[0].options[1].id;
    await saveOption({ option_id: optionId, product_id: p2.id, value_en: '2.5 kg', value_ar: '٢٫٥ كغ' });
    expect((await details(p1.id, 'ar'))[0]).toMatchObject({ variation_name: 'الوزن الصافي', options: [{ product_id: p1.id, option_value: '١ كغ' }, { product_id: p2.id, option_value: '٢٫٥ كغ' }] });

    const removed = await call(w.t.app, '/admin/variations/option_delete.php', admin({ option_id: optionId }));
    expect(removed.body).toMatchObject({ status: true, msg: 'Option deleted' });
    expect((await details(p1.id))[0].options).toEqual([{ product_id: p1.id, option_value: '1 kg' }]);
    expect(await details(p2.id)).toEqual([]);

    const deleted = await call(w.t.app, '/admin/variations/delete.php', admin({ variation_id: weight }));
    expect(deleted.body.data.variations).toMatchObject([{ id: colour, position: 1 }]);
    expect(await w.t.db.select().from(variationOptions).where(eq(variationOptions.variationId, weight))).toHaveLength(0);
    // The family's only variation now has no options: the product page offers no selector.
    expect(await details(p1.id)).toEqual([]);
    const trail = await auditOf(w.t, 'variation', weight);
    expect(trail.map((a) => a.action)).toEqual([
      'variation.create',
      'variation.option.add',
      'variation.option.add',
      'variation.update',
      'variation.option.update',
      'variation.option.delete',
      'variation.delete',
    ]);
    expect(trail.at(-1)!.before).toMatchObject({ nameEn: 'Net weight', options: [{ productId: p1.id }] });
  });

  it('refuses a third variation, a product of another family, a repeated product and bad fields, changing nothing', async () => {
    const [seeded] = await w.t.db
      .select({ main: variations.mainProductId, variationId: variations.id, member: variationOptions.productId })
      .from(variations)
      .innerJoin(variationOptions, eq(variationOptions.variationId, variations.id))
      .where(sql`${variationOptions.productId} <> ${variations.mainProductId}`)
      .limit(1);
    const [p1, p2] = [await product(w.t.db), await product(w.t.db)];
    const first = (await save({ main_product_id: p1.id, name_en: 'Size', name_ar: 'الحجم' })).body.data.variations[0].id;
    await save({ main_product_id: p1.id, name_en: 'Type', name_ar: 'النوع' });
    await saveOption({ variation_id: first, product_id: p1.id, value_en: 'Small', value_ar: 'صغير' });

    const snapshot = async () => [await rowsOf(variations), await rowsOf(variationOptions), await auditCount()].join('|');
    const before = await snapshot();
    const third = await save({ main_product_id: p1.id, name_en: 'Origin', name_ar: 'المنشأ' });
    expect([third.statusCode, third.body.msg]).toEqual([409, 'A product family has at most two variations']);
    const otherFamily = await saveOption({ variation_id: first, product_id: seeded!.member, value_en: 'Large', value_ar: 'كبير' }, 'ar');
    expect([otherFamily.statusCode, otherFamily.body.msg]).toEqual([409, `المنتج رقم ${seeded!.member} ينتمي بالفعل إلى عائلة منتجات أخرى`]);
    const otherMain = await saveOption({ variation_id: seeded!.variationId, product_id: p1.id, value_en: 'Large', value_ar: 'كبير' });
    expect([otherMain.statusCode, otherMain.body.msg]).toEqual([409, `Product #${p1.id} already belongs to another product family`]);
    const memberAsMain = await save({ main_product_id: seeded!.member, name_en: 'Origin', name_ar: 'المنشأ' });
    expect(memberAsMain.statusCode).toBe(409);
    const repeated = await saveOption({ variation_id: first, product_id: p1.id, value_en: 'Large', value_ar: 'كبير' });
    expect([repeated.statusCode, repeated.body.msg]).toEqual([409, `Product #${p1.id} already has a value for this variation`]);

    for (const [fields, field] of [
      [{ name_en: 'Size', name_ar: 'الحجم' }, 'main_product_id'],
      [{ main_product_id: 999_999, name_en: 'Size', name_ar: 'الحجم' }, 'main_product_id'],
      [{ main_product_id: p2.id, name_en: 'Size' }, 'name_ar'],
    ] as const) {
      const res = await save(fields);
      expect([res.statusCode, res.body.data.field]).toEqual([400, field]);
    }
    for (const [fields, field] of [
      [{ product_id: p2.id, value_en: 'L', value_ar: 'ك' }, 'variation_id'],
      [{ variation_id: first, product_id: 999_999, value_en: 'L', value_ar: 'ك' }, 'product_id'],
      [{ variation_id: first, product_id: p2.id, value_en: 'L' }, 'value_ar'],
      [{ variation_id: first, value_en: 'L', value_ar: 'ك' }, 'product_id'],
    ] as const) {
      const res = await saveOption(fields);
      expect([res.statusCode, res.body.data.field]).toEqual([400, field]);
    }
    expect((await save({ variation_id: 999_999, name_en: 'Size', name_ar: 'الحجم' })).statusCode).toBe(404);
    expect((await saveOption({ variation_id: 999_999, product_id: p2.id, value_en: 'L', value_ar: 'ك' })).statusCode).toBe(404);
    expect((await call(w.t.app, '/admin/variations/option_delete.php', admin({ option_id: 999_999 }))).statusCode).toBe(404);
    expect((await call(w.t.app, '/admin/variations/delete.php', admin({ variation_id: 999_999 }))).statusCode).toBe(404);
    expect((await call(w.t.app, '/admin/variations/family.php', admin({ product_id: 999_999 }))).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('shows a seeded family from a member, as the product page reads it', async () => {
    const [seeded] = await w.t.db
      .select({ main: variations.mainProductId, member: variationOptions.productId })
      .from(variations)
      .innerJoin(variationOptions, eq(variationOptions.variationId, variations.id))
      .where(sql`${variationOptions.productId} <> ${variations.mainProductId}`)
      .limit(1);
    const family = (await call(w.t.app, '/admin/variations/family.php', admin({ product_id: seeded!.member }))).body.data;
    const page = await details(seeded!.member);
    expect(family.main_product_id).toBe(seeded!.main);
    expect(family.variations.map((v: { id: number; name_en: string }) => [v.id, v.name_en])).toEqual(page.map((v: { variation_id: number; variation_name: string }) => [v.variation_id, v.variation_name]));

    // A product in no family heads an empty one of its own.
    const lone = await product(w.t.db);
    expect((await call(w.t.app, '/admin/variations/family.php', admin({ product_id: lone.id }))).body.data).toMatchObject({ main_product_id: lone.id, variations: [] });
  });
});
