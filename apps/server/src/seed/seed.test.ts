import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, ORDER_STATUS, PAYMENT_METHODS, RETURN_WINDOW_DAYS, isCountryCode, isValidGtin } from '@shop/contract';
import { imageFile } from '../integrations/images';
import { esc } from './art/svg';
import { verifyPassword } from '../modules/auth/password';
import { openTestDb } from '../test/db';
import type { DbHandle } from '../db/client';
import {
  addresses,
  banners,
  branches,
  categories,
  couponUses,
  coupons,
  emirates,
  faqs,
  groups,
  legalPages,
  listItems,
  lists,
  notifications,
  orderItems,
  orderStatusHistory,
  orders,
  productPhotos,
  products,
  quizQuestionProducts,
  quizQuestions,
  regions,
  returnReasons,
  reviews,
  storeSettings,
  users,
  variationOptions,
  variations,
  walletEntries,
  wallets,
} from '../db/schema';
import { seed, seedIfEmpty, type SeedCredentials } from './index';
import { buildPlan, ImageSet } from './plan';
import { renderImages } from './render';
import { diskMedia } from '../integrations/images/store';

const NOW = new Date('2026-03-10T09:00:00Z');
let handle: DbHandle;
let db: DbHandle['db'];
let credentials: SeedCredentials;

beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
  credentials = await seed(db, {
    media: diskMedia(path.join(os.tmpdir(), 'seed-test-unused')),
    images: false,
    password: 'demo-pass-2026',
    now: NOW,
  });
});
afterAll(() => handle.close());

const demoCustomer = async () => (await db.select().from(users).where(eq(users.email, 'customer@example.com')))[0]!;

describe('seed: catalogue', () => {
  it('has 4 groups, 8 top categories with icons, and sub-categories under them', async () => {
    expect((await db.select().from(groups)).map((g) => g.nameEn)).toEqual(['Honey', 'Herbs', 'Oils', 'Skin Care']);
    const tops = await db.select().from(categories).where(isNull(categories.parentId));
    expect(tops).toHaveLength(8);
    for (const c of tops) expect(c).toMatchObject({ icon: expect.stringMatching(/^categories\//), groupId: expect.any(Number) });
    const subs = await db.select().from(categories).where(isNotNull(categories.parentId));
    expect(subs.length).toBeGreaterThanOrEqual(16);
    for (const s of subs) expect(tops.find((t) => t.id === s.parentId)?.groupId).toBe(s.groupId);
  });

  it('has 120 bilingual products with believable prices, discounts, stock and home flags', async () => {
    const rows = await db.select().from(products);
    expect(rows).toHaveLength(120);
    for (const p of rows) {
      expect(p.nameAr).toMatch(/[\u0600-\u06ff]/);
      expect(p.shortDescAr).toMatch(/[\u0600-\u06ff]/);
      expect(p.descriptionEn.length).toBeGreaterThan(200);
      expect(p.descriptionAr).toMatch(/[\u0600-\u06ff]/);
      expect(p.listPrice).toBeGreaterThanOrEqual(1_500);
      expect(p.listPrice).toBeLessThanOrEqual(45_000);
      expect(p.salePrice).toBeLessThanOrEqual(p.listPrice);
    }
    expect(new Set(rows.map((p) => p.nameEn)).size).toBe(120);
    const discounted = rows.filter((p) => p.salePrice < p.listPrice).length;
    expect(discounted).toBeGreaterThan(20);
    expect(discounted).toBeLessThan(100);
    const soldOut = rows.filter((p) => p.stock === 0).length;
    expect(soldOut).toBeGreaterThanOrEqual(3);
    expect(soldOut).toBeLessThanOrEqual(10);
    for (const flag of ['isFeatured', 'isSelected', 'isNew'] as const)
      expect(rows.filter((p) => p[flag]).length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((p) => p.soldCount)).size).toBeGreaterThan(50);
  });

  it('gives a few products regulatory details the product form would accept', async () => {
    const rows = (await db.select().from(products)).filter((p) => p.countryOfOrigin || p.barcode || p.registrationNumber);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const p of rows) {
      if (p.countryOfOrigin) expect(isCountryCode(p.countryOfOrigin), p.nameEn).toBe(true);
      if (p.barcode) expect(isValidGtin(p.barcode), p.nameEn).toBe(true);
      expect(Boolean(p.registrationNumber), p.nameEn).toBe(Boolean(p.registrationAuthority));
    }
    // One barcode is one pack.
    const barcodes = rows.flatMap((p) => (p.barcode ? [p.barcode] : []));
    expect(new Set(barcodes).size).toBe(barcodes.length);
    expect(rows.find((p) => p.nameEn.startsWith('Yemeni Doani Sidr Honey'))?.countryOfOrigin).toBe('YE');
    expect(rows.find((p) => p.registrationAuthority === 'dm_montaji')).toMatchObject({
      barcode: expect.any(String),
      usageAr: expect.any(String),
    });
  });

  it('gives every product several photos, the main image first', async () => {
    const rows = await db.select().from(products);
    const photos = await db.select().from(productPhotos).orderBy(asc(productPhotos.sort));
    for (const p of rows) {
      const own = photos.filter((ph) => ph.productId === p.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own[0]!.image).toBe(p.mainImage);
    }
  });

  it('links families with one or two variations, each product carrying one option per variation', async () => {
    const vars = await db.select().from(variations);
    const options = await db.select().from(variationOptions);
    const mains = new Set(vars.map((v) => v.mainProductId));
    expect(mains.size).toBeGreaterThanOrEqual(10);
    expect(vars.some((v) => v.position === 2)).toBe(true);
    for (const main of mains) {
      const familyVars = vars.filter((v) => v.mainProductId === main);
      const members = new Set(options.filter((o) => familyVars.some((v) => v.id === o.variationId)).map((o) => o.productId));
      expect(members.has(main)).toBe(true);
      for (const member of members) {
        for (const v of familyVars) expect(options.filter((o) => o.variationId === v.id && o.productId === member)).toHaveLength(1);
      }
      // Two members never share all their option values.
      const signature = (id: number) =>
        familyVars.map((v) => options.find((o) => o.variationId === v.id && o.productId === id)!.valueEn).join('|');
      expect(new Set([...members].map(signature)).size).toBe(members.size);
    }
  });

  it('has no two reviews with the same text (they read like different customers)', async () => {
    const all = await db.select({ userId: reviews.userId, description: reviews.description }).from(reviews);
    expect(new Set(all.map((r) => r.description)).size).toBe(all.length);
  });

  it('sets each rating to the mean of the visible reviews, and every review follows a delivered order', async () => {
    const rows = await db.select().from(products);
    const all = await db.select().from(reviews);
    expect(all.length).toBeGreaterThan(60);
    expect(all.some((r) => r.hidden)).toBe(true);
    for (const p of rows) {
      const visible = all.filter((r) => r.productId === p.id && !r.hidden);
      expect(p.ratingCount).toBe(visible.length);
      const mean = visible.length ? visible.reduce((s, r) => s + r.rating, 0) / visible.length : 0;
      expect(p.rating).toBeCloseTo(mean, 5);
    }
    const delivered = await db
      .select({ userId: orders.userId, productId: orderItems.productId, deliveredAt: orders.deliveredAt })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.statusId, ORDER_STATUS.delivered));
    for (const r of all) {
      const order = delivered.find((d) => d.userId === r.userId && d.productId === r.productId);
      expect(order).toBeDefined();
      expect(r.createdAt.getTime()).toBeGreaterThan(order!.deliveredAt!.getTime());
    }
  });

  it('has home banners whose English and Arabic pictures differ, each linking to a product', async () => {
    const rows = await db.select().from(banners);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const b of rows) {
      expect(b.productId).not.toBeNull();
      expect(b.imageEn).not.toBe(b.imageAr);
    }
  });

  it('words every banner in both languages as text, and draws no words into its pictures', async () => {
    const rows = await db.select().from(banners);
    const drawn = buildPlan(NOW).images.svgs;
    const arabic = /\p{Script=Arabic}/u;
    for (const b of rows) {
      for (const text of [b.titleEn, b.subtitleEn, b.buttonEn, b.altEn])
        expect(text, `banner ${b.id}`).toMatch(/^[^\p{Script=Arabic}]*[A-Za-z]{3}/u);
      for (const text of [b.titleAr, b.subtitleAr, b.buttonAr, b.altAr]) expect(text, `banner ${b.id}`).toMatch(arabic);
      // The pictures show the product on a background: the only words are on the product's own label.
      for (const [key, words] of [
        [b.imageEn, [b.subtitleEn, b.buttonEn]],
        [b.imageAr, [b.subtitleAr, b.buttonAr]],
      ] as const) {
        const svg = drawn.get(key)!;
        for (const word of words) expect(svg).not.toContain(esc(word));
        const withoutPack = svg.replace(/<g transform="[^"]*">[\s\S]*<\/g>/, '');
        expect(withoutPack).toContain('<rect');
        expect(withoutPack).not.toContain('<text');
      }
    }
  });

  it('names only pictures the seed draws, so with images on every referenced file is written', async () => {
    const drawn = buildPlan(NOW).images.svgs;
    const keys = [
      ...(await db.select({ k: productPhotos.image }).from(productPhotos)),
      ...(await db.select({ k: categories.icon }).from(categories)),
      ...(await db.select({ k: banners.imageEn }).from(banners)),
      ...(await db.select({ k: banners.imageAr }).from(banners)),
      ...(await db.select({ k: quizQuestions.image }).from(quizQuestions)),
    ].map((r) => r.k);
    expect(keys.length).toBeGreaterThan(400);
    for (const key of keys) expect(drawn.has(key!), key!).toBe(true);
  });
});

describe('seed: regions, branches and content', () => {
  it('has the seven emirates with regions at 25, 30 or 50 AED', async () => {
    const em = await db.select().from(emirates);
    expect(em.map((e) => e.nameEn).sort()).toEqual([
      'Abu Dhabi',
      'Ajman',
      'Dubai',
      'Fujairah',
      'Ras Al Khaimah',
      'Sharjah',
      'Umm Al Quwain',
    ]);
    const rg = await db.select().from(regions);
    for (const e of em) expect(rg.filter((r) => r.emirateId === e.id).length).toBeGreaterThanOrEqual(3);
    expect(new Set(rg.map((r) => r.deliveryFee))).toEqual(new Set([2500, 3000, 5000]));
    // The areas shoppers look for, not only a few per emirate: Dubai's JLT, Business Bay and JVC among them.
    const dubai = em.find((e) => e.nameEn === 'Dubai')!;
    const dubaiAreas = rg.filter((r) => r.emirateId === dubai.id);
    expect(dubaiAreas.length).toBeGreaterThanOrEqual(40);
    expect(dubaiAreas.map((r) => r.nameEn)).toEqual(
      expect.arrayContaining(['Jumeirah Lake Towers (JLT)', 'Business Bay', 'Jumeirah Village Circle (JVC)', 'Dubai Marina']),
    );
    // Each area once per emirate, named in both languages.
    expect(new Set(rg.map((r) => `${r.emirateId}/${r.nameEn}`)).size).toBe(rg.length);
    for (const r of rg) expect(r.nameAr, r.nameEn).toMatch(/^[\u0600-\u06ff]/);
  });

  it('has three branches, two in Abu Dhabi and one in Ras Al Khaimah, and the company contacts', async () => {
    const rows = await db.select().from(branches);
    expect(rows.map((b) => b.cityEn).sort()).toEqual(['Abu Dhabi', 'Abu Dhabi', 'Ras Al Khaimah']);
    for (const b of rows) {
      expect(b.landline).toMatch(/^\+971 [2-9] /);
      expect(b.mobile).toMatch(/^\+971 5\d /);
      expect(b.hoursAr).toMatch(/[\u0600-\u06ff]/);
      expect(b.latitude).toBeGreaterThan(22);
      expect(b.longitude).toBeGreaterThan(51);
    }
    // Read as stored: drizzle over PGlite parses a JSON string that looks like a number into a number.
    const stored = await db
      .select({
        key: storeSettings.key,
        type: sql<string>`jsonb_typeof(${storeSettings.value})`,
        text: sql<string>`${storeSettings.value} #>> '{}'`,
      })
      .from(storeSettings);
    const settings = Object.fromEntries(stored.map((s) => [s.key, `${s.type}:${s.text}`]));
    expect(settings).toEqual({
      phone: expect.stringMatching(/^string:\+971 /),
      whatsapp: expect.stringMatching(/^string:971\d{9}$/),
      email: expect.stringMatching(/^string:.+@/),
      aed_points: 'number:100',
      // The supplier on tax invoices.
      legal_name_en: expect.stringMatching(/^string:.+L\.L\.C\.$/),
      legal_name_ar: expect.stringMatching(/^string:[\u0600-\u06ff]/),
      legal_address_en: expect.stringMatching(/^string:.+United Arab Emirates$/),
      legal_address_ar: expect.stringMatching(/^string:[\u0600-\u06ff]/),
      trn: expect.stringMatching(/^string:\d{15}$/),
      trade_licence: expect.stringMatching(/^string:CN-\d{7}$/),
      cart_reminder_hours: 'number:24',
      // The demo apps' store pages, on the stores' own hosts.
      app_store_url: expect.stringMatching(/^string:https:\/\/apps\.apple\.com\//),
      google_play_url: expect.stringMatching(/^string:https:\/\/play\.google\.com\//),
    });
  });

  it('has the FAQ and the five return reasons, only transport and quality being the product’s fault', async () => {
    const faq = await db.select().from(faqs);
    expect(faq.length).toBeGreaterThanOrEqual(8);
    expect(faq.length).toBeLessThanOrEqual(10);
    const reasons = await db.select().from(returnReasons).orderBy(asc(returnReasons.sort));
    expect(reasons).toHaveLength(5);
    expect(reasons.filter((r) => r.productFault).map((r) => r.nameEn)).toEqual(['Damaged during delivery', 'Quality problem']);
  });

  it('has the six legal pages in both languages, agreeing with the shop’s constants', async () => {
    const pages = Object.fromEntries((await db.select().from(legalPages)).map((p) => [p.slug, p]));
    expect(Object.keys(pages).sort()).toEqual(['accessibility', 'delivery', 'pricing', 'privacy', 'refund', 'terms']);
    for (const p of Object.values(pages)) {
      expect(p.bodyEn.match(/^## /gm)!.length).toBeGreaterThanOrEqual(4);
      expect(p.bodyAr.match(/^## /gm)!.length).toBe(p.bodyEn.match(/^## /gm)!.length);
    }
    for (const fee of ['25, 30 or 50 AED', '80 AED', '2 to 3 business days', '1 week to 10 days'])
      expect(pages.delivery!.bodyEn).toContain(fee);
    for (const rule of ['30 days of', '3 to 5 business days', '5 to 7 business days', 'delivery charges are not refunded'])
      expect(pages.refund!.bodyEn).toContain(rule);
    expect(pages.refund!.bodyAr).toContain('30 يومًا');
    expect(pages.pricing!.bodyEn).toContain('5%');
    expect(pages.terms!.bodyEn).toContain('## Termination by us');
  });

  it('has a quiz where every gender and age band gets at least five questions with pictures and products', async () => {
    const qs = await db.select().from(quizQuestions);
    expect(qs.length).toBeGreaterThanOrEqual(12);
    for (const gender of [1, 2]) {
      for (const band of [1, 2, 3])
        expect(qs.filter((q) => q.genders.includes(gender) && q.ageBands.includes(band)).length).toBeGreaterThanOrEqual(5);
    }
    expect(qs.some((q) => q.genders.length === 1)).toBe(true);
    const links = await db.select().from(quizQuestionProducts);
    for (const q of qs) {
      expect(q.image).toMatch(/^quiz\//);
      expect(q.recommendationAr).toMatch(/[\u0600-\u06ff]/);
      expect(links.filter((l) => l.questionId === q.id).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has the welcome and fixed coupons, an expired one and a used-up one', async () => {
    const rows = Object.fromEntries((await db.select().from(coupons)).map((c) => [c.code, c]));
    expect(rows.WELCOME10).toMatchObject({ kind: 'percent', value: 10, minOrder: 10_000 });
    expect(rows.SAVE20).toMatchObject({ kind: 'fixed', value: 2_000, minOrder: 15_000 });
    expect(Object.values(rows).some((c) => c.endsAt && c.endsAt < NOW)).toBe(true);
    const usedUp = Object.values(rows).filter((c) => c.maxUses !== null);
    expect(usedUp.length).toBeGreaterThan(0);
    for (const c of usedUp) {
      const [uses] = await db.select({ n: count() }).from(couponUses).where(eq(couponUses.couponId, c.id));
      expect(uses!.n).toBe(c.maxUses);
    }
  });
});

describe('seed: accounts', () => {
  it('returns the credentials it set, and the passwords work', async () => {
    expect(credentials).toEqual({
      customer: { email: 'customer@example.com', password: 'demo-pass-2026' },
      admin: { email: 'admin@example.com', password: 'demo-pass-2026' },
    });
    const customer = await demoCustomer();
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(await verifyPassword(customer.passwordHash, 'demo-pass-2026')).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'demo-pass-2026')).toBe(true);
    expect(admin).toMatchObject({ role: 'admin', active: 1 });
  });

  it('makes the demo customer active, with favourites equal to favoriteListId and two more lists', async () => {
    const c = await demoCustomer();
    expect(c).toMatchObject({ active: 1, role: 'customer', phone: expect.stringMatching(/^\+9715/) });
    const own = await db.select().from(lists).where(eq(lists.userId, c.id));
    expect(own.find((l) => l.isFavorite)?.id).toBe(c.favoriteListId);
    expect(own.filter((l) => !l.isFavorite)).toHaveLength(2);
    for (const l of own) {
      const [items] = await db.select({ n: count() }).from(listItems).where(eq(listItems.listId, l.id));
      expect(items!.n).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives her two addresses, the primary one in Abu Dhabi', async () => {
    const c = await demoCustomer();
    const rows = await db
      .select({ isPrimary: addresses.isPrimary, emirate: emirates.nameEn })
      .from(addresses)
      .innerJoin(emirates, eq(emirates.id, addresses.emirateId))
      .where(eq(addresses.userId, c.id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((a) => a.isPrimary)).toEqual([{ isPrimary: true, emirate: 'Abu Dhabi' }]);
  });

  it('gives her a 75 AED balance and 2,350 points, matching her wallet ledger', async () => {
    const c = await demoCustomer();
    const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, c.id));
    expect(wallet).toMatchObject({ balance: 7_500, points: 2_350 });
    const entries = await db.select().from(walletEntries).where(eq(walletEntries.userId, c.id));
    const sum = (kind: 'balance' | 'points') => entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount, 0);
    expect({ balance: sum('balance'), points: sum('points') }).toEqual({ balance: 7_500, points: 2_350 });
    expect(entries.some((e) => e.reason === 'seed')).toBe(true);
  });

  it('gives her past orders in statuses 1, 2, 5, 3 (within and beyond the return window) and 4', async () => {
    const c = await demoCustomer();
    const own = await db.select().from(orders).where(eq(orders.userId, c.id));
    expect(new Set(own.map((o) => o.statusId))).toEqual(new Set([1, 2, 5, 3, 4]));
    const delivered = own.filter((o) => o.statusId === ORDER_STATUS.delivered);
    const age = (o: (typeof own)[number]) => (NOW.getTime() - o.deliveredAt!.getTime()) / 86_400_000;
    expect(delivered.some((o) => age(o) < RETURN_WINDOW_DAYS)).toBe(true);
    expect(delivered.some((o) => age(o) > RETURN_WINDOW_DAYS)).toBe(true);
    // One paid in cash can be returned for a refund to her wallet (the admin's return journey).
    expect(delivered.some((o) => age(o) < RETURN_WINDOW_DAYS && o.paymentMethod === PAYMENT_METHODS.cash)).toBe(true);
    expect(own.find((o) => o.statusId === ORDER_STATUS.cancelled)!.cancelledAt).not.toBeNull();
    for (const o of own) {
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, o.id));
      expect(items.length).toBeGreaterThan(0);
      const goods = items.reduce((s, i) => s + i.priceAtPurchase * i.quantity, 0);
      expect(o.total).toBe(goods - o.couponDiscount + o.shippingCost);
      expect([2500, 3000, 5000]).toContain(o.shippingCost);
      for (const i of items) expect(i.statusId).toBe(o.statusId);
      const history = await db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, o.id))
        .orderBy(asc(orderStatusHistory.createdAt));
      expect(history[0]!.fromStatus).toBeNull();
      expect(history.at(-1)!.toStatus).toBe(o.statusId);
      for (let i = 1; i < history.length; i++) expect(history[i]!.fromStatus).toBe(history[i - 1]!.toStatus);
      const [notes] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, c.id), eq(notifications.orderId, o.id)));
      expect(notes!.n).toBe(history.length);
    }
  });

  it('has a few other customers who wrote the reviews', async () => {
    const writers = await db.selectDistinct({ userId: reviews.userId }).from(reviews);
    expect(writers.length).toBeGreaterThanOrEqual(5);
  });
});

describe('seedIfEmpty', () => {
  it('returns null on a seeded database and adds nothing', async () => {
    const tally = async () =>
      Promise.all([users, products, orders, reviews].map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
    const before = await tally();
    expect(await seedIfEmpty(db, { SEED_PASSWORD: 'another-password' }, { media: diskMedia('/nonexistent') })).toBeNull();
    expect(await tally()).toEqual(before);
  });
});

describe('renderImages', () => {
  it('writes every width of each drawing once and skips drawings already on disk', async () => {
    const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-render-'));
    try {
      const set = new ImageSet();
      const a = set.add(
        'test',
        'a',
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#c77a12"/></svg>',
      );
      const b = set.add(
        'test',
        'b',
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="90" fill="#2f5d3a"/></svg>',
      );
      expect(a).toMatch(/^test\/a-[0-9a-f]{8}$/);
      expect(await renderImages(diskMedia(mediaDir), set.svgs)).toMatchObject({ drawn: 2, skipped: 0 });
      for (const key of [a, b])
        for (const w of IMAGE_WIDTHS) await expect(fs.access(path.join(mediaDir, imageFile(key, w)))).resolves.toBeUndefined();
      expect(await renderImages(diskMedia(mediaDir), set.svgs)).toMatchObject({ drawn: 0, skipped: 2 });
    } finally {
      await fs.rm(mediaDir, { recursive: true, force: true });
    }
  });
});
