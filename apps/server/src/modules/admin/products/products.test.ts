import fs from 'node:fs';
import {
  adminLowStockCall,
  adminPhotoDeleteCall,
  adminPhotoReorderCall,
  adminPhotoSetMainCall,
  adminPhotoUploadCall,
  adminProductCreateCall,
  adminProductDeleteCall,
  adminProductUpdateCall,
  adminProductVisibilityCall,
  adminProductsListCall,
  adminStockAdjustCall,
  adminStockExportCall,
  adminStockImportApplyCall,
  adminStockImportPreviewCall,
  detailsCall,
  searchFilterCall,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, stockAdjustments } from '../../../db/schema';
import { call, callWithFiles, invalidData } from '../../../test/app';
import { order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';
import { fileOf, picture, tempFolder } from '../../../test/fixtures/files';

const mediaDir = tempFolder('admin-media-');
const w = adminSuite({ mediaDir });

const form = {
  name_en: 'Wild Sidr Honey',
  name_ar: 'عسل السدر البري',
  short_desc_en: 'From Hadramout',
  short_desc_ar: 'من حضرموت',
  description_en: 'Long text',
  description_ar: 'نص طويل',
  list_price: 120,
  sale_price: 99.5,
  is_new: 1,
};
const productOf = async (id: number) => (await w.t.db.select().from(products).where(eq(products.id, id)))[0]!;

const upload = async (productId: number) =>
  (
    await callWithFiles(w.t.app, adminPhotoUploadCall, { ...w.admin.auth, product_id: productId }, [
      { field: 'photo', filename: 'a.png', type: 'image/png', bytes: await picture('png', 40, 30) },
    ])
  ).body;

describe('admin products', () => {
  it('creates in fils from AED, edits, hides and shows, each audited', async () => {
    const created = await call(w.t.app, adminProductCreateCall, { ...w.admin.auth, ...form, stock: 7 });
    expect(created.body).toMatchObject({
      status: true,
      msg: 'Product saved',
      data: { name_ar: 'عسل السدر البري', list_price: 120, sale_price: 99.5, stock: 7, is_new: true, visible: true },
    });
    const id = created.body.data.id;
    expect(await productOf(id)).toMatchObject({ listPrice: 12000, salePrice: 9950, stock: 7 });

    const bad = await call(w.t.app, adminProductUpdateCall, { ...w.admin.auth, ...form, product_id: id, sale_price: 130 });
    expect([bad.statusCode, invalidData(bad).field]).toEqual([400, 'sale_price']);
    const edited = await call(w.t.app, adminProductUpdateCall, {
      ...w.admin.auth,
      ...form,
      product_id: id,
      sale_price: 110,
      visible: 1,
    });
    expect(edited.body.data).toMatchObject({ sale_price: 110, stock: 7 });

    expect((await call(w.t.app, adminProductVisibilityCall, { ...w.admin.auth, product_id: id, visible: 0 })).body.data.visible).toBe(
      false,
    );
    const hidden = await call(w.t.app, adminProductsListCall, { ...w.admin.auth, keyword: 'wild sidr', visible: 0 });
    expect(hidden.body.data.rows.map((r: { id: number }) => r.id)).toEqual([id]);
    const shop = await call(w.t.app, detailsCall, { auth_key: 'guest', user_id: 0, product_id: id });
    expect(shop.body.status).toBe(false);

    const trail = await auditOf(w.t, 'product', id);
    expect(trail.map((a) => a.action)).toEqual(['product.create', 'product.update', 'product.hide']);
    expect(trail[1]!.before).toMatchObject({ salePrice: 9950 });
    expect(trail[1]!.after).toMatchObject({ salePrice: 11000 });
  });

  it('hard-deletes a never-ordered product but refuses one that was ordered', async () => {
    const fresh = await product(w.t.db);
    expect((await call(w.t.app, adminProductDeleteCall, { ...w.admin.auth, product_id: fresh.id })).body.status).toBe(true);
    expect(await w.t.db.select().from(products).where(eq(products.id, fresh.id))).toHaveLength(0);

    const sold = await product(w.t.db);
    await order(w.t.db, { userId: w.customer.id, items: [{ productId: sold.id, quantity: 1, price: 5000 }] });
    const refused = await call(w.t.app, adminProductDeleteCall, { ...w.admin.auth, product_id: sold.id });
    expect(refused.body).toMatchObject({ status: false, msg: 'This product has been ordered, so it cannot be deleted: hide it instead' });
    expect(await w.t.db.select().from(products).where(eq(products.id, sold.id))).toHaveLength(1);
  });

  it('uploads photos (the first becomes main), reorders, sets main and deletes them', async () => {
    const p = await product(w.t.db, { mainImage: null });
    const first = await upload(p.id);
    expect(first.status).toBe(true);
    expect(first.data.photos).toHaveLength(1);
    expect(first.data.photos[0]!.is_main).toBe(true);
    expect(first.data.main_image).toMatch(/^http:\/\/localhost:3000\/media\/products\/[0-9a-f]{16}-640\.webp$/);
    expect(fs.existsSync(fileOf(mediaDir, first.data.main_image))).toBe(true);
    const second = await upload(p.id);
    const [a, b] = second.data.photos.map((ph) => ph.id) as [number, number];

    const reordered = await call(w.t.app, adminPhotoReorderCall, {
      ...w.admin.auth,
      product_id: p.id,
      photo_ids: `${b},${a}`,
    });
    expect(reordered.body.data.photos.map((ph: { id: number }) => ph.id)).toEqual([b, a]);
    expect((await call(w.t.app, adminPhotoReorderCall, { ...w.admin.auth, product_id: p.id, photo_ids: `${b}` })).body.status).toBe(false);

    // The shop's card and details show the main photo first, so they change with it (the read cache included).
    const imageKey = (url: string) => /\/media\/products\/([0-9a-f]{16})/.exec(url)![1];
    const guest = { auth_key: 'guest', user_id: 0 };
    const shopImages = async () => {
      const card = await call(w.t.app, searchFilterCall, { ...guest, search_with: 'keyword', keyword: p.nameEn });
      const details = await call(w.t.app, detailsCall, { ...guest, product_id: p.id });
      const row = card.body.data.find((r: { id: number }) => r.id === p.id);
      return { card: imageKey(row!.main_image), details: imageKey(details.body.data.main_image) };
    };
    const urlOf = (id: number) => reordered.body.data.photos.find((ph: { id: number }) => ph.id === id)!.url;
    expect(await shopImages()).toEqual({ card: imageKey(urlOf(a)), details: imageKey(urlOf(a)) });
    const main = await call(w.t.app, adminPhotoSetMainCall, { ...w.admin.auth, photo_id: b });
    expect(main.body.data.photos.find((ph: { id: number }) => ph.id === b)!.is_main).toBe(true);
    expect(main.body.data.photos.find((ph: { id: number }) => ph.id === a)!.is_main).toBe(false);
    expect(imageKey(main.body.data.main_image)).toBe(imageKey(urlOf(b)));
    expect(await shopImages()).toEqual({ card: imageKey(urlOf(b)), details: imageKey(urlOf(b)) });
    const removed = await call(w.t.app, adminPhotoDeleteCall, { ...w.admin.auth, photo_id: b });
    expect(removed.body.data.photos.map((ph: { id: number }) => ph.id)).toEqual([a]);
    expect(removed.body.data.photos[0]!.is_main).toBe(true);
    expect((await auditOf(w.t, 'product', p.id)).map((x) => x.action)).toEqual([
      'product.photo.add',
      'product.photo.add',
      'product.photo.reorder',
      'product.photo.main',
      'product.photo.delete',
    ]);
  });
});

describe('admin stock', () => {
  it('adjusts with a reason, never below zero, and lists low stock', async () => {
    const p = await product(w.t.db, { stock: 3 });
    const down = await call(w.t.app, adminStockAdjustCall, { ...w.admin.auth, product_id: p.id, delta: -2, reason: 'Broken jar' });
    expect(down.body.data.stock).toBe(1);
    const tooMuch = await call(w.t.app, adminStockAdjustCall, { ...w.admin.auth, product_id: p.id, delta: -2, reason: 'Broken jar' });
    expect(tooMuch.body).toMatchObject({ status: false, msg: 'Stock cannot go below zero' });
    expect((await productOf(p.id)).stock).toBe(1);
    expect(await w.t.db.select().from(stockAdjustments).where(eq(stockAdjustments.productId, p.id))).toMatchObject([
      { delta: -2, reason: 'Broken jar', actorUserId: w.admin.id },
    ]);
    expect((await auditOf(w.t, 'product', p.id)).map((a) => a.action)).toEqual(['stock.adjust']);

    const low = await call(w.t.app, adminLowStockCall, w.admin.auth);
    expect(low.body.data.map((r: { id: number }) => r.id)).toContain(p.id);
    for (const r of low.body.data) expect(r.stock).toBeLessThanOrEqual(5);
    const none = await call(w.t.app, adminLowStockCall, { ...w.admin.auth, threshold: 0 });
    expect(none.body.data.map((r: { id: number }) => r.id)).not.toContain(p.id);
  });

  it('exports CSV; an import with one bad row changes nothing; a clean one applies every row', async () => {
    const a = await product(w.t.db, { stock: 4, listPrice: 5000, salePrice: 4500, nameEn: 'Thyme, "mountain" honey' });
    const b = await product(w.t.db, { stock: 9, listPrice: 3000, salePrice: 3000 });
    const exported = await call(w.t.app, adminStockExportCall, w.admin.auth);
    expect(exported.body.data.csv.split('\r\n')[0]).toBe('id,price,sale_price,stock,name');
    expect(exported.body.data.csv).toContain(`${a.id},50.00,45.00,4,"Thyme, ""mountain"" honey"`);

    const bad = `id,price,sale_price,stock\n${a.id},60,55,10\n${b.id},20,25,x\n999999,1,1,1\n`;
    const preview = await call(w.t.app, adminStockImportPreviewCall, { ...w.admin.auth, csv: bad });
    expect(preview.body.data.valid).toBe(false);
    expect(preview.body.data.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors.length])).toEqual([
      [2, 0],
      [3, 2],
      [4, 1],
    ]);
    expect(preview.body.data.rows[0]!.changes).toEqual(['price 50.00 → 60.00', 'sale_price 45.00 → 55.00', 'stock 4 → 10']);
    const refused = await call(w.t.app, adminStockImportApplyCall, { ...w.admin.auth, csv: bad });
    expect(refused.body).toMatchObject({ status: false, msg: 'The file has 2 invalid rows: nothing was changed' });
    expect(await productOf(a.id)).toMatchObject({ listPrice: 5000, salePrice: 4500, stock: 4 });
    expect(await productOf(b.id)).toMatchObject({ listPrice: 3000, stock: 9 });

    const good = `id,price,sale_price,stock\r\n${a.id},60,55,10\r\n${b.id},30,30,9\r\n`;
    const applied = await call(w.t.app, adminStockImportApplyCall, { ...w.admin.auth, csv: good });
    expect(applied.body).toMatchObject({ status: true, msg: '1 products updated', data: { updated: 1, valid: true } });
    expect(await productOf(a.id)).toMatchObject({ listPrice: 6000, salePrice: 5500, stock: 10 });
    expect((await auditOf(w.t, 'product', a.id)).map((x) => x.action)).toEqual(['product.csv_import']);
  });

  it('answers numbers too big for the database as row errors, not a failure', async () => {
    const p = await product(w.t.db, { stock: 4, listPrice: 5000, salePrice: 5000 });
    const huge = `id,price,sale_price,stock\n99999999999,1,1,1\n${p.id},99999999,1,1\n${p.id + 0},50,50,99999999999\n`;
    const preview = await call(w.t.app, adminStockImportPreviewCall, { ...w.admin.auth, csv: huge });
    expect(preview.statusCode).toBe(200);
    expect(preview.body.data.rows.map((r: { errors: string[] }) => r.errors)).toEqual([
      ['Unknown product id'],
      ['price must be an amount in AED up to 1000000 (up to two decimals)'],
      ['This product appears more than once', 'stock must be a whole number from 0 to 1000000'],
    ]);
    const refused = await call(w.t.app, adminStockImportApplyCall, { ...w.admin.auth, csv: huge });
    expect(refused.body).toMatchObject({ status: false, msg: 'The file has 3 invalid rows: nothing was changed' });
    expect(await productOf(p.id)).toMatchObject({ listPrice: 5000, salePrice: 5000, stock: 4 });
  });
});
