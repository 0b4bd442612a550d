// The catalogue at scale: the products list's filters and sorts, bulk edits (all or none, audited, safe when two
// owners edit at once), duplicating a product, and each product's SKU, weight and cost price.
import {
  adminProductCreateCall,
  adminProductDuplicateCall,
  adminProductsBulkEditCall,
  adminProductsListCall,
  adminProductUpdateCall,
  adminProductVisibilityCall,
  LOW_STOCK_DEFAULT,
} from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { categories, groups, products } from '../../../db/schema';
import { call, expectRefusal, invalidData } from '../../../test/app';
import { product } from '../../../test/fixtures/products';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

// Every product of this file has "Quince" in its name, so the seeded catalogue stays out of the lists.
let oils: { id: number };
let herbs: { id: number };
let herbTeas: { id: number };
let group: { id: number };
let out: typeof products.$inferSelect;
let low: typeof products.$inferSelect;
let plenty: typeof products.$inferSelect;

beforeAll(async () => {
  group = (await w.t.db.insert(groups).values({ nameEn: 'Quince group', nameAr: 'مجموعة السفرجل' }).returning())[0]!;
  oils = (await w.t.db.insert(categories).values({ nameEn: 'Quince oils', nameAr: 'زيوت السفرجل' }).returning())[0]!;
  herbs = (await w.t.db.insert(categories).values({ groupId: group.id, nameEn: 'Quince herbs', nameAr: 'أعشاب السفرجل' }).returning())[0]!;
  herbTeas = (
    await w.t.db.insert(categories).values({ parentId: herbs.id, nameEn: 'Quince herb teas', nameAr: 'شاي أعشاب السفرجل' }).returning()
  )[0]!;
  // Names sort differently in English and Arabic: B < C < A in English, A < B < C in Arabic (أ < ب < ت).
  out = await product(w.t.db, { nameEn: 'Quince C', nameAr: 'سفرجل أ', stock: 0, listPrice: 3000, salePrice: 3000, soldCount: 5 });
  low = await product(w.t.db, {
    nameEn: 'Quince A',
    nameAr: 'سفرجل ب',
    stock: LOW_STOCK_DEFAULT,
    listPrice: 10000,
    salePrice: 8000,
    soldCount: 40,
    categoryId: oils.id,
  });
  plenty = await product(w.t.db, {
    nameEn: 'Quince B',
    nameAr: 'سفرجل ت',
    stock: LOW_STOCK_DEFAULT + 1,
    listPrice: 5000,
    salePrice: 5000,
    soldCount: 12,
    visible: false,
    groupId: group.id,
    categoryId: herbs.id,
  });
});

const listed = async (fields: Record<string, string | number>, lang: 'en' | 'ar' = 'en') => {
  const res = await call(w.t.app, adminProductsListCall, { ...w.admin.auth, keyword: 'quince', ...fields }, { lang });
  expect(res.body.status).toBe(true);
  return res.body.data.rows.map((r) => r.id);
};
const priceOf = async (id: number) => {
  const [p] = await w.t.db.select().from(products).where(eq(products.id, id));
  return { list: p!.listPrice, sale: p!.salePrice };
};

describe('the products list', () => {
  it('filters by stock (out, low up to the low-stock line, in), sale, group and category', async () => {
    expect(await listed({ stock: 'out' })).toEqual([out.id]);
    expect(await listed({ stock: 'low' })).toEqual([low.id]);
    expect((await listed({ stock: 'in' })).sort()).toEqual([low.id, plenty.id].sort());
    expect(await listed({ on_sale: 1 })).toEqual([low.id]);
    expect((await listed({ on_sale: 0 })).sort()).toEqual([out.id, plenty.id].sort());
    expect(await listed({ group_id: group.id })).toEqual([plenty.id]);
    expect(await listed({ category_id: oils.id })).toEqual([low.id]);
    expect(await listed({ stock: 'in', visible: 1 })).toEqual([low.id]);
  });

  it('sorts by name in the language asked, price, stock and sales', async () => {
    expect(await listed({ sort: 'name' }, 'en')).toEqual([low.id, plenty.id, out.id]);
    expect(await listed({ sort: 'name' }, 'ar')).toEqual([out.id, low.id, plenty.id]);
    expect(await listed({ sort: 'price_low' })).toEqual([out.id, plenty.id, low.id]);
    expect(await listed({ sort: 'price_high' })).toEqual([low.id, plenty.id, out.id]);
    expect(await listed({ sort: 'stock_low' })).toEqual([out.id, low.id, plenty.id]);
    expect(await listed({ sort: 'best_selling' })).toEqual([low.id, plenty.id, out.id]);
    expect(await listed({})).toEqual([plenty.id, low.id, out.id]);
  });

  it('refuses an unknown sort or stock filter by name', async () => {
    for (const [field, value] of [
      ['sort', 'cheapest'],
      ['stock', 'some'],
    ] as const) {
      const res = await call(w.t.app, adminProductsListCall, { ...w.admin.auth, [field]: value });
      expect([res.statusCode, invalidData(res).field]).toEqual([400, field]);
    }
  });
});

describe('bulk edit', () => {
  const edit = (fields: Record<string, string | number>) => call(w.t.app, adminProductsBulkEditCall, { ...w.admin.auth, ...fields });

  it('raises prices by a percent: list and sale alike, rounded to the fils, one audit entry per product', async () => {
    const odd = await product(w.t.db, { nameEn: 'Quince odd', listPrice: 3333, salePrice: 3333 });
    const res = await edit({ product_ids: `${low.id},${odd.id}`, change: 'price_percent', percent: 10 });
    expect(res.body).toMatchObject({ status: true, msg: '2 products changed', data: { changed: 2 } });
    expect(await priceOf(low.id)).toEqual({ list: 11000, sale: 8800 });
    // 33.33 AED + 10% = 36.663: 36.66, and it stays off sale.
    expect(await priceOf(odd.id)).toEqual({ list: 3666, sale: 3666 });
    const [entry] = (await auditOf(w.t, 'product', odd.id)).filter((a) => a.action === 'product.bulk_edit');
    expect(entry).toMatchObject({
      actorUserId: w.admin.id,
      before: { listPrice: 3333, salePrice: 3333 },
      after: { listPrice: 3666, salePrice: 3666 },
    });

    const down = await edit({ product_ids: String(low.id), change: 'price_percent', percent: -50 });
    expect(down.body.status).toBe(true);
    expect(await priceOf(low.id)).toEqual({ list: 5500, sale: 4400 });
  });

  it('changes prices by an amount, and refuses the whole edit when one price would fall below zero, naming the product', async () => {
    const cheap = await product(w.t.db, { nameEn: 'Quince cheap', nameAr: 'سفرجل رخيص', listPrice: 500, salePrice: 400 });
    const dear = await product(w.t.db, { nameEn: 'Quince dear', listPrice: 9000, salePrice: 9000 });
    const refused = await edit({ product_ids: `${dear.id},${cheap.id}`, change: 'price_amount', amount: -4.5 });
    expectRefusal(refused, 'refused');
    expect(refused.body.msg).toBe('The price of Quince cheap would be -0.50 AED: nothing was changed');
    const inArabic = await call(
      w.t.app,
      adminProductsBulkEditCall,
      { ...w.admin.auth, product_ids: String(cheap.id), change: 'price_amount', amount: -4.5 },
      { lang: 'ar' },
    );
    expect(inArabic.body.msg).toContain('سفرجل رخيص');
    expect(await priceOf(dear.id)).toEqual({ list: 9000, sale: 9000 });
    expect(await priceOf(cheap.id)).toEqual({ list: 500, sale: 400 });

    expect((await edit({ product_ids: `${dear.id},${cheap.id}`, change: 'price_amount', amount: 2.25 })).body.status).toBe(true);
    expect(await priceOf(cheap.id)).toEqual({ list: 725, sale: 625 });
    expect(await priceOf(dear.id)).toEqual({ list: 9225, sale: 9225 });
  });

  it('refuses an unknown product and changes none of the others', async () => {
    const p = await product(w.t.db, { nameEn: 'Quince kept', visible: true });
    const res = await edit({ product_ids: `${p.id},99999999`, change: 'hide' });
    expectRefusal(res, 'refused');
    expect(res.body.msg).toBe('Product #99999999 was not found: nothing was changed');
    expect((await w.t.db.select().from(products).where(eq(products.id, p.id)))[0]!.visible).toBe(true);
  });

  it('hides and shows', async () => {
    const a = await product(w.t.db, { nameEn: 'Quince shown' });
    expect((await edit({ product_ids: String(a.id), change: 'hide' })).body.data.rows[0]).toMatchObject({ id: a.id, visible: false });
    expect((await edit({ product_ids: String(a.id), change: 'show' })).body.data.rows[0]).toMatchObject({ id: a.id, visible: true });
    expect((await auditOf(w.t, 'product', a.id)).map((e) => e.after)).toEqual([{ visible: false }, { visible: true }]);
  });

  it('moves to a category: a sub-category files under its parent, and the group follows the category', async () => {
    const a = await product(w.t.db, { nameEn: 'Quince moved', categoryId: oils.id });
    expect((await edit({ product_ids: String(a.id), change: 'category', category_id: herbTeas.id })).body.status).toBe(true);
    const [moved] = await w.t.db.select().from(products).where(eq(products.id, a.id));
    expect(moved).toMatchObject({ categoryId: herbs.id, subCategoryId: herbTeas.id, groupId: group.id });

    expect((await edit({ product_ids: String(a.id), change: 'category', category_id: oils.id })).body.status).toBe(true);
    const [back] = await w.t.db.select().from(products).where(eq(products.id, a.id));
    expect(back).toMatchObject({ categoryId: oils.id, subCategoryId: null });

    expectRefusal(await edit({ product_ids: String(a.id), change: 'category', category_id: 99999999 }), 'refused');
  });

  it('names the field a change needs, or one it does not take', async () => {
    const cases = [
      [{ change: 'price_percent' }, 'percent'],
      [{ change: 'price_percent', percent: 0 }, 'percent'],
      [{ change: 'price_percent', percent: -100 }, 'percent'],
      [{ change: 'price_amount', amount: 1.005 }, 'amount'],
      [{ change: 'category' }, 'category_id'],
      [{ change: 'hide', amount: 5 }, 'amount'],
      [{ change: 'discount' }, 'change'],
    ] as const;
    for (const [fields, field] of cases) {
      const res = await edit({ product_ids: String(out.id), ...fields });
      expect([res.statusCode, invalidData(res).field]).toEqual([400, field]);
    }
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    expect(invalidData(await edit({ product_ids: tooMany, change: 'hide' })).field).toBe('product_ids');
  });

  it('two edits of the same products at once both count', async () => {
    const a = await product(w.t.db, { nameEn: 'Quince racing 1', listPrice: 10000, salePrice: 10000 });
    const b = await product(w.t.db, { nameEn: 'Quince racing 2', listPrice: 20000, salePrice: 20000 });
    const results = await Promise.all([
      edit({ product_ids: `${a.id},${b.id}`, change: 'price_percent', percent: 10 }),
      edit({ product_ids: `${b.id},${a.id}`, change: 'price_amount', amount: 1 }),
    ]);
    expect(results.map((r) => r.body.status)).toEqual([true, true]);
    const rows = await w.t.db
      .select()
      .from(products)
      .where(inArray(products.id, [a.id, b.id]));
    // +10% then +1, or +1 then +10%: either order, never one lost.
    const a2 = rows.find((r) => r.id === a.id)!.listPrice;
    const b2 = rows.find((r) => r.id === b.id)!.listPrice;
    expect([11100, 11110]).toContain(a2);
    expect([22100, 22110]).toContain(b2);
    expect((a2 === 11100) === (b2 === 22100)).toBe(true);
  });

  it('archives: hidden and off the list, listed with the archived ones, shown again only once restored', async () => {
    const a = await product(w.t.db, { nameEn: 'Quince retired', nameAr: 'سفرجل متقاعد' });
    expect((await edit({ product_ids: String(a.id), change: 'archive' })).body.data.rows[0]).toMatchObject({
      archived: true,
      visible: false,
    });
    expect(await listed({})).not.toContain(a.id);
    expect(await listed({ archived: 1 })).toEqual([a.id]);

    const shown = await edit({ product_ids: String(a.id), change: 'show' });
    expectRefusal(shown, 'refused');
    expect(shown.body.msg).toBe('Quince retired is archived: restore it before showing it in the shop');
    expectRefusal(await call(w.t.app, adminProductVisibilityCall, { ...w.admin.auth, product_id: a.id, visible: 1 }), 'refused');
    const [still] = await w.t.db.select().from(products).where(eq(products.id, a.id));
    expect(still).toMatchObject({ visible: false });
    expect(still!.archivedAt).not.toBeNull();

    expect((await edit({ product_ids: String(a.id), change: 'restore' })).body.data.rows[0]).toMatchObject({
      archived: false,
      visible: false,
    });
    expect(await listed({})).toContain(a.id);
    expect((await edit({ product_ids: String(a.id), change: 'show' })).body.data.rows[0]).toMatchObject({ visible: true });
    const actions = (await auditOf(w.t, 'product', a.id)).map((e) => e.action);
    expect(actions).toEqual(['product.bulk_edit', 'product.bulk_edit', 'product.bulk_edit']);
  });

  it('is refused to a customer', async () => {
    const res = await call(w.t.app, adminProductsBulkEditCall, { ...w.customer.auth, product_ids: String(out.id), change: 'hide' });
    expect([res.statusCode, res.refusal]).toEqual([403, 'forbidden']);
  });
});

describe('duplicate', () => {
  it('makes a hidden copy with no stock, sales, barcode or photos, and opens it', async () => {
    const source = await product(w.t.db, {
      nameEn: 'Quince honey',
      nameAr: 'عسل السفرجل',
      listPrice: 7500,
      salePrice: 7000,
      stock: 9,
      soldCount: 30,
      barcode: '6291041500213',
      countryOfOrigin: 'YE',
      categoryId: herbs.id,
      groupId: group.id,
      mainImage: 'products/abc',
    });
    const res = await call(w.t.app, adminProductDuplicateCall, { ...w.admin.auth, product_id: source.id });
    expect(res.body).toMatchObject({
      status: true,
      msg: 'Copy made: it is hidden until you show it',
      data: {
        name_en: 'Quince honey (copy)',
        name_ar: 'عسل السفرجل (نسخة)',
        list_price: 75,
        sale_price: 70,
        stock: 0,
        sold_count: 0,
        visible: false,
        barcode: '',
        country_of_origin: 'YE',
        category_id: herbs.id,
        group_id: group.id,
        main_image: '',
        photos: [],
      },
    });
    expect(res.body.data.id).not.toBe(source.id);
    const [entry] = await auditOf(w.t, 'product', res.body.data.id);
    expect(entry).toMatchObject({ action: 'product.duplicate', before: { copiedFrom: source.id } });
    const unknown = await call(w.t.app, adminProductDuplicateCall, { ...w.admin.auth, product_id: 99999999 });
    expect([unknown.statusCode, unknown.refusal]).toEqual([404, 'not-found']);
  });
});

describe('SKU, weight and cost price', () => {
  const form = { name_en: 'Quince jam', name_ar: 'مربى السفرجل', list_price: 30, sale_price: 30 };
  const create = (fields: Record<string, string | number>) =>
    call(w.t.app, adminProductCreateCall, { ...w.admin.auth, ...form, ...fields });

  it('keeps a unique SKU in capitals, the weight in grams and the cost price in fils, and finds the product by its SKU', async () => {
    const made = await create({ sku: ' qnc-jam/250 ', weight_grams: 270, cost_price: 12.5 });
    expect(made.body.data).toMatchObject({ sku: 'QNC-JAM/250', weight_grams: 270, cost_price: 12.5 });
    const [row] = await w.t.db.select().from(products).where(eq(products.id, made.body.data.id));
    expect(row).toMatchObject({ sku: 'QNC-JAM/250', weightGrams: 270, costPrice: 1250 });
    expect((await listed({ keyword: 'qnc-jam' })).includes(made.body.data.id)).toBe(true);

    const again = await create({ sku: 'Qnc-Jam/250' });
    expect([again.statusCode, invalidData(again).field, invalidData(again).reason]).toEqual([400, 'sku', 'another product has this SKU']);
    expect(await w.t.db.select().from(products).where(eq(products.sku, 'QNC-JAM/250'))).toHaveLength(1);

    const copy = await call(w.t.app, adminProductDuplicateCall, { ...w.admin.auth, product_id: made.body.data.id });
    expect(copy.body.data).toMatchObject({ sku: '', weight_grams: 270, cost_price: 12.5 });

    const cleared = await call(w.t.app, adminProductUpdateCall, { ...w.admin.auth, ...form, product_id: made.body.data.id, sku: '' });
    expect(cleared.body.data).toMatchObject({ sku: '', weight_grams: null, cost_price: null });
  });

  it('names the field of a bad SKU, weight or cost price, and saves nothing', async () => {
    const count = async () => (await w.t.db.select().from(products)).length;
    const before = await count();
    for (const [fields, field] of [
      [{ sku: 'qnc jam' }, 'sku'],
      [{ sku: '-qnc' }, 'sku'],
      [{ weight_grams: 0 }, 'weight_grams'],
      [{ weight_grams: 2.5 }, 'weight_grams'],
      [{ cost_price: -1 }, 'cost_price'],
      [{ cost_price: 1.005 }, 'cost_price'],
    ] as const) {
      const res = await create(fields);
      expect([res.statusCode, invalidData(res).field]).toEqual([400, field]);
    }
    expect(await count()).toBe(before);
  });
});
