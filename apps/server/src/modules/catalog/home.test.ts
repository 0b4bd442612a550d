import zlib from 'node:zlib';
import { addToListCall, homeCall, listsWithProductsCall, type Call } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { banners, categories, products, sessions, users } from '../../db/schema';
import { call, callRaw, callWithFiles, expectRefusal, invalidData } from '../../test/app';
import { customer } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';

const t = suiteApp();
let productId: number;

beforeAll(async () => {
  const [cat] = await t.db.insert(categories).values({ nameEn: 'Honey', nameAr: 'عسل', icon: 'cat/honey' }).returning();
  const rows = await t.db
    .insert(products)
    .values([
      {
        nameEn: 'Sidr Honey',
        nameAr: 'عسل السدر',
        shortDescEn: 'Yemeni',
        shortDescAr: 'يمني',
        listPrice: 12000,
        salePrice: 9900,
        stock: 5,
        categoryId: cat!.id,
        isFeatured: true,
        isNew: true,
        mainImage: 'p/1',
      },
      { nameEn: 'Black Seed Oil', nameAr: 'زيت الحبة السوداء', listPrice: 4500, salePrice: 4500, stock: 0, isSelected: true },
      { nameEn: 'Hidden', nameAr: 'مخفي', listPrice: 100, salePrice: 100, isFeatured: true, visible: false },
    ])
    .returning();
  productId = rows[0]!.id;
  await t.db.insert(banners).values({ productId, imageEn: 'b/1-en', imageAr: 'b/1-ar' });
});

describe('home/home.php', () => {
  it('answers the three product sets, the slider and the categories for a guest', async () => {
    const res = await call(t.app, homeCall, { auth_key: 'guest', user_id: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
    const d = res.body.data;
    expect(d.products).toEqual([
      {
        id: productId,
        main_image: 'http://localhost:3000/media/p/1-640.webp',
        name: 'Sidr Honey',
        short_desc: 'Yemeni',
        quantity: 5,
        sale_price: 99,
        list_price: 120,
        discount: 18,
        rating: 0,
        rating_count: 0,
      },
    ]);
    expect(d.selected_products.map((p: { name: string }) => p.name)).toEqual(['Black Seed Oil']);
    expect(d.new_products).toHaveLength(1);
    // A banner saved before banners had words: its product's name as title and alt, 'Shop now', no subtitle.
    expect(d.slider).toEqual([
      {
        product_id: productId,
        image: 'http://localhost:3000/media/b/1-en-1024.webp',
        title: 'Sidr Honey',
        subtitle: '',
        button: 'Shop now',
        alt: 'Sidr Honey',
      },
    ]);
    expect(d.categories).toEqual([{ id: expect.any(Number), cat_name: 'Honey', icon: 'http://localhost:3000/media/cat/honey-160.webp' }]);
  });

  it('answers in Arabic when Accept-Language asks for it', async () => {
    const res = await call(t.app, homeCall, {}, { lang: 'ar' });
    expect(res.body.msg).toBe('تمت العملية بنجاح');
    expect(res.body.data.products[0]!.name).toBe('عسل السدر');
    expect(res.body.data.slider[0]).toEqual({
      product_id: productId,
      image: 'http://localhost:3000/media/b/1-ar-1024.webp',
      title: 'عسل السدر',
      subtitle: '',
      button: 'تسوّق الآن',
      alt: 'عسل السدر',
    });
    expect(res.body.data.categories[0]!.cat_name).toBe('عسل');
  });

  it("gives each banner its own title, subtitle, button and alt text in the call's language, keeping product_id and image", async () => {
    const [b] = await t.db
      .insert(banners)
      .values({
        productId,
        imageEn: 'b/2-en',
        imageAr: 'b/2-ar',
        sort: 2,
        titleEn: 'Pure Sidr Honey',
        titleAr: 'عسل السدر الأصيل',
        subtitleEn: '15% off this week',
        subtitleAr: 'خصم 15٪ هذا الأسبوع',
        buttonEn: 'Shop Sidr',
        buttonAr: 'تسوّق السدر',
        altEn: 'A jar of Sidr honey',
        altAr: 'برطمان عسل سدر',
      })
      .returning();
    const slide = async (lang: 'en' | 'ar') => (await call(t.app, homeCall, {}, { lang })).body.data.slider.at(-1);
    expect(await slide('en')).toEqual({
      product_id: productId,
      image: 'http://localhost:3000/media/b/2-en-1024.webp',
      title: 'Pure Sidr Honey',
      subtitle: '15% off this week',
      button: 'Shop Sidr',
      alt: 'A jar of Sidr honey',
    });
    expect(await slide('ar')).toEqual({
      product_id: productId,
      image: 'http://localhost:3000/media/b/2-ar-1024.webp',
      title: 'عسل السدر الأصيل',
      subtitle: 'خصم 15٪ هذا الأسبوع',
      button: 'تسوّق السدر',
      alt: 'برطمان عسل سدر',
    });
    await t.db.delete(banners).where(eq(banners.id, b!.id));
  });

  it('accepts multipart form-data like the web client sends', async () => {
    const res = await callWithFiles(t.app, homeCall, { type: 2 }, []);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
  });

  it('works for a signed-in customer whose key belongs to its user id', async () => {
    const c = await customer(t.db);
    const res = await call(t.app, homeCall, c.auth);
    expect(res.body.status).toBe(true);
    // The same key with another user's id is not accepted.
    const other = await call(t.app, homeCall, { auth_key: c.key, user_id: c.id + 1 });
    expectRefusal(other, 'wrong-key');
  });

  it("answers 'wrong key' for an invalid session and changes nothing", async () => {
    const counts = async () => [await t.db.select({ n: count() }).from(sessions), await t.db.select({ n: count() }).from(users)];
    const before = await counts();
    const res = await call(t.app, homeCall, { auth_key: 'not-a-real-key', user_id: 7 });
    expectRefusal(res, 'wrong-key');
    expect(res.body).toEqual({ status: false, msg: 'wrong key', data: null });
    expect(await counts()).toEqual(before);
  });

  it('refuses a malformed type naming the field', async () => {
    for (const type of ['abc', '9', '-1']) {
      const res = await call(t.app, homeCall, { type });
      expectRefusal(res, 'invalid');
      expect(res.body.status).toBe(false);
      expect(invalidData(res).field).toBe('type');
      expect(res.body.msg).toMatch(/^Invalid value for type: /);
    }
    const ar = await call(t.app, homeCall, { type: 'abc' }, { lang: 'ar' });
    expect(ar.body.msg).toMatch(/^قيمة غير صالحة للحقل type/);
  });

  it('answers 404 in the envelope for an unknown API path (no client has anything to read there)', async () => {
    // Deliberately a path that does not exist.
    const res = await callRaw(t.app, '/no/such.php');
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: false, msg: 'Not found', data: null });
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await call(t.app, homeCall);
    const csp = String(res.response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('compression', () => {
  const post = (path: string, fields: Record<string, string | number>, acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      payload: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
    });
  const unzip = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

  /** The answer in each coding the server offers is the identity answer, compressed. */
  async function expectCodings(theCall: Call, fields: Record<string, string | number>) {
    const path = theCall.path;
    const asIs = await post(path, fields);
    expect(asIs.statusCode).toBe(200);
    expect(asIs.headers['content-encoding']).toBeUndefined();
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await post(path, fields, accept);
      expect(res.headers['content-encoding'], `${path} ${accept}`).toBe(coding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(asIs.rawPayload.length);
      expect(unzip[coding](res.rawPayload).toString()).toBe(asIs.body);
    }
  }

  // Answers under 1 kB are sent as they are; a full home slider is well over.
  const twelveJars = () =>
    t.db
      .insert(products)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          nameEn: `Jar ${i}`,
          nameAr: `برطمان ${i}`,
          listPrice: 1000,
          salePrice: 1000,
          isFeatured: true,
        })),
      )
      .returning({ id: products.id });

  it('sends a kept catalogue answer compressed as the client accepts, made and kept, the same JSON in each coding', async () => {
    await twelveJars();
    // The first request makes and keeps the answer, the next ones are served from memory.
    await expectCodings(homeCall, { auth_key: 'guest', user_id: 0 });
    await expectCodings(homeCall, { auth_key: 'guest', user_id: 0 });
  });

  it("compresses a shopper's own answer as it is sent, the same JSON in each coding", async () => {
    const jars = await twelveJars();
    const c = await customer(t.db);
    for (const jar of jars) {
      expect((await call(t.app, addToListCall, { ...c.auth, product_id: jar.id, list_id: c.favId })).body.status).toBe(true);
    }
    await expectCodings(listsWithProductsCall, c.auth);
  });
});
