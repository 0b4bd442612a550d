import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import {
  PAGE_SIZE,
  type ProductCard,
  catFilterCall,
  categoriesCall,
  detailsCall,
  filtersCall,
  groupFilterCall,
  groupsCall,
  offersCall,
  searchFilterCall,
  secondVariationCall,
  type Call,
} from '@shop/contract';
import { products } from '../../db/schema';
import { call, expectRefusal, invalidData } from '../../test/app';
import { buildCatalogue, BULK_PRODUCTS, type Catalogue } from '../../test/fixtures/catalogue';
import { customer } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';

const t = suiteApp();
let c: Catalogue;
const guest = { auth_key: 'guest', user_id: 0 };

beforeAll(async () => {
  c = await buildCatalogue(t.db);
});

const names = (cards: ProductCard[]) => cards.map((p) => p.name);
const ids = (cards: ProductCard[]) => cards.map((p) => p.id);

/** Expects an 'invalid' refusal naming the field for each value. */
async function expectBadInput(path: Call, field: string, values: string[], extra: Record<string, string | number> = {}) {
  for (const v of values) {
    const res = await call(t.app, path, { ...guest, ...extra, [field]: v });
    expectRefusal(res, 'invalid', `${field}=${v}`);
    expect(res.body.status).toBe(false);
    expect(invalidData(res).field).toBe(field);
  }
}

describe('access', () => {
  const paths: [Call, Record<string, number | string>][] = [
    [groupsCall, {}],
    [categoriesCall, {}],
    [searchFilterCall, {}],
    [catFilterCall, { category_id: 0 }],
    [groupFilterCall, { group_id: 0 }],
    [offersCall, {}],
    [filtersCall, {}],
    [detailsCall, { product_id: 0 }],
  ];

  it('lets guests with the placeholder token, guests without credentials and customers make every catalogue call', async () => {
    paths[3]![1].category_id = c.categories.honey.id;
    paths[4]![1].group_id = c.groups.honey.id;
    paths[7]![1].product_id = c.p.sidr.id;
    const signedIn = await customer(t.db);
    for (const [c, fields] of paths) {
      for (const who of [guest, {}, signedIn.auth]) {
        const res = await call(t.app, c, { ...who, ...fields });
        expect(res.statusCode, c.path).toBe(200);
        expect(res.body.status, c.path).toBe(true);
      }
      const wrong = await call(t.app, c, { auth_key: 'forged', user_id: signedIn.id, ...fields });
      expectRefusal(wrong, 'wrong-key', c.path);
      expect(wrong.body.msg).toBe('wrong key');
    }
  });
});

describe('products/groups.php and products/categories.php', () => {
  it('lists the visible groups in order, in both languages', async () => {
    const en = await call(t.app, groupsCall, guest);
    expect(en.body.data).toEqual([
      { id: c.groups.honey.id, group_name: 'Honey' },
      { id: c.groups.oils.id, group_name: 'Oils' },
      { id: c.groups.gifts.id, group_name: 'Gifts' },
    ]);
    const ar = await call(t.app, groupsCall, guest, { lang: 'ar' });
    expect(ar.body.data.map((g: { group_name: string }) => g.group_name)).toEqual(['العسل', 'الزيوت', 'الهدايا']);
    expect(ar.body.msg).toBe('تمت العملية بنجاح');
  });

  it('lists the visible top-level categories with their icons, in both languages', async () => {
    const en = await call(t.app, categoriesCall, guest);
    expect(en.body.data).toEqual([
      { id: c.categories.honey.id, cat_name: 'Honey', icon: 'http://localhost:3000/media/cat/honey-160.webp' },
      { id: c.categories.oils.id, cat_name: 'Oils', icon: 'http://localhost:3000/placeholder.svg' },
      { id: c.categories.gifts.id, cat_name: 'Gift boxes', icon: 'http://localhost:3000/placeholder.svg' },
      { id: c.categories.jars.id, cat_name: 'Jars', icon: 'http://localhost:3000/placeholder.svg' },
    ]);
    const ar = await call(t.app, categoriesCall, guest, { lang: 'ar' });
    expect(ar.body.data.map((x: { cat_name: string }) => x.cat_name)).toEqual(['عسل', 'زيوت', 'صناديق الهدايا', 'برطمانات']);
  });
});

describe('products/search_filter.php without a keyword: the home sets', () => {
  const featuredCount = BULK_PRODUCTS + 1; // the gift boxes and the sidr honey; the hidden one is not shown

  it('answers home type 1 (featured) by default, paged by 30 with total_products on the first card', async () => {
    const first = await call(t.app, searchFilterCall, guest);
    expect(first.body.data).toHaveLength(PAGE_SIZE);
    expect(first.body.data[0]!.total_products).toBe(featuredCount);
    expect(first.body.data[1]!.total_products).toBeUndefined();
    expect(first.body.data[0]).toEqual({
      id: c.p.sidr.id,
      main_image: 'http://localhost:3000/media/p/sidr-640.webp',
      name: 'Royal Sidr Honey',
      short_desc: 'Yemeni mountain honey',
      quantity: 5,
      sale_price: 99,
      list_price: 120,
      discount: 18,
      rating: 4.6,
      rating_count: 12,
      total_products: featuredCount,
    });
    const pages = [first.body.data];
    for (const item_count of [30, 60]) {
      const res = await call(t.app, searchFilterCall, {
        ...guest,
        search_with: 'home_types',
        home_types: 1,
        item_count,
        limit: 30,
      });
      pages.push(res.body.data);
    }
    expect(pages.map((p) => p.length)).toEqual([30, 30, featuredCount - 60]);
    const all = pages.flat().map((p: ProductCard) => p.id);
    expect(new Set(all).size).toBe(featuredCount);
    expect(all).not.toContain(c.p.hidden.id);
  });

  it('answers home type 2 (selected) and 3 (new, newest first)', async () => {
    const selected = await call(t.app, searchFilterCall, { ...guest, home_types: 2 });
    expect(names(selected.body.data)).toEqual(['Acacia Honey', 'Black Seed Oil']);
    const fresh = await call(t.app, searchFilterCall, { ...guest, home_types: 3 });
    expect(names(fresh.body.data)).toEqual(['Acacia Honey', 'Royal Sidr Honey']);
  });

  it('honours a smaller limit and caps a larger one at 30; an offset past the end is an empty page', async () => {
    const ten = await call(t.app, searchFilterCall, { ...guest, limit: 10 });
    expect(ten.body.data).toHaveLength(10);
    const big = await call(t.app, searchFilterCall, { ...guest, limit: 500 });
    expect(big.body.data).toHaveLength(PAGE_SIZE);
    const past = await call(t.app, searchFilterCall, { ...guest, item_count: 900 });
    expect(past.body.data).toEqual([]);
  });

  it('treats blank fields as their defaults, like a form leaving them empty', async () => {
    const res = await call(t.app, searchFilterCall, {
      ...guest,
      search_with: '',
      keyword: '',
      home_types: '',
      item_count: '',
      limit: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toHaveLength(PAGE_SIZE);
    expect(res.body.data[0]!.total_products).toBe(featuredCount);
  });

  it('lists the whole catalogue for search_with keyword without a keyword (the header’s Products link), paged by 30', async () => {
    for (const keyword of [undefined, '', '  ', 'null']) {
      const seen: ProductCard[] = [];
      for (let item_count = 0; item_count < c.visibleCount + PAGE_SIZE; item_count += PAGE_SIZE) {
        const res = await call(t.app, searchFilterCall, {
          ...guest,
          search_with: 'keyword',
          keyword,
          item_count,
          limit: PAGE_SIZE,
        });
        expect(res.statusCode, `keyword=${keyword}`).toBe(200);
        if (item_count === 0) expect(res.body.data[0]!.total_products).toBe(c.visibleCount);
        seen.push(...res.body.data);
      }
      expect(seen).toHaveLength(c.visibleCount);
      expect(new Set(ids(seen)).size).toBe(c.visibleCount);
      expect(ids(seen)).not.toContain(c.p.hidden.id);
      // What can be bought now first.
      const firstSoldOut = seen.findIndex((p) => p.quantity === 0);
      expect(firstSoldOut).toBeGreaterThan(0);
      expect(seen.slice(firstSoldOut).every((p) => p.quantity === 0)).toBe(true);
    }
  });

  it("takes the home type as the route's word too (products, selected, new), as the original client sends it", async () => {
    const byWord = async (home_types: string) =>
      ids((await call(t.app, searchFilterCall, { ...guest, search_with: 'home_types', home_types })).body.data);
    expect(await byWord('products')).toEqual(await byWord('1'));
    expect(await byWord('selected')).toEqual(await byWord('2'));
    expect(await byWord(' New ')).toEqual(await byWord('3'));
    expect(await byWord('selected')).not.toEqual(await byWord('3'));
  });

  it('answers cards in Arabic', async () => {
    const res = await call(t.app, searchFilterCall, { ...guest, home_types: 3 }, { lang: 'ar' });
    expect(res.body.data[1]).toMatchObject({ name: 'عسل السدر الملكي', short_desc: 'عسل جبلي يمني' });
    expect(res.body.data[0]).toMatchObject({ name: 'عسل الأكاسيا', short_desc: 'خفيف بنكهة الزهور' });
  });

  it('refuses bad input naming the field', async () => {
    const path = searchFilterCall;
    await expectBadInput(path, 'item_count', ['-1', 'abc', '1.5']);
    await expectBadInput(path, 'limit', ['0', '-30', 'x']);
    await expectBadInput(path, 'home_types', ['0', '4', 'newest']);
    await expectBadInput(path, 'search_with', ['everything']);
    const ar = await call(t.app, path, { ...guest, item_count: '-1' }, { lang: 'ar' });
    expect(ar.body.msg).toMatch(/^قيمة غير صالحة للحقل item_count/);
  });
});

describe('products/cat_filter.php', () => {
  it('answers a category with its sub-categories’ products and its children as the strip', async () => {
    const res = await call(t.app, catFilterCall, { ...guest, category_id: c.categories.honey.id });
    expect(res.statusCode).toBe(200);
    // In stock first, then best sellers first; the hidden product is left out.
    expect(names(res.body.data.products)).toEqual(['Royal Sidr Honey', 'Honey Sweets 500g', 'Acacia Honey']);
    expect(res.body.data.products[0]!.total_products).toBe(3);
    expect(res.body.data.sub_category).toEqual([
      { id: c.categories.sidr.id, group_name: 'Sidr honey', cat_name: 'Sidr honey' },
      { id: c.categories.acacia.id, group_name: 'Acacia honey', cat_name: 'Acacia honey' },
    ]);
  });

  it('answers a sub-category with its products and its siblings as the strip, in Arabic too', async () => {
    const res = await call(t.app, catFilterCall, { ...guest, category_id: c.categories.acacia.id }, { lang: 'ar' });
    expect(names(res.body.data.products)).toEqual(['عسل الأكاسيا']);
    expect(res.body.data.sub_category).toEqual([
      { id: c.categories.sidr.id, group_name: 'عسل السدر', cat_name: 'عسل السدر' },
      { id: c.categories.acacia.id, group_name: 'عسل الأكاسيا', cat_name: 'عسل الأكاسيا' },
    ]);
  });

  it('pages a large category by 30 with total_products', async () => {
    const sizes = [];
    for (const item_count of [0, 30, 60]) {
      const res = await call(t.app, catFilterCall, { ...guest, category_id: c.categories.gifts.id, item_count, limit: 30 });
      sizes.push(res.body.data.products.length);
      expect(res.body.data.products[0]!.total_products).toBe(BULK_PRODUCTS);
      expect(res.body.data.sub_category).toEqual([]);
    }
    expect(sizes).toEqual([30, 30, 5]);
  });

  it('answers not found for an unknown or hidden category and invalid for a malformed id', async () => {
    for (const id of [999999, c.categories.hidden.id]) {
      const res = await call(t.app, catFilterCall, { ...guest, category_id: id });
      expectRefusal(res, 'not-found');
      expect(res.body).toEqual({ status: false, msg: 'Category not found', data: null });
    }
    const ar = await call(t.app, catFilterCall, { ...guest, category_id: 999999 }, { lang: 'ar' });
    expect(ar.body.msg).toBe('التصنيف غير موجود');
    await expectBadInput(catFilterCall, 'category_id', ['abc', '0', '-3', '']);
    await expectBadInput(catFilterCall, 'item_count', ['-1'], { category_id: c.categories.honey.id });
  });
});

describe('products/group_filter.php', () => {
  it("answers a group's products with its top-level categories as the strip, in both languages", async () => {
    const en = await call(t.app, groupFilterCall, { ...guest, group_id: c.groups.oils.id });
    expect(names(en.body.data.products)).toEqual(['Black Seed Oil', 'Rosemary Oil', 'Argan Oil', 'Crème Brûlée Soap']);
    expect(en.body.data.products[0]!.total_products).toBe(4);
    expect(en.body.data.sub_category).toEqual([{ id: c.categories.oils.id, group_name: 'Oils', cat_name: 'Oils' }]);
    const ar = await call(t.app, groupFilterCall, { ...guest, group_id: c.groups.honey.id }, { lang: 'ar' });
    expect(ar.body.data.sub_category).toEqual([{ id: c.categories.honey.id, group_name: 'عسل', cat_name: 'عسل' }]);
    expect(names(ar.body.data.products)).toEqual(['عسل السدر الملكي', 'حلوى العسل 500 غرام', 'عسل الأكاسيا']);
  });

  it('pages by 30', async () => {
    const res = await call(t.app, groupFilterCall, { ...guest, group_id: c.groups.gifts.id, item_count: 60, limit: 30 });
    expect(res.body.data.products).toHaveLength(BULK_PRODUCTS - 60);
    expect(res.body.data.products[0]!.total_products).toBe(BULK_PRODUCTS);
  });

  it('answers not found for an unknown or hidden group and invalid for a malformed id', async () => {
    for (const id of [999999, c.groups.hidden.id]) {
      const res = await call(t.app, groupFilterCall, { ...guest, group_id: id });
      expectRefusal(res, 'not-found');
      expect(res.body.msg).toBe('Group not found');
    }
    await expectBadInput(groupFilterCall, 'group_id', ['x', '-1']);
  });
});

describe('products/offers.php', () => {
  it('lists only discounted products, biggest discount first, paged with total_products', async () => {
    const discounted = 3 + Math.floor(BULK_PRODUCTS / 2); // argan, black seed, sidr and every other gift box
    const first = await call(t.app, offersCall, guest);
    expect(first.body.data).toHaveLength(PAGE_SIZE);
    expect(first.body.data[0]).toMatchObject({
      name: 'Argan Oil',
      discount: 33,
      sale_price: 10,
      list_price: 15,
      total_products: discounted,
    });
    expect(names(first.body.data.slice(1, 3))).toEqual(['Black Seed Oil', 'Royal Sidr Honey']);
    const discounts = first.body.data.map((p: ProductCard) => p.discount);
    expect([...discounts].sort((a, b) => b - a)).toEqual(discounts);
    const last = await call(t.app, offersCall, { ...guest, item_count: 30, limit: 30 });
    expect(last.body.data).toHaveLength(discounted - 30);
    for (const p of [...first.body.data, ...last.body.data]) expect(p.sale_price).toBeLessThan(p.list_price);
    await expectBadInput(offersCall, 'item_count', ['-30']);
  });

  it('answers in Arabic', async () => {
    const res = await call(t.app, offersCall, guest, { lang: 'ar' });
    expect(res.body.data[0]).toMatchObject({ name: 'زيت الأرغان', short_desc: 'للشعر والبشرة' });
  });
});

describe('products/filters.php', () => {
  const filters = (fields: Record<string, string | number>, lang: 'en' | 'ar' = 'en') =>
    call(t.app, filtersCall, { ...guest, ...fields }, { lang });

  it('answers every visible product by default, cheapest first, as a list with total_products on the first card', async () => {
    const res = await filters({});
    expect(res.body.data).toHaveLength(PAGE_SIZE);
    expect(res.body.data[0]).toMatchObject({ name: 'Argan Oil', total_products: c.visibleCount });
    expect(res.body.data[1]!.total_products).toBeUndefined();
    const prices = res.body.data.map((p: ProductCard) => p.sale_price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('narrows to a category including its sub-categories; an unknown category matches nothing', async () => {
    const res = await filters({ category_id: c.categories.honey.id });
    expect(names(res.body.data)).toEqual(['Acacia Honey', 'Royal Sidr Honey', 'Honey Sweets 500g']);
    expect(res.body.data[0]!.total_products).toBe(3);
    const none = await filters({ category_id: 999999 });
    expect(none.statusCode).toBe(200);
    expect(none.body.data).toEqual([]);
  });

  it('filters by the three price ranges of the panel, in AED on the sale price, bounds included', async () => {
    const oilsAndHoney = async (price_from: number, price_to: number) => {
      const [honey, oils] = await Promise.all(
        [c.categories.honey.id, c.categories.oils.id].map((category_id) => filters({ category_id, price_from, price_to })),
      );
      return [...names(honey!.body.data), ...names(oils!.body.data)];
    };
    expect(await oilsAndHoney(10, 49)).toEqual(['Acacia Honey', 'Argan Oil', 'Crème Brûlée Soap', 'Black Seed Oil']);
    expect(await oilsAndHoney(50, 100)).toEqual(['Royal Sidr Honey', 'Honey Sweets 500g', 'Rosemary Oil']);
    expect(await oilsAndHoney(100, 99999)).toEqual(['Honey Sweets 500g']);
    const gifts = await filters({ category_id: c.categories.gifts.id, price_from: 100, price_to: 99999 });
    expect(gifts.body.data[0]!.total_products).toBe(BULK_PRODUCTS);
    const onlyFrom = await filters({ category_id: c.categories.oils.id, price_from: 48 });
    expect(names(onlyFrom.body.data)).toEqual(['Black Seed Oil', 'Rosemary Oil']);
  });

  it('narrows the search or the group being shown (keyword, group_id), not the whole catalogue', async () => {
    const search = async (keyword: string) =>
      (await call(t.app, searchFilterCall, { ...guest, search_with: 'keyword', keyword, limit: PAGE_SIZE })).body.data as ProductCard[];
    const honey = await search('honey');
    const cheapHoney = await filters({ keyword: 'honey', price_from: 0, price_to: 49, price_sort: 'asc' });
    expect(cheapHoney.body.data.length).toBeGreaterThan(0);
    expect(cheapHoney.body.data.length).toBeLessThan(honey.length);
    for (const p of cheapHoney.body.data as ProductCard[]) {
      expect(ids(honey)).toContain(p.id);
      expect(p.sale_price).toBeLessThanOrEqual(49);
    }
    expect(cheapHoney.body.data[0]!.total_products).toBe(cheapHoney.body.data.length);
    const arabic = await filters({ keyword: 'عسل', price_from: 0, price_to: 49 }, 'ar');
    expect(ids(arabic.body.data).sort()).toEqual(ids(cheapHoney.body.data).sort());

    const group = c.groups.honey.id;
    const inGroup = (await call(t.app, groupFilterCall, { ...guest, group_id: group, limit: 500 })).body.data.products as ProductCard[];
    const wellRated = await filters({ group_id: group, rating: 1, price_sort: 'desc', limit: 500 });
    expect(wellRated.body.data.length).toBeGreaterThan(0);
    expect(wellRated.body.data.length).toBeLessThan(c.visibleCount);
    for (const p of wellRated.body.data as ProductCard[]) expect(ids(inGroup)).toContain(p.id);
  });

  it('reads a range given the wrong way round as the same range, as the original client sends it (49 to 10)', async () => {
    for (const [from, to] of [
      [10, 49],
      [100, 99999],
    ] as const) {
      const right = await filters({ price_from: from, price_to: to, price_sort: 'desc' });
      const swapped = await filters({ price_from: to, price_to: from, price_sort: 'desc' });
      expect(swapped.body.data.length).toBeGreaterThan(0);
      expect(ids(swapped.body.data)).toEqual(ids(right.body.data));
      expect(swapped.body.data[0]!.total_products).toBe(right.body.data[0]!.total_products);
    }
  });

  it("reads 'null', 'undefined' and blank as not given, as the original client sends unset filters", async () => {
    const everything = await filters({});
    for (const absent of ['null', 'undefined', '']) {
      const res = await filters({ category_id: absent, rating: absent, price_from: absent, price_to: absent, price_sort: absent });
      expect(res.statusCode, absent).toBe(200);
      expect(ids(res.body.data)).toEqual(ids(everything.body.data));
      expect(res.body.data[0]!.total_products).toBe(c.visibleCount);
    }
  });

  it('filters by minimum rating', async () => {
    const four = await filters({ category_id: c.categories.oils.id, rating: 4 });
    expect(names(four.body.data)).toEqual(['Black Seed Oil', 'Rosemary Oil']);
    const two = await filters({ category_id: c.categories.oils.id, rating: 2 });
    expect(names(two.body.data)).toEqual(['Argan Oil', 'Black Seed Oil', 'Rosemary Oil']);
  });

  it('orders by price ascending (default), descending, or best selling', async () => {
    const cat = { category_id: c.categories.oils.id };
    expect(names((await filters(cat)).body.data)).toEqual(['Argan Oil', 'Crème Brûlée Soap', 'Black Seed Oil', 'Rosemary Oil']);
    expect(names((await filters({ ...cat, price_sort: 'asc' })).body.data)).toEqual([
      'Argan Oil',
      'Crème Brûlée Soap',
      'Black Seed Oil',
      'Rosemary Oil',
    ]);
    expect(names((await filters({ ...cat, price_sort: 'DESC' })).body.data)).toEqual([
      'Rosemary Oil',
      'Black Seed Oil',
      'Crème Brûlée Soap',
      'Argan Oil',
    ]);
    expect(names((await filters({ ...cat, price_sort: 'best' })).body.data)).toEqual([
      'Black Seed Oil',
      'Rosemary Oil',
      'Argan Oil',
      'Crème Brûlée Soap',
    ]);
  });

  it('orders by newest and by top rated for the list sort control', async () => {
    /** The shown products' columns, in the order shown. */
    const shownRows = async (cards: ProductCard[]) => {
      const rows = await t.db
        .select({ id: products.id, createdAt: products.createdAt, rating: products.rating })
        .from(products)
        .where(inArray(products.id, ids(cards)));
      return ids(cards).map((id) => rows.find((r) => r.id === id)!);
    };
    const newest = await shownRows((await filters({ price_sort: 'newest' })).body.data);
    expect(newest).toHaveLength(PAGE_SIZE);
    expect(new Set(newest.map((r) => r.createdAt.getTime())).size).toBeGreaterThan(1);
    for (const [a, b] of newest.slice(1).map((r, i) => [newest[i]!, r] as const))
      expect(a.createdAt.getTime() > b.createdAt.getTime() || (a.createdAt.getTime() === b.createdAt.getTime() && a.id > b.id)).toBe(true);
    const oils = (await shownRows((await filters({ category_id: c.categories.oils.id, price_sort: 'rating' })).body.data)).map(
      (r) => r.rating,
    );
    expect(oils.length).toBeGreaterThan(2);
    expect(new Set(oils).size).toBeGreaterThan(1);
    expect([...oils].sort((a, b) => b - a)).toEqual(oils);
  });

  it('orders by relevance: within a search, as the search ranks; otherwise what can be bought, best sellers first', async () => {
    const searched = (await call(t.app, searchFilterCall, { ...guest, search_with: 'keyword', keyword: 'oil', limit: PAGE_SIZE })).body
      .data as ProductCard[];
    const narrowed = await filters({ keyword: 'oil', rating: 1, price_sort: 'relevance', limit: PAGE_SIZE });
    const rated = new Set(ids(narrowed.body.data));
    expect(rated.size).toBeGreaterThan(1);
    expect(ids(narrowed.body.data)).toEqual(ids(searched).filter((id) => rated.has(id)));
    const honey = await filters({ category_id: c.categories.honey.id, price_sort: 'relevance' });
    const list = await call(t.app, catFilterCall, { ...guest, category_id: c.categories.honey.id });
    expect(ids(honey.body.data)).toEqual(ids(list.body.data.products));
  });

  it('orders best selling by units sold alone, sold-out products included', async () => {
    const res = await filters({ category_id: c.categories.honey.id, price_sort: 'best' });
    expect(names(res.body.data)).toEqual(['Acacia Honey', 'Royal Sidr Honey', 'Honey Sweets 500g']);
  });

  it('combines the filters and pages by 30, with total_products on the first card of every page', async () => {
    const fields = { category_id: c.categories.gifts.id, price_from: 100, price_to: 99999, price_sort: 'desc' };
    const first = await filters(fields);
    const prices = first.body.data.map((p: ProductCard) => p.sale_price);
    expect(prices[0]).toBe(20100 / 100 + 64);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    const third = await filters({ ...fields, item_count: 60, limit: 30 });
    expect(third.body.data).toHaveLength(BULK_PRODUCTS - 60);
    expect(third.body.data[0]!.total_products).toBe(BULK_PRODUCTS);
    const past = await filters({ ...fields, item_count: 90, limit: 30 });
    expect(past.body.data).toEqual([]);
    const rated = await filters({ category_id: c.categories.honey.id, rating: 3, price_from: 10, price_to: 49 });
    expect(names(rated.body.data)).toEqual(['Acacia Honey']);
  });

  it('answers in Arabic', async () => {
    const res = await filters({ category_id: c.categories.oils.id, price_sort: 'best' }, 'ar');
    expect(names(res.body.data)).toEqual(['زيت حبة البركة', 'زيت إكليل الجبل', 'زيت الأرغان', 'صابون بالكريمة']);
    expect(res.body.data[0]!.short_desc).toBe('معصور على البارد');
  });

  it('refuses bad input naming the field', async () => {
    const path = filtersCall;
    await expectBadInput(path, 'category_id', ['abc', '-1']);
    await expectBadInput(path, 'rating', ['6', '-1', 'good']);
    await expectBadInput(path, 'price_from', ['-5', 'cheap']);
    await expectBadInput(path, 'price_to', ['much']);
    await expectBadInput(path, 'price_sort', ['up']);
    await expectBadInput(path, 'item_count', ['-1']);
    await expectBadInput(path, 'limit', ['0']);
  });
});

describe('products/details.php', () => {
  it('answers every field of the product detail', async () => {
    const res = await call(t.app, detailsCall, { ...guest, product_id: c.p.sidr.id });
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: c.p.sidr.id,
      name: 'Royal Sidr Honey',
      short_desc: 'Yemeni mountain honey',
      description: 'Raw honey from the Sidr tree.',
      rating: 4.6,
      sale_price: 99,
      list_price: 120,
      discount: 18,
      stock: 5,
      main_image: 'http://localhost:3000/media/p/sidr-1024.webp',
      variations: [],
    });
    // The main image first, then the photos in order, each once.
    expect(d.photos).toEqual([
      { photo: 'http://localhost:3000/media/p/sidr-1024.webp', thumbnail_photo: 'http://localhost:3000/media/p/sidr-160.webp' },
      { photo: 'http://localhost:3000/media/p/sidr-top-1024.webp', thumbnail_photo: 'http://localhost:3000/media/p/sidr-top-160.webp' },
      { photo: 'http://localhost:3000/media/p/sidr-side-1024.webp', thumbnail_photo: 'http://localhost:3000/media/p/sidr-side-160.webp' },
    ]);
    // Newest first, hidden reviews left out, dated in the shop's time zone (21:30 UTC is the next day in Dubai).
    expect(d.reviews).toEqual([
      {
        name: 'Amal',
        profile_photo: 'http://localhost:3000/media/u/amal-160.webp',
        rating: 5,
        added_on: '2026-02-02',
        title: 'Lovely',
        description: 'Thick and tasty',
        reply: '',
        // Written here without an order of the product: not a verified purchase (orders.test.ts has the verified ones).
        verified: false,
        photos: [],
      },
      {
        name: 'Omar',
        profile_photo: '',
        rating: 4,
        added_on: '2026-01-15',
        title: 'جيد',
        description: 'طعم ممتاز',
        reply: '',
        verified: false,
        photos: [],
      },
    ]);
    // Same sub-category first, then the rest of the category; never itself or a hidden product.
    expect(names(d.similar_products)).toEqual(['Honey Sweets 500g', 'Acacia Honey']);
    expect(d.similar_products[0]).toMatchObject({ quantity: 2, sale_price: 100 });
  });

  it('answers the similar products of a product outside any sub-category: its category, best sellers first', async () => {
    const res = await call(t.app, detailsCall, { ...guest, product_id: c.p.argan.id });
    expect(names(res.body.data.similar_products)).toEqual(['Black Seed Oil', 'Rosemary Oil', 'Crème Brûlée Soap']);
    const none = await call(t.app, detailsCall, { ...guest, product_id: c.solo.id });
    expect(none.body.data.similar_products).toEqual([]);
    // A family member's similar products leave out the family, which its selectors already offer.
    const jar = await call(t.app, detailsCall, { ...guest, product_id: c.family[0]!.id });
    expect(names(jar.body.data.similar_products)).toEqual(['Jar Opener']);
  });

  it('answers every text field in Arabic', async () => {
    const res = await call(t.app, detailsCall, { ...guest, product_id: c.p.sidr.id }, { lang: 'ar' });
    expect(res.body.data).toMatchObject({
      name: 'عسل السدر الملكي',
      short_desc: 'عسل جبلي يمني',
      description: 'عسل خام من شجرة السدر.',
    });
    expect(names(res.body.data.similar_products)).toEqual(['حلوى العسل 500 غرام', 'عسل الأكاسيا']);
  });

  it('shows an out-of-stock product with stock 0 and a placeholder image when it has none', async () => {
    const res = await call(t.app, detailsCall, { ...guest, product_id: c.p.acacia.id });
    expect(res.body.data).toMatchObject({
      stock: 0,
      main_image: 'http://localhost:3000/placeholder.svg',
      photos: [],
      reviews: [],
      discount: 0,
    });
  });

  it('adds a rating summary of the visible reviews: average, count and count by stars (none: zeros)', async () => {
    const sidr = (await call(t.app, detailsCall, { ...guest, product_id: c.p.sidr.id })).body.data;
    // The hidden 1-star review is not counted.
    expect(sidr.rating_summary).toEqual({
      average: 4.5,
      count: 2,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
    const acacia = (await call(t.app, detailsCall, { ...guest, product_id: c.p.acacia.id })).body.data;
    expect(acacia.rating_summary).toMatchObject({ average: 0, count: 0 });
    expect(acacia.rating_summary.distribution.map((d: { count: number }) => d.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it("adds the trail of the breadcrumbs: the visible group (else the category's) and category, in the language asked", async () => {
    const trail = async (product_id: number, lang: 'en' | 'ar' = 'en') =>
      (await call(t.app, detailsCall, { ...guest, product_id }, { lang })).body.data.trail;
    expect(await trail(c.p.sidr.id)).toEqual([
      { kind: 'group', id: c.groups.honey.id, name: 'Honey' },
      { kind: 'category', id: c.categories.honey.id, name: 'Honey' },
    ]);
    expect(await trail(c.p.sidr.id, 'ar')).toEqual([
      { kind: 'group', id: c.groups.honey.id, name: 'العسل' },
      { kind: 'category', id: c.categories.honey.id, name: 'عسل' },
    ]);
    // Jars belongs to no group.
    expect(await trail(c.p.opener.id)).toEqual([{ kind: 'category', id: c.categories.jars.id, name: 'Jars' }]);
  });

  it('answers not found for an unknown or hidden product, invalid for a malformed id', async () => {
    for (const product_id of [999999, c.p.hidden.id]) {
      const res = await call(t.app, detailsCall, { ...guest, product_id });
      expectRefusal(res, 'not-found');
      expect(res.body).toEqual({ status: false, msg: 'Product not found', data: null });
    }
    const ar = await call(t.app, detailsCall, { ...guest, product_id: 999999 }, { lang: 'ar' });
    expect(ar.body.msg).toBe('المنتج غير موجود');
    await expectBadInput(detailsCall, 'product_id', ['abc', '0', '-1', '']);
  });
});

describe('variations', () => {
  const detail = async (productId: number, lang: 'en' | 'ar' = 'en') =>
    (await call(t.app, detailsCall, { ...guest, product_id: productId }, { lang })).body.data;
  const opts = (o: { product_id: number; option_value: string }[]) => o.map((x) => [x.option_value, x.product_id]);

  it('answers the two selectors of a family member: every first value, and the second values sharing its first', async () => {
    const [j250s, j500s, j250a, j500a, j1kgS] = c.family;
    const d = await detail(j250s!.id);
    expect(d.variations).toHaveLength(2);
    expect(d.variations[0]).toMatchObject({ variation_id: c.variations.size.id, main_product_id: j250s!.id, variation_name: 'Size' });
    // 500 g leads to the 500 g with the same type (Sidr); the hidden 1 kg Acacia is never offered.
    expect(opts(d.variations[0]!.options)).toEqual([
      ['250 g', j250s!.id],
      ['500 g', j500s!.id],
      ['1 kg', j1kgS!.id],
    ]);
    expect(d.variations[1]).toMatchObject({ variation_id: c.variations.type.id, variation_name: 'Type' });
    expect(opts(d.variations[1]!.options)).toEqual([
      ['Sidr', j250s!.id],
      ['Acacia', j250a!.id],
    ]);

    const other = await detail(j500a!.id, 'ar');
    expect(other.variations.map((v: { variation_name: string }) => v.variation_name)).toEqual(['الحجم', 'النوع']);
    expect(opts(other.variations[0]!.options)).toEqual([
      ['٢٥٠ غ', j250a!.id],
      ['٥٠٠ غ', j500a!.id],
      ['١ كغ', j1kgS!.id],
    ]);
    expect(opts(other.variations[1]!.options)).toEqual([
      ['سدر', j500s!.id],
      ['أكاسيا', j500a!.id],
    ]);
  });

  it('answers a single selector for a family with one variation', async () => {
    const d = await detail(c.solo.id);
    expect(d.variations).toEqual([
      {
        variation_id: c.variations.scent.id,
        main_product_id: c.solo.id,
        variation_name: 'Scent',
        options: [{ product_id: c.solo.id, option_value: 'Mint' }],
      },
    ]);
  });
});

describe('products/second_variation.php', () => {
  const second = (fields: Record<string, string | number>, lang: 'en' | 'ar' = 'en') => call(t.app, secondVariationCall, fields, { lang });

  it('answers the options themselves as data (the original client maps data), without any user id', async () => {
    const [, j500s, , j500a, j1kgS] = c.family;
    const main = c.family[0]!.id;
    const res = await second({ variation_id: c.variations.size.id, main_product_id: main, option_value: '500 g' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual([
      { product_id: j500s!.id, option_value: 'Sidr' },
      { product_id: j500a!.id, option_value: 'Acacia' },
    ]);
    // The hidden 1 kg Acacia is not offered.
    const kg = await second({ variation_id: c.variations.size.id, main_product_id: main, option_value: '1 KG ' });
    expect(kg.body.data).toEqual([{ product_id: j1kgS!.id, option_value: 'Sidr' }]);
    // The value may come in Arabic (the page was shown in Arabic); the answer follows Accept-Language.
    const ar = await second({ variation_id: c.variations.size.id, main_product_id: main, option_value: '٥٠٠ غ' }, 'ar');
    expect(ar.body.data).toEqual([
      { product_id: j500s!.id, option_value: 'سدر' },
      { product_id: j500a!.id, option_value: 'أكاسيا' },
    ]);
    const none = await second({ variation_id: c.variations.size.id, main_product_id: main, option_value: '2 kg' });
    expect(none.body.data).toEqual([]);
  });

  it('works for a signed-in customer sending only its auth_key, and for a guest', async () => {
    const fields = { variation_id: c.variations.size.id, main_product_id: c.family[0]!.id, option_value: '250 g' };
    for (const who of [{ auth_key: 'anything' }, guest]) {
      const res = await second({ ...fields, ...who });
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toHaveLength(2);
    }
  });

  it('answers an empty list for a family with one variation, not found for a variation of another family, invalid for bad input', async () => {
    const solo = await second({ variation_id: c.variations.scent.id, main_product_id: c.solo.id, option_value: 'Mint' });
    expect(solo.body.data).toEqual([]);
    const wrong = await second({ variation_id: c.variations.scent.id, main_product_id: c.family[0]!.id, option_value: 'Mint' });
    expectRefusal(wrong, 'not-found');
    expect(wrong.body.msg).toBe('This option is not available');
    const base = { variation_id: c.variations.size.id, main_product_id: c.family[0]!.id, option_value: '250 g' };
    for (const [field, value] of [
      ['variation_id', 'x'],
      ['main_product_id', '-2'],
      ['option_value', ''],
    ] as const) {
      const res = await second({ ...base, [field]: value });
      expectRefusal(res, 'invalid');
      expect(invalidData(res).field).toBe(field);
    }
  });
});

describe('total order of lists', () => {
  it('never repeats or skips a product across pages', async () => {
    const seen: number[] = [];
    for (let item_count = 0; item_count < c.visibleCount; item_count += PAGE_SIZE) {
      const res = await call(t.app, filtersCall, { ...guest, price_sort: 'best', item_count, limit: PAGE_SIZE });
      seen.push(...ids(res.body.data));
    }
    expect(seen).toHaveLength(c.visibleCount);
    expect(new Set(seen).size).toBe(c.visibleCount);
  });
});
