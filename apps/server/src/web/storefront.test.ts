// The storefront's server-rendered pages: the raw HTML a crawler or a phone gets on the first
// byte, in both languages, on the seeded shop. Needs the web app's build (npm test -w apps/server builds it).
import os from 'node:os';
import { detailsCall, homeCall, searchFilterCall, storeInfoCall } from '@shop/contract';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../seed';
import { products, storeSettings } from '../db/schema';
import { call, createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let mediaDir: string;
const ORIGIN = 'https://shop.example';

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-media-'));
  t = await createTestApp({ mediaDir }, { PUBLIC_URL: ORIGIN });
  await seed(t.db, { media: t.app.media, images: false, password: 'storefront-test' });
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const LANGS = ['en', 'ar'] as const;
type Lang = (typeof LANGS)[number];
const GUEST = { auth_key: 'guest', user_id: 0 };
const prefix = (lang: Lang) => (lang === 'ar' ? '/ar' : '');
const price = (aed: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-AE' : 'en-AE', {
    style: 'currency',
    currency: 'AED',
  }).format(aed);
/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A page's own translations (the web app's feature namespaces), to find its headings in the HTML. */
const webStrings = (namespace: string, lang: Lang) => {
  // 'catalog' is features/catalog/locales/; 'catalog/list' is features/catalog/locales/list/ (the web's localeFiles.ts).
  const [feature, part = ''] = namespace.split('/');
  const file = path.resolve(import.meta.dirname, `../../../web/src/features/${feature}/locales/${part}/${lang}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
};

function jsonLd(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** What every rendered page has: language and direction, canonical and alternates, no script that runs inline. */
function expectPage(body: string, lang: Lang, canonicalPath: string) {
  expect(body).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
  expect(body).toContain(`<link rel="canonical" href="${ORIGIN}${prefix(lang)}${canonicalPath}" />`);
  expect(body).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}${canonicalPath}" />`);
  expect(body).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}/ar${canonicalPath}" />`);
  expect(body).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}${canonicalPath}" />`);
  // The CSP allows no inline script: every script is a file or data that does not run.
  for (const [tag] of body.matchAll(/<script\b[^>]*>/g)) expect(tag).toMatch(/ src="|type="application\/(ld\+)?json"/);
  expectFontPreloads(body, lang);
  // The hydration data, parsed as main.tsx reads it.
  const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(body);
  expect(JSON.parse(state![1]!)).toHaveProperty('state.queries');
}

/** Fonts preloaded for the text the page shows: Inter's Latin on every page, Readex Pro's Arabic only on Arabic pages. */
function expectFontPreloads(body: string, lang: Lang) {
  const fonts = [...body.matchAll(/<link rel="preload" href="\/assets\/([^"]+)-[\w-]{8}\.woff2" as="font"/g)].map((m) => m[1]);
  expect(fonts).toEqual(lang === 'ar' ? ['inter-latin-wght-normal', 'readex-pro-arabic-wght-normal'] : ['inter-latin-wght-normal']);
}

/**
 * The LCP picture (the img with fetchpriority high) is preloaded from the head with the img's own srcset and sizes,
 * before the styles and every script, so the browser asks for it first.
 */
function expectLcpPreload(body: string, src: string) {
  const img = new RegExp(`<img src="${src}"[^>]*fetchPriority="high"[^>]*>`).exec(body)![0];
  const link = /<link rel="preload" as="image"[^>]*>/.exec(body)![0];
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  // React writes the preload of a picture with a srcset without href (a browser reads imagesrcset).
  expect({ href: attr(link, 'href') ?? src, srcset: attr(link, 'imagesrcset'), sizes: attr(link, 'imagesizes') }).toEqual({
    href: src,
    srcset: attr(img, 'srcset'),
    sizes: attr(img, 'sizes'),
  });
  expect(body.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
  expect(attr(link, 'srcset')).toBeUndefined();
  expect(attr(link, 'fetchpriority')).toBe('high');
  expect(body.indexOf(link)).toBeLessThan(body.search(/<link rel="stylesheet"|<script/));
}

describe.each(LANGS)('server-rendered pages in %s', (lang) => {
  it('home: the home sliders’ products with prices, the banner as the LCP image, the title in the language', async () => {
    const home = await call(t.app, homeCall, { ...GUEST, type: 1 }, { lang });
    const res = await get(`${prefix(lang)}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectPage(res.body, lang, '/');
    for (const p of home.body.data.products.slice(0, 4)) {
      expect(res.body).toContain(html(p.name));
      expect(res.body).toContain(price(p.sale_price, lang));
    }
    expect(res.body).toMatch(new RegExp(`<img src="${home.body.data.slider[0]!.image}"[^>]*fetchPriority="high"`));
    expectLcpPreload(res.body, home.body.data.slider[0]!.image);
    // The banner's words are text in the page, in its language: its title a heading, its button the link to its product.
    const banner = home.body.data.slider[0];
    expect(res.body).toContain(`alt="${html(banner!.alt)}"`);
    expect(res.body).toContain(`>${html(banner!.title)}</h2>`);
    expect(res.body).toContain(`>${html(banner!.subtitle)}</p>`);
    expect(res.body).toMatch(new RegExp(`href="${prefix(lang)}/Details/${banner!.product_id}"[^>]*>${html(banner!.button)}</a>`));
    expect(res.body).toContain(lang === 'ar' ? '<title>سوق العسل' : '<title>Souq Al Asal |');
    const catalog = webStrings('catalog', lang);
    expect(res.body).toContain(`<h1 class="sr-only">${html(catalog.home.heading)}</h1>`);
    expect(res.body).toContain(`<meta name="description" content="${html(catalog.home.description)}" />`);
  });

  it('a list: its products with prices, a crawlable ?page=2 link, a BreadcrumbList', async () => {
    const list = await call(t.app, searchFilterCall, { ...GUEST, search_with: 'keyword', item_count: 0, limit: 30 }, { lang });
    const res = await get(`${prefix(lang)}/products`);
    expect(res.statusCode).toBe(200);
    expectPage(res.body, lang, '/products');
    for (const p of list.body.data.slice(0, 8)) {
      expect(res.body).toContain(html(p.name));
      expect(res.body).toContain(price(p.sale_price, lang));
    }
    expect(list.body.data[0]!.total_products).toBeGreaterThan(30);
    expect(res.body).toContain(`href="${prefix(lang)}/products?page=2"`);
    const allTitle = html(webStrings('catalog/list', lang).list.allTitle);
    expect(res.body).toContain(`>${allTitle}</h1>`);
    // The head names the list too (it was once the untranslated key).
    expect(res.body).toContain(`<title>${allTitle} | `);
    expect(jsonLd(res.body).map((d) => d['@type'])).toContain('BreadcrumbList');

    // The second page is its own page, with its own canonical URL and the products after the first 30.
    const page2 = await call(t.app, searchFilterCall, { ...GUEST, search_with: 'keyword', item_count: 30, limit: 30 }, { lang });
    const second = await get(`${prefix(lang)}/products?page=2`);
    expectPage(second.body, lang, '/products?page=2');
    expect(second.body).toContain(html(page2.body.data[0]!.name));
  });

  it('a product: name, price, the gallery’s LCP image, link previews and Product/Offer/AggregateRating JSON-LD', async () => {
    const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.visible, true)).orderBy(products.id).limit(1);
    const detail = await call(t.app, detailsCall, { ...GUEST, product_id: row!.id }, { lang });
    const p = detail.body.data;
    const res = await get(`${prefix(lang)}/details/${p.id}`);
    expect(res.statusCode).toBe(200);
    expectPage(res.body, lang, `/details/${p.id}`);
    expect(res.body).toContain(`<h1`);
    expect(res.body).toContain(html(p.name));
    expect(res.body).toContain(price(p.sale_price, lang));
    expect(res.body).toMatch(new RegExp(`<img src="${p.main_image}"[^>]*fetchPriority="high"`));
    expectLcpPreload(res.body, p.main_image);
    expect(res.body).toContain(`<meta property="og:image" content="${p.main_image}" />`);
    expect(res.body).toContain(`<meta name="twitter:card" content="summary_large_image" />`);
    expect(res.body).toContain(`<meta property="og:type" content="product" />`);

    const ld = jsonLd(res.body);
    const product = ld.find((d) => d['@type'] === 'Product')!;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: p.name,
      offers: {
        '@type': 'Offer',
        price: p.sale_price.toFixed(2),
        priceCurrency: 'AED',
        availability: p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    });
    expect(p.rating_summary.count).toBeGreaterThan(0);
    expect(product.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: p.rating_summary.average,
      reviewCount: p.rating_summary.count,
    });
    // The same steps as the page's breadcrumbs: home, group, category, product.
    expect(p.trail.map((s: { kind: string }) => s.kind)).toEqual(['group', 'category']);
    const [group, category] = p.trail;
    expect(ld.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1 },
        { position: 2, name: group!.name, item: `${ORIGIN}${prefix(lang)}/groups/${group!.id}` },
        { position: 3, name: category!.name, item: `${ORIGIN}${prefix(lang)}/categories/${category!.id}` },
        {
          position: 4,
          name: p.name,
          item: `${ORIGIN}${prefix(lang)}/details/${p.id}`,
        },
      ],
    });
    expect(res.body).toContain(`aria-label="${html(webStrings('catalog/product', lang).details.breadcrumb)}"`);
  });

  it('contact: every branch with a Store (LocalBusiness) JSON-LD', async () => {
    const info = await call(t.app, storeInfoCall, GUEST, { lang });
    const res = await get(`${prefix(lang)}/ContactUs`);
    expect(res.statusCode).toBe(200);
    expectPage(res.body, lang, '/contactus');
    expect(res.body).toContain(`>${html(webStrings('content', lang).contact.title)}</h1>`);
    const stores = jsonLd(res.body).filter((d) => d['@type'] === 'Store');
    expect(info.body.data.branches).toHaveLength(3);
    expect(stores.map((s) => s.name)).toEqual(info.body.data.branches.map((b: { name: string }) => b.name));
    for (const b of info.body.data.branches) {
      expect(res.body).toContain(html(b.address));
      expect(stores.find((s) => s.name === b.name)).toMatchObject({
        telephone: b.landline,
        address: { addressLocality: b.city, addressCountry: 'AE' },
      });
    }
  });

  it('answers 404 with the not-found page for an unknown path and an unknown product', async () => {
    for (const url of [
      `${prefix(lang)}/no-such-page`,
      `${prefix(lang)}/details/999999`,
      `${prefix(lang)}/categories/999999`,
      `${prefix(lang)}/legal/nothing`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<html lang="${lang}"`);
      expect(res.body).toContain(lang === 'ar' ? '404' : '404 - Not Found');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });
});

describe("every rendered page's footer", () => {
  it('names the company (legal name, trade licence, TRN) and links the apps the owner set, with store_info in the payload', async () => {
    const settings = Object.fromEntries((await t.db.select().from(storeSettings)).map((s) => [s.key, String(s.value)]));
    for (const lang of LANGS) {
      for (const url of [`${prefix(lang)}/`, `${prefix(lang)}/products`, `${prefix(lang)}/privacy`]) {
        const { body } = await get(url);
        const footer = body.slice(body.indexOf('<footer'), body.indexOf('</footer>'));
        expect(footer, url).toContain(html(settings[lang === 'ar' ? 'legal_name_ar' : 'legal_name_en']!));
        expect(footer, url).toContain(settings.trade_licence);
        expect(footer, url).toContain(settings.trn);
        expect(footer, url).toContain(`href="${html(settings.app_store_url!)}"`);
        expect(footer, url).toContain(`href="${html(settings.google_play_url!)}"`);
        // The browser hydrates with the same answer rather than asking for it.
        expect(body, url).toContain('"queryKey":["store_info"]');
      }
    }
  });
});

describe('the rendered pages’ cache', () => {
  it('shows a catalogue change at once (the kept page is dropped on catalog_changed)', async () => {
    const [row] = await t.db.select({ id: products.id, nameEn: products.nameEn }).from(products).where(eq(products.visible, true)).limit(1);
    const first = await get(`/details/${row!.id}`);
    expect(first.body).toContain(html(row!.nameEn));
    await t.db.update(products).set({ nameEn: 'Renamed Mountain Honey' }).where(eq(products.id, row!.id));
    const second = await get(`/details/${row!.id}`);
    expect(second.body).toContain('Renamed Mountain Honey');
    await t.db.update(products).set({ nameEn: row!.nameEn }).where(eq(products.id, row!.id));
  });

  it("shows a change of the store's settings at once (store_settings announces catalog_changed too)", async () => {
    const [row] = await t.db.select().from(storeSettings).where(eq(storeSettings.key, 'legal_name_en'));
    expect((await get('/products')).body).toContain(html(String(row!.value)));
    await t.db.update(storeSettings).set({ value: 'Renamed Honey Trading L.L.C.' }).where(eq(storeSettings.key, 'legal_name_en'));
    expect((await get('/products')).body).toContain('Renamed Honey Trading L.L.C.');
    await t.db.update(storeSettings).set({ value: row!.value }).where(eq(storeSettings.key, 'legal_name_en'));
  });

  it('sends a page, rendered or kept, and the shell compressed as the browser accepts, the same HTML in each coding', async () => {
    for (const url of ['/products', '/products', '/ar/cart']) {
      const asIs = await get(url);
      expect(asIs.headers['content-encoding'], url).toBeUndefined();
      expect(asIs.headers.vary, url).toContain('Accept-Encoding');
      const unzip = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
      for (const [accept, coding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.5', 'gzip'],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBe(coding);
        expect(res.rawPayload.length).toBeLessThan(asIs.rawPayload.length);
        expect(unzip[coding](res.rawPayload).toString()).toBe(asIs.body);
      }
    }
  });
});

describe('the page’s scripts and styles', () => {
  it('go out in the brotli and gzip forms the build made, smaller than the server’s quick brotli, the same bytes in each', async () => {
    const page = (await get('/')).body;
    const files = [...page.matchAll(/(?:<script src="\/boot\.js" data-entry|<link rel="stylesheet"[^>]*href)="(\/assets\/[^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(files.map((f) => path.extname(f)).sort()).toEqual(['.css', '.js']);
    for (const url of files) {
      const asIs = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(asIs.headers['content-encoding'], url).toBeUndefined();
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      for (const res of [br, gzip]) {
        expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        expect(res.headers['content-type'], url).toBe(asIs.headers['content-type']);
      }
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.brotliDecompressSync(br.rawPayload).equals(asIs.rawPayload), url).toBe(true);
      expect(zlib.gunzipSync(gzip.rawPayload).equals(asIs.rawPayload), url).toBe(true);
      // Compressed per request at quality 1, the start script's brotli form was larger than its gzip form.
      expect(br.rawPayload.length, url).toBeLessThan(gzip.rawPayload.length);
      const quick = zlib.brotliCompressSync(asIs.rawPayload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
      expect(br.rawPayload.length, url).toBeLessThan(quick.length * 0.85);
      // The forms are the file's, not files of their own.
      expect((await get(`${url}.br`)).statusCode, url).toBe(404);
    }
  });
});

describe('signed-in pages', () => {
  it('are the app’s shell in the URL’s language (the browser renders the customer’s own page)', async () => {
    const res = await get('/ar/cart');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl"');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('ssr-state');
    expectFontPreloads(res.body, 'ar');
    expectFontPreloads((await get('/cart')).body, 'en');
  });

  it('are never rendered as a guest’s page: every customer page, the profile’s index and the console included, in any case', async () => {
    const customerPages = ['/myprofile', '/MyProfile', '/myprofile/', '/ar/myprofile', '/myprofile/orders', '/myprofile/orders/3'];
    for (const path of [
      ...customerPages,
      '/myprofile/wallet',
      '/favourites',
      '/checkout',
      '/paymentsuccess',
      '/otp',
      '/admin',
      '/admin/orders',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<div id="root"></div>');
      expect(res.body, path).not.toContain('ssr-state');
    }
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every visible product, category and group, and the content pages, in both languages with lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const visible = await t.db.select({ id: products.id }).from(products).where(eq(products.visible, true));
    const hidden = await t.db.select({ id: products.id }).from(products).where(eq(products.visible, false));
    expect(visible.length).toBeGreaterThan(30);
    for (const { id } of visible) {
      expect(locs).toContain(`${ORIGIN}/details/${id}`);
      expect(locs).toContain(`${ORIGIN}/ar/details/${id}`);
    }
    for (const { id } of hidden) expect(locs).not.toContain(`${ORIGIN}/details/${id}`);
    for (const p of ['', '/products', '/offers', '/contactus', '/privacy', '/termsofconditions', '/legal/refund', '/wellnessquiz']) {
      expect(locs).toContain(`${ORIGIN}${p || '/'}`);
      expect(locs).toContain(`${ORIGIN}/ar${p || '/'}`);
    }
    expect(locs.some((l) => /\/categories\/\d+$/.test(l!))).toBe(true);
    expect(locs.some((l) => /\/groups\/\d+$/.test(l!))).toBe(true);
    expect(res.body).toMatch(
      /<url><loc>[^<]+\/details\/\d+<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><xhtml:link rel="alternate" hreflang="en"/,
    );
  });

  it('leaves out the test route A, a plain page without data that asks search engines not to index it (docs/product.md §2)', async () => {
    const locs = [...(await get('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) expect(loc, loc).not.toMatch(/\/a$/i);
    for (const [url, heading] of [
      ['/A', 'Test page'],
      ['/a', 'Test page'],
      ['/ar/A', 'صفحة اختبار'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).not.toContain('rel="canonical"');
      expect(res.body, url).toContain(heading);
    }
  });

  it('robots.txt points to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/');
  });
});
