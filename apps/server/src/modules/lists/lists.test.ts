import { beforeAll, describe, expect, it } from 'vitest';
import {
  addToListCall,
  createListCall,
  deleteListCall,
  listsWithProductsCall,
  listsWithoutFavCall,
  removeFromListCall,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { listItems, lists, products } from '../../db/schema';
import { call, expectRefusal, invalidData } from '../../test/app';
import { product } from '../../test/fixtures/products';
import { customer, type Customer } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';

const t = suiteApp();
let honey: number;
let oil: number;
let hidden: number;

beforeAll(async () => {
  honey = (await product(t.db, { nameEn: 'Sidr Honey', nameAr: 'عسل السدر', listPrice: 12000, salePrice: 9900, mainImage: 'p/sidr' })).id;
  oil = (await product(t.db, { nameEn: 'Black Seed Oil', nameAr: 'زيت الحبة السوداء' })).id;
  hidden = (await product(t.db, { visible: false })).id;
});

const addTo = (c: Customer, listId: number, productId: number, lang: 'en' | 'ar' = 'en') =>
  call(t.app, addToListCall, { ...c.auth, list_id: listId, product_id: productId }, { lang });
const create = (c: Customer, name: string, extra: Record<string, string | number> = {}) =>
  call(t.app, createListCall, { ...c.auth, list_name: name, fav: 0, ...extra });
const withProducts = async (c: Customer, lang: 'en' | 'ar' = 'en') =>
  (await call(t.app, listsWithProductsCall, c.auth, { lang })).body.data;
const itemsOf = async (listId: number) =>
  (await t.db.select().from(listItems).where(eq(listItems.listId, listId))).map((i) => i.productId).sort();

describe('products/wishlist', () => {
  it('gives a new customer the favourites list first, empty', async () => {
    const c = await customer(t.db);
    const res = await call(t.app, listsWithProductsCall, c.auth);
    expect(res.body.data).toEqual([{ id: c.favId, name: 'Favourites', fav: 1, total_products: 0, products: [] }]);
    expect((await call(t.app, listsWithoutFavCall, c.auth)).body.data).toEqual([]);
  });

  it('favourites a product, answers a second add as already there, and unfavourites with remove_product', async () => {
    const c = await customer(t.db);
    const first = await addTo(c, c.favId, honey);
    expect(first.body).toEqual({
      status: true,
      msg: 'Added to the list',
      data: { list_id: c.favId, product_id: honey, total_products: 1 },
    });
    const again = await addTo(c, c.favId, honey, 'ar');
    expect(again.body.status).toBe(true);
    expect(again.body.msg).toBe('المنتج موجود بالفعل في هذه القائمة');
    expect(again.body.data.total_products).toBe(1);
    const [fav] = await withProducts(c);
    expect(fav!.products).toEqual([
      {
        id: honey,
        main_image: 'http://localhost:3000/media/p/sidr-640.webp',
        name: 'Sidr Honey',
        short_desc: '',
        quantity: 10,
        sale_price: 99,
        list_price: 120,
        discount: 18,
        rating: 0,
        rating_count: 0,
      },
    ]);

    const removed = await call(t.app, removeFromListCall, { ...c.auth, list_id: c.favId, product_id: honey });
    expect(removed.body).toEqual({
      status: true,
      msg: 'Removed from the list',
      data: { list_id: c.favId, product_id: honey, total_products: 0 },
    });
    const twice = await call(t.app, removeFromListCall, { ...c.auth, list_id: c.favId, product_id: honey });
    expectRefusal(twice, 'not-found');
    expect(twice.body.msg).toBe('This product is not in the list');
  });

  it('creates named lists, shows them without favourites, and with their products newest first', async () => {
    const c = await customer(t.db);
    const res = await create(c, 'Ramadan');
    expect(res.body.msg).toBe('List created successfully');
    expect(res.body.data).toEqual({ id: expect.any(Number), name: 'Ramadan', fav: 0, total_products: 0, products: [] });
    const ramadan = res.body.data.id;
    await addTo(c, ramadan, honey);
    await addTo(c, ramadan, oil);
    await create(c, 'Gifts');

    const named = (await call(t.app, listsWithoutFavCall, c.auth)).body.data;
    expect(named).toEqual([
      { id: ramadan, name: 'Ramadan', fav: 0, total_products: 2 },
      { id: expect.any(Number), name: 'Gifts', fav: 0, total_products: 0 },
    ]);
    const all = await withProducts(c, 'ar');
    expect(all.map((l: { name: string }) => l.name)).toEqual(['Favourites', 'Ramadan', 'Gifts']);
    expect(all[1]!.products.map((p: { name: string }) => p.name)).toEqual(['زيت الحبة السوداء', 'عسل السدر']);
  });

  it('refuses an empty name (invalid), a second list of the same name and a second favourites list', async () => {
    const c = await customer(t.db);
    const empty = await create(c, '  ');
    expectRefusal(empty, 'invalid');
    expect(invalidData(empty).field).toBe('list_name');
    await create(c, 'Gifts');
    const same = await create(c, 'gifts');
    expect(same.body).toMatchObject({ status: false, msg: 'You already have a list with this name' });
    const fav = await create(c, 'Other favourites', { fav: 1 });
    expect(fav.body).toMatchObject({ status: false, msg: 'You already have a favourites list' });
    expect((await t.db.select().from(lists).where(eq(lists.userId, c.id))).length).toBe(2);
  });

  it('deletes a named list with its items but never the favourites list', async () => {
    const c = await customer(t.db);
    const id = (await create(c, 'Old')).body.data.id;
    await addTo(c, id, honey);
    const res = await call(t.app, deleteListCall, { ...c.auth, list_id: id });
    expect(res.body).toEqual({ status: true, msg: 'List deleted successfully', data: { list_id: id } });
    expect(await itemsOf(id)).toEqual([]);
    const fav = await call(t.app, deleteListCall, { ...c.auth, list_id: c.favId, fav: 1 }, { lang: 'ar' });
    expect(fav.body).toMatchObject({ status: false, msg: 'لا يمكن حذف قائمة المفضلة' });
    expect((await withProducts(c)).map((l: { id: number }) => l.id)).toEqual([c.favId]);
  });

  it('refuses unknown and hidden products and leaves them out of the lists', async () => {
    const c = await customer(t.db);
    const unknown = await addTo(c, c.favId, 999999);
    expectRefusal(unknown, 'not-found');
    expect(unknown.body.msg).toBe('Product not found');
    expectRefusal(await addTo(c, c.favId, hidden), 'not-found');
    // A product hidden after it was listed disappears from the list and its count.
    const later = (await product(t.db)).id;
    await addTo(c, c.favId, later);
    await addTo(c, c.favId, oil);
    await t.db.update(products).set({ visible: false }).where(eq(products.id, later));
    const [fav] = await withProducts(c);
    expect(fav!.total_products).toBe(1);
    expect(fav!.products.map((p: { id: number }) => p.id)).toEqual([oil]);
  });

  it("answers another customer's list or list item as not found and changes nothing", async () => {
    const owner = await customer(t.db);
    const other = await customer(t.db);
    const mine = (await create(owner, 'Mine')).body.data.id;
    await addTo(owner, mine, honey);
    await addTo(owner, owner.favId, oil);

    for (const res of [
      await addTo(other, mine, oil),
      await addTo(other, owner.favId, honey),
      await call(t.app, removeFromListCall, { ...other.auth, list_id: mine, product_id: honey }),
      await call(t.app, removeFromListCall, { ...other.auth, list_id: owner.favId, product_id: oil }),
      await call(t.app, deleteListCall, { ...other.auth, list_id: mine }),
    ]) {
      expectRefusal(res, 'not-found');
      expect(res.body.msg).toBe('List not found');
    }
    expect(await itemsOf(mine)).toEqual([honey]);
    expect(await itemsOf(owner.favId)).toEqual([oil]);
    expect((await withProducts(other)).map((l: { id: number }) => l.id)).toEqual([other.favId]);
  });

  it("answers guests 'wrong key'", async () => {
    const res = await call(t.app, addToListCall, { auth_key: 'guest', user_id: 0, list_id: 1, product_id: honey });
    expectRefusal(res, 'wrong-key');
  });
});
