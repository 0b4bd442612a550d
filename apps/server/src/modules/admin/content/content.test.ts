import { describe, expect, it } from 'vitest';
import {
  addToCartCall,
  adminBranchDeleteCall,
  adminBranchSaveCall,
  adminBranchesListCall,
  adminBranchesReorderCall,
  adminFaqDeleteCall,
  adminFaqListCall,
  adminFaqReorderCall,
  adminFaqSaveCall,
  adminLegalListCall,
  adminLegalSaveCall,
  adminRegionAddCall,
  adminRegionFeeCall,
  adminRegionsListCall,
  adminSettingsGetCall,
  adminSettingsSaveCall,
  cartListCall,
  faqCall,
  legalListCall,
  legalPageCall,
  listRegionsCall,
  storeInfoCall,
  walletBalanceCall,
  type Call,
} from '@shop/contract';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { addresses, auditLog, branches, faqs, legalPages, products, regions, storeSettings } from '../../../db/schema';
import { call, type CallFields, formOf } from '../../../test/app';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

const admin = <C extends Call>(c: C, fields: CallFields<C> = {}, lang: 'en' | 'ar' = 'en') =>
  call(w.t.app, c, { ...w.admin.auth, ...fields }, { lang });
const shop = <C extends Call>(c: C, lang: 'en' | 'ar', fields: CallFields<C> = {}) =>
  call(w.t.app, c, { auth_key: 'guest', user_id: 0, ...fields }, { lang });

/** Rows of the tables these calls write, and the audit log, as one comparable value. */
async function snapshot() {
  const [audits] = await w.t.db.select({ n: count() }).from(auditLog);
  const tables = await Promise.all([
    w.t.db.select().from(storeSettings).orderBy(storeSettings.key),
    w.t.db.select().from(regions).orderBy(regions.id),
    w.t.db.select().from(faqs).orderBy(faqs.id),
    w.t.db.select().from(branches).orderBy(branches.id),
    w.t.db.select().from(legalPages).orderBy(legalPages.slug),
  ]);
  return JSON.stringify({ audits: audits!.n, tables });
}

/** Each refused request answers `status` (400 naming `field` when given) and changes nothing. */
async function refused(c: Call, cases: [Record<string, unknown>, number, string?][]) {
  const before = await snapshot();
  for (const [fields, status, field] of cases) {
    const res = await admin(c, fields);
    expect([c.path, res.statusCode, res.body.status], JSON.stringify(fields)).toEqual([c.path, status, false]);
    if (field) expect(res.body.data, JSON.stringify(fields)).toMatchObject({ field });
  }
  expect(await snapshot()).toBe(before);
}

describe('store settings', () => {
  it('saves the settings; the contact page and the wallet read them', async () => {
    const now = (await admin(adminSettingsGetCall)).body.data;
    expect(now.aed_points).toBe(100);
    const changes = {
      phone: '+971 4 555 0100',
      whatsapp: '971500000111',
      email: 'Care@Example.com',
      aed_points: 50,
      cod_fee: 12.5,
      cod_max: 800,
      free_delivery_from: 250,
      legal_name_en: 'Honey House Trading L.L.C.',
      legal_name_ar: 'بيت العسل للتجارة ذ.م.م',
      legal_address_en: 'Office 5, Corniche Road, Abu Dhabi',
      legal_address_ar: 'مكتب 5، شارع الكورنيش، أبوظبي',
      trn: '100 2003 0040 0005',
      trade_licence: 'CN-7654321',
      cart_reminder_hours: 0,
      app_store_url: 'https://apps.apple.com/ae/app/honey-house/id6450000001',
      google_play_url: '',
      hold_reviews: false,
      einvoice_b2c: false,
    };
    const saved = await admin(adminSettingsSaveCall, formOf({ ...now, ...changes }));
    expect(saved.body.msg).toBe('Store settings saved');
    // The TRN is kept without its spaces; 0 hours turns cart reminders off; the alert settings sent back unchanged are kept.
    expect(saved.body.data).toEqual({ ...now, ...changes, email: 'care@example.com', trn: '100200300400005' });
    // The cash-on-delivery amounts are kept in fils, where checkout reads them (checkout/cod.test.ts).
    const cod = await w.t.db
      .select()
      .from(storeSettings)
      .where(inArray(storeSettings.key, ['cod_fee', 'cod_max']));
    expect(Object.fromEntries(cod.map((r) => [r.key, r.value]))).toEqual({ cod_fee: 1250, cod_max: 80000 });
    const [free] = await w.t.db.select().from(storeSettings).where(eq(storeSettings.key, 'free_delivery_from'));
    expect(free!.value).toBe(25000);
    const wallet = await call(w.t.app, walletBalanceCall, w.customer.auth);
    expect(wallet.body.data.aed_points).toBe(50);
    for (const lang of ['en', 'ar'] as const) {
      expect((await shop(storeInfoCall, lang)).body.data).toMatchObject({
        phone: '+971 4 555 0100',
        whatsapp: '971500000111',
        email: 'care@example.com',
        // The company as the footer and the contact page name it: the legal name in the page's language.
        company: {
          legal_name: lang === 'ar' ? 'بيت العسل للتجارة ذ.م.م' : 'Honey House Trading L.L.C.',
          trade_licence: 'CN-7654321',
          trn: '100200300400005',
        },
        // The footer links the App Store badge and hides Google Play's.
        apps: { app_store: 'https://apps.apple.com/ae/app/honey-house/id6450000001', google_play: '' },
      });
    }
    const trail = await w.t.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
    expect(
      trail.map((a) => [a.action, (a.before as { aed_points: number }).aed_points, (a.after as { aed_points: number }).aed_points]),
    ).toEqual([['settings.save', 100, 50]]);
  });

  it('answers 400 naming the field for a bad value, changing nothing', async () => {
    const ok = {
      phone: '1',
      whatsapp: '2',
      email: 'a@b.co',
      aed_points: 10,
      cod_fee: 10,
      cod_max: 1000,
      free_delivery_from: 0,
      legal_name_en: 'A',
      legal_name_ar: 'ب',
      legal_address_en: 'C',
      legal_address_ar: 'د',
      trn: '100123456700003',
      trade_licence: 'CN-1',
      cart_reminder_hours: 24,
      app_store_url: '',
      google_play_url: 'https://play.google.com/store/apps/details?id=ae.shop',
    };
    await refused(adminSettingsSaveCall, [
      [{ ...ok, aed_points: 0 }, 400, 'aed_points'],
      [{ ...ok, aed_points: 2.5 }, 400, 'aed_points'],
      [{ ...ok, email: 'not-an-email' }, 400, 'email'],
      [{ ...ok, phone: ' ' }, 400, 'phone'],
      [{ ...ok, whatsapp: undefined }, 400, 'whatsapp'],
      [{ ...ok, cod_fee: -1 }, 400, 'cod_fee'],
      [{ ...ok, cod_fee: 2.555 }, 400, 'cod_fee'],
      [{ ...ok, cod_fee: 'ten' }, 400, 'cod_fee'],
      [{ ...ok, cod_fee: 1001 }, 400, 'cod_fee'],
      [{ ...ok, cod_max: -5 }, 400, 'cod_max'],
      [{ ...ok, cod_max: undefined }, 400, 'cod_max'],
      [{ ...ok, free_delivery_from: -1 }, 400, 'free_delivery_from'],
      [{ ...ok, free_delivery_from: 'free' }, 400, 'free_delivery_from'],
      [{ ...ok, trn: '12345' }, 400, 'trn'],
      [{ ...ok, trade_licence: undefined }, 400, 'trade_licence'],
      [{ ...ok, trade_licence: 'x'.repeat(61) }, 400, 'trade_licence'],
      [{ ...ok, trn: '10012345670000A' }, 400, 'trn'],
      [{ ...ok, legal_name_ar: '' }, 400, 'legal_name_ar'],
      [{ ...ok, cart_reminder_hours: -1 }, 400, 'cart_reminder_hours'],
      [{ ...ok, cart_reminder_hours: 1.5 }, 400, 'cart_reminder_hours'],
      // A store link is https on the store's own host, or nothing.
      [{ ...ok, app_store_url: 'javascript:alert(1)' }, 400, 'app_store_url'],
      [{ ...ok, app_store_url: 'http://apps.apple.com/ae/app/x/id1' }, 400, 'app_store_url'],
      [{ ...ok, app_store_url: 'https://apps.apple.com.example.com/app' }, 400, 'app_store_url'],
      [{ ...ok, app_store_url: 'https://apps.apple.com@example.com/app' }, 400, 'app_store_url'],
      [{ ...ok, app_store_url: 'https://play.google.com/store/apps/details?id=ae.shop' }, 400, 'app_store_url'],
      [{ ...ok, google_play_url: 'https://apps.apple.com/ae/app/x/id1' }, 400, 'google_play_url'],
      [{ ...ok, google_play_url: `https://play.google.com/${'x'.repeat(300)}` }, 400, 'google_play_url'],
      [{ ...ok, google_play_url: undefined }, 400, 'google_play_url'],
    ]);
  });
});

describe('regions and delivery fees', () => {
  it("changes a region's fee in AED: the console lists it and the cart charges it", async () => {
    const [home] = await w.t.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, w.customer.id), eq(addresses.isPrimary, true)));
    const changed = await admin(adminRegionFeeCall, { region_id: home!.regionId, delivery_fee: 35.5 });
    expect(changed.body.data).toMatchObject({ id: home!.regionId, delivery_fee: 35.5 });
    const listed = (await admin(adminRegionsListCall)).body.data.find((r: { id: number }) => r.id === home!.regionId);
    expect(listed!.delivery_fee).toBe(35.5);
    expect((await auditOf(w.t, 'region', home!.regionId))[0]).toMatchObject({ action: 'region.fee', after: { deliveryFee: 3550 } });

    const [p] = await w.t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.visible, true), gt(products.stock, 0)))
      .limit(1);
    const added = await call(w.t.app, addToCartCall, { ...w.customer.auth, product_id: p!.id, quantity: 1 });
    expect(added.body.status).toBe(true);
    const cart = await call(w.t.app, cartListCall, w.customer.auth);
    expect(cart.body.data.shipping_cost).toBe(35.5);
  });

  it('adds a region to an emirate, which the shop then offers in both languages', async () => {
    const [dubaiRegion] = (await admin(adminRegionsListCall)).body.data;
    const made = await admin(adminRegionAddCall, {
      emirate_id: dubaiRegion!.emirate_id,
      name_en: 'Hatta',
      name_ar: 'حتا',
      delivery_fee: 50,
    });
    expect(made.body.data).toMatchObject({ emirate_id: dubaiRegion!.emirate_id, name_en: 'Hatta', name_ar: 'حتا', delivery_fee: 50 });
    expect((await auditOf(w.t, 'region', made.body.data.id)).map((a) => a.action)).toEqual(['region.create']);
    for (const [lang, name] of [
      ['en', 'Hatta'],
      ['ar', 'حتا'],
    ] as const) {
      const offered = await shop(listRegionsCall, lang, { emirate: dubaiRegion!.emirate_id });
      expect(offered.body.data).toContainEqual({ id: made.body.data.id, region: name, delivery_fee: 50 });
    }
  });

  it('refuses a bad fee, an unknown region or emirate, changing nothing', async () => {
    await refused(adminRegionFeeCall, [
      [{ region_id: 1, delivery_fee: -1 }, 400, 'delivery_fee'],
      [{ region_id: 1, delivery_fee: 25.555 }, 400, 'delivery_fee'],
      [{ region_id: 1, delivery_fee: 'abc' }, 400, 'delivery_fee'],
      [{ region_id: 0, delivery_fee: 25 }, 400, 'region_id'],
      [{ region_id: 999_999, delivery_fee: 25 }, 404],
    ]);
    await refused(adminRegionAddCall, [
      [{ emirate_id: 999_999, name_en: 'X', name_ar: 'س', delivery_fee: 25 }, 404],
      [{ emirate_id: 1, name_en: '', name_ar: 'س', delivery_fee: 25 }, 400, 'name_en'],
      [{ emirate_id: 1, name_en: 'X', name_ar: 'س', delivery_fee: 10_001 }, 400, 'delivery_fee'],
    ]);
  });
});

describe('FAQ', () => {
  const q = { question_en: 'Is the honey raw?', question_ar: 'هل العسل خام؟', answer_en: 'Yes', answer_ar: 'نعم' };

  it('adds, edits and deletes an entry that the shop shows in both languages', async () => {
    const made = await admin(adminFaqSaveCall, q, 'ar');
    expect(made.body.msg).toBe('تم حفظ السؤال');
    const id = made.body.data.id;
    const edited = await admin(adminFaqSaveCall, {
      ...q,
      faq_id: id,
      answer_en: 'Yes, never heated',
      answer_ar: 'نعم، لا يُسخَّن أبدًا',
    });
    expect(edited.body.data).toMatchObject({ id, answer_en: 'Yes, never heated', sort: made.body.data.sort });
    const en = (await shop(faqCall, 'en')).body.data;
    expect(en.at(-1)).toEqual({ question: 'Is the honey raw?', answer: 'Yes, never heated' });
    const ar = (await shop(faqCall, 'ar')).body.data;
    expect(ar.at(-1)).toEqual({ question: 'هل العسل خام؟', answer: 'نعم، لا يُسخَّن أبدًا' });
    expect((await admin(adminFaqDeleteCall, { faq_id: id })).body.data).toEqual({ faq_id: id });
    expect((await admin(adminFaqListCall)).body.data.map((f: { id: number }) => f.id)).not.toContain(id);
    expect(JSON.stringify((await shop(faqCall, 'en')).body.data)).not.toContain('never heated');
    expect((await auditOf(w.t, 'faq', id)).map((a) => a.action)).toEqual(['faq.create', 'faq.update', 'faq.delete']);
  });

  it('reorders the list, which the shop follows', async () => {
    const ids = (await admin(adminFaqListCall)).body.data.map((f: { id: number }) => f.id);
    const reversed = [...ids].reverse();
    const res = await admin(adminFaqReorderCall, { faq_ids: reversed.join(',') });
    expect(res.body.data.map((f: { id: number }) => f.id)).toEqual(reversed);
    const first = (await admin(adminFaqListCall)).body.data[0];
    expect((await shop(faqCall, 'ar')).body.data[0]!.question).toBe(first!.question_ar);
    const [trail] = await w.t.db.select().from(auditLog).where(eq(auditLog.action, 'faq.reorder'));
    expect(trail).toMatchObject({ before: ids, after: reversed });
  });

  it('refuses a missing text, an unknown entry or an incomplete order, changing nothing', async () => {
    const ids = (await admin(adminFaqListCall)).body.data.map((f: { id: number }) => f.id);
    await refused(adminFaqSaveCall, [
      [{ ...q, answer_ar: '' }, 400, 'answer_ar'],
      [{ ...q, question_en: 'x'.repeat(501) }, 400, 'question_en'],
      [{ ...q, faq_id: 999_999 }, 404],
    ]);
    await refused(adminFaqDeleteCall, [
      [{ faq_id: 999_999 }, 404],
      [{ faq_id: 'x' }, 400, 'faq_id'],
    ]);
    await refused(adminFaqReorderCall, [
      [{ faq_ids: ids.slice(1).join(',') }, 200],
      [{ faq_ids: [ids[0], ...ids].join(',') }, 200],
      [{ faq_ids: '1,x' }, 400, 'faq_ids.1'],
      [{ faq_ids: '' }, 400, 'faq_ids'],
    ]);
  });
});

describe('branches', () => {
  const branch = {
    name_en: 'Al Ain Branch',
    name_ar: 'فرع العين',
    city_en: 'Al Ain',
    city_ar: 'العين',
    address_en: 'Main Street, Al Ain',
    address_ar: 'الشارع الرئيسي، العين',
    hours_en: 'Daily 9am to 10pm',
    hours_ar: 'يوميًا من 9 صباحًا إلى 10 مساءً',
    landline: '+971 3 700 0000',
    mobile: '+971 50 700 0000',
    latitude: 24.2075,
    longitude: 55.7447,
  };

  it('adds, edits and deletes a branch that the contact page lists in both languages', async () => {
    const seeded = (await admin(adminBranchesListCall)).body.data;
    expect(seeded.length).toBe(3);
    const made = await admin(adminBranchSaveCall, branch);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({ ...branch, sort: seeded.at(-1)!.sort + 1 });
    const edited = await admin(adminBranchSaveCall, {
      ...branch,
      branch_id: id,
      address_en: 'Zayed Road, Al Ain',
      address_ar: 'طريق زايد، العين',
      hours_en: '',
    });
    expect(edited.body.data).toMatchObject({ id, address_en: 'Zayed Road, Al Ain', hours_en: '', sort: made.body.data.sort });

    const en = (await shop(storeInfoCall, 'en')).body.data.branches;
    expect(en.at(-1)).toEqual({
      id,
      name: 'Al Ain Branch',
      city: 'Al Ain',
      address: 'Zayed Road, Al Ain',
      landline: branch.landline,
      mobile: branch.mobile,
      hours: '',
      latitude: 24.2075,
      longitude: 55.7447,
    });
    const ar = (await shop(storeInfoCall, 'ar')).body.data.branches;
    expect(ar.at(-1)).toMatchObject({
      id,
      name: 'فرع العين',
      city: 'العين',
      address: 'طريق زايد، العين',
      hours: 'يوميًا من 9 صباحًا إلى 10 مساءً',
    });

    expect((await admin(adminBranchDeleteCall, { branch_id: id })).body.data).toEqual({ branch_id: id });
    expect((await shop(storeInfoCall, 'en')).body.data.branches.map((b: { id: number }) => b.id)).not.toContain(id);
    const trail = await auditOf(w.t, 'branch', id);
    expect(trail.map((a) => a.action)).toEqual(['branch.create', 'branch.update', 'branch.delete']);
    expect(trail[1]).toMatchObject({ before: { addressEn: 'Main Street, Al Ain' }, after: { addressEn: 'Zayed Road, Al Ain' } });
  });

  it('reorders the branches, which the contact page follows', async () => {
    const ids = (await admin(adminBranchesListCall)).body.data.map((b: { id: number }) => b.id);
    const moved = [ids[1], ids[0], ...ids.slice(2)];
    expect((await admin(adminBranchesReorderCall, { branch_ids: moved.join(',') })).body.data.map((b: { id: number }) => b.id)).toEqual(
      moved,
    );
    expect((await shop(storeInfoCall, 'ar')).body.data.branches.map((b: { id: number }) => b.id)).toEqual(moved);
    const [trail] = await w.t.db.select().from(auditLog).where(eq(auditLog.action, 'branch.reorder'));
    expect(trail).toMatchObject({ before: ids, after: moved });
    await refused(adminBranchesReorderCall, [
      [{ branch_ids: moved.slice(1).join(',') }, 200],
      [{ branch_ids: [...moved, 999_999].join(',') }, 200],
    ]);
  });

  it('refuses bad fields or an unknown branch, changing nothing', async () => {
    await refused(adminBranchSaveCall, [
      [{ ...branch, latitude: 91 }, 400, 'latitude'],
      [{ ...branch, longitude: 'east' }, 400, 'longitude'],
      [{ ...branch, name_ar: ' ' }, 400, 'name_ar'],
      [{ ...branch, mobile: undefined }, 400, 'mobile'],
      [{ ...branch, branch_id: 999_999 }, 404],
    ]);
    await refused(adminBranchDeleteCall, [
      [{ branch_id: 999_999 }, 404],
      [{}, 400, 'branch_id'],
    ]);
  });
});

describe('legal pages', () => {
  it('lists the six pages in both languages', async () => {
    const pages = (await admin(adminLegalListCall)).body.data;
    expect(pages.map((p: { slug: string }) => p.slug)).toEqual(['privacy', 'terms', 'pricing', 'delivery', 'refund', 'accessibility']);
    for (const p of pages) expect(p.title_ar.length > 0 && p.body_en.length > 0 && p.updated_at !== null).toBe(true);
  });

  it('saves a text that the shop shows in both languages, with its new date', async () => {
    const before = (await shop(legalPageCall, 'en', { slug: 'refund' })).body.data;
    const body_en = 'Intro.\n\n## Returns\n\nWithin 30 days.\n\n- Unopened\n- With receipt';
    const body_ar = 'مقدمة.\n\n## الإرجاع\n\nخلال 30 يومًا.';
    const saved = await admin(adminLegalSaveCall, {
      slug: 'refund',
      title_en: 'Refunds',
      title_ar: 'الاسترداد',
      body_en,
      body_ar,
    });
    expect(saved.body.data).toMatchObject({ slug: 'refund', title_en: 'Refunds', body_en, body_ar });
    const en = (await shop(legalPageCall, 'en', { slug: 'refund' })).body.data;
    expect(en).toMatchObject({ title: 'Refunds', body: body_en });
    expect(new Date(en.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    expect((await shop(legalPageCall, 'ar', { slug: 'refund' })).body.data).toMatchObject({ title: 'الاسترداد', body: body_ar });
    expect((await shop(legalListCall, 'ar')).body.data).toContainEqual({ slug: 'refund', title: 'الاسترداد' });
    const [trail] = await auditOf(w.t, 'legal', 'refund');
    expect(trail).toMatchObject({ action: 'legal.save', before: { titleEn: before.title }, after: { titleEn: 'Refunds' } });
  });

  it('refuses an unknown page or an empty text, changing nothing', async () => {
    const ok = { slug: 'privacy', title_en: 'P', title_ar: 'خ', body_en: 'B', body_ar: 'ن' };
    await refused(adminLegalSaveCall, [
      [{ ...ok, slug: 'cookies' }, 400, 'slug'],
      [{ ...ok, body_ar: '' }, 400, 'body_ar'],
      [{ ...ok, title_en: undefined }, 400, 'title_en'],
    ]);
  });
});
