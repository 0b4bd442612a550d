// PUBLIC_URL (docs/api.md): answers carry absolute image URLs from it, so the apps and clients on other origins
// load them, and /media/ lets other origins show its files. Without PUBLIC_URL the shop is http://localhost:PORT,
// so a shop on another port sends card payers back to itself.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { srcSetFor, homeCall, payNowCall } from '@shop/contract';
import { loadConfig } from '../config';
import { banners, categories, products } from '../db/schema';
import { fillCart } from '../test/fixtures/checkout';
import { product } from '../test/fixtures/products';
import { address, deliveryRegions } from '../test/fixtures/regions';
import { shopper } from '../test/fixtures/shoppers';
import { call } from '../test/app';
import { tempFolder } from '../test/fixtures/files';
import { suiteApp } from '../test/fixtures/suite';

const SHOP = 'http://localhost:3217';
const mediaDir = tempFolder('public-url-media-');
const webDist = tempFolder('public-url-web-');
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Shop</title>');
fs.writeFileSync(path.join(webDist, 'placeholder.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const t = suiteApp({ mediaDir, webDist }, { PORT: '3217', UNPAID_ORDER_SWEEP_SECONDS: '0' });

beforeAll(async () => {
  const [cat] = await t.db.insert(categories).values({ nameEn: 'Honey', nameAr: 'عسل', icon: 'cat/honey' }).returning();
  const [jar] = await t.db
    .insert(products)
    .values([
      {
        nameEn: 'Sidr Honey',
        nameAr: 'عسل السدر',
        listPrice: 9900,
        salePrice: 9900,
        stock: 5,
        categoryId: cat!.id,
        isFeatured: true,
        mainImage: 'p/sidr',
      },
      { nameEn: 'No Photo', nameAr: 'بلا صورة', listPrice: 1000, salePrice: 1000, stock: 5, isFeatured: true },
    ])
    .returning();
  await t.db.insert(banners).values({ productId: jar!.id, imageEn: 'b/1-en', imageAr: 'b/1-ar' });
});

describe('PUBLIC_URL', () => {
  it('defaults to http://localhost on the PORT, and loses a trailing slash', () => {
    expect(loadConfig({ PORT: '3217' }).PUBLIC_URL).toBe(SHOP);
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://souqalasal.ae/', PORT: '8080' }).PUBLIC_URL).toBe('https://souqalasal.ae');
  });

  it('makes every image URL of an answer absolute, the placeholder too', async () => {
    const home = (await call(t.app, homeCall, { auth_key: 'guest', user_id: 0 })).body.data;
    expect(home.products.map((p: { main_image: string }) => p.main_image).sort()).toEqual([
      `${SHOP}/media/p/sidr-640.webp`,
      `${SHOP}/placeholder.svg`,
    ]);
    expect(home.slider[0]!.image).toBe(`${SHOP}/media/b/1-en-1024.webp`);
    expect(home.categories[0]!.icon).toBe(`${SHOP}/media/cat/honey-160.webp`);
    // The same answer again comes from the read cache, with the same URLs.
    expect((await call(t.app, homeCall, { auth_key: 'guest', user_id: 0 })).body.data).toEqual(home);
  });

  it('keeps the srcset of an absolute URL on the same origin', () => {
    expect(srcSetFor(`${SHOP}/media/p/sidr-640.webp`)).toBe(
      [160, 320, 640, 1024].map((w) => `${SHOP}/media/p/sidr-${w}.webp ${w}w`).join(', '),
    );
    expect(srcSetFor('/media/p/sidr-640.webp')).toContain('/media/p/sidr-320.webp 320w');
    expect(srcSetFor(`${SHOP}/placeholder.svg`)).toBeUndefined();
  });

  it('sends card payers to the sandbox page and back to this port', async () => {
    const regions = await deliveryRegions(t.db);
    const s = await shopper(t.app, t.db);
    const home = await address(t.db, s.id, regions.fee25);
    const p = await product(t.db, { salePrice: 5000, listPrice: 5000, stock: 3 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    const res = await s.call(payNowCall, { address_id: home.id, payment_method: 2, payment_method_type: 'Visa' });
    const invoiceUrl = new URL(res.body.data.Data!.InvoiceURL);
    expect(invoiceUrl.origin).toBe(SHOP);
    const paid = await t.app.inject({
      method: 'POST',
      url: invoiceUrl.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        card_number: '4111111111111111',
        expiry: '12/39',
        cvv: '123',
        holder: 'Mariam Saeed',
        action: 'pay',
      }).toString(),
    });
    expect(String(paid.headers.location)).toMatch(new RegExp(`^${SHOP}/paymentsuccess\\?paymentId=`));
  });
});

describe('images for other origins', () => {
  it('serves /media/ and the placeholder with Cross-Origin-Resource-Policy: cross-origin', async () => {
    fs.mkdirSync(path.join(mediaDir, 'p'), { recursive: true });
    fs.writeFileSync(path.join(mediaDir, 'p', 'sidr-640.webp'), 'RIFF....WEBP');
    for (const url of ['/media/p/sidr-640.webp', '/placeholder.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([res.statusCode, res.headers['cross-origin-resource-policy']], url).toEqual([200, 'cross-origin']);
    }
    // The API keeps helmet's same-origin policy.
    const api = await call(t.app, homeCall);
    expect(api.response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('lets the pages show images from PUBLIC_URL', async () => {
    const csp = String((await call(t.app, homeCall)).response.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src 'self' ${SHOP} `));
  });
});
