// Regulatory details of a product: saved from the console, refused with the field named, audited, and
// answered on the product page in the shopper's language.
import { describe, expect, it } from 'vitest';
import { isCountryCode, isValidGtin, adminProductCreateCall, adminProductUpdateCall, detailsCall } from '@shop/contract';
import { call } from '../../../test/app';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

const form = {
  name_en: 'Propolis Cream',
  name_ar: 'كريم العكبر',
  list_price: 60,
  sale_price: 60,
};
const facts = {
  registration_number: 'MTJ-DEMO-000128',
  registration_authority: 'dm_montaji',
  country_of_origin: ' ae ',
  // Arabic-Indic digits and spaces as typed: 6291000000037.
  barcode: '٦٢٩ 1000 000037',
  ingredients_en: 'Aqua, Mel, Propolis extract',
  ingredients_ar: '',
  usage_en: 'Apply morning and evening.',
  usage_ar: 'يوضع صباحًا ومساءً.',
};
const guest = { auth_key: 'guest', user_id: 0 };

describe('product regulatory details', () => {
  it('saves them, audits the change and shows them on the product page in either language', async () => {
    const created = await call(w.t.app, adminProductCreateCall, { ...w.admin.auth, ...form });
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ registration_number: '', registration_authority: '', barcode: '', usage_ar: '' });
    expect((await call(w.t.app, detailsCall, { ...guest, product_id: id })).body.data.facts).toBeNull();

    const saved = await call(w.t.app, adminProductUpdateCall, { ...w.admin.auth, ...form, ...facts, product_id: id });
    expect(saved.body.data).toMatchObject({
      registration_number: 'MTJ-DEMO-000128',
      registration_authority: 'dm_montaji',
      country_of_origin: 'AE',
      barcode: '6291000000037',
      ingredients_ar: '',
      usage_ar: 'يوضع صباحًا ومساءً.',
    });
    const [, update] = await auditOf(w.t, 'product', id);
    expect(update!.action).toBe('product.update');
    expect(update!.before).toMatchObject({ barcode: null, countryOfOrigin: null });
    expect(update!.after).toMatchObject({ barcode: '6291000000037', countryOfOrigin: 'AE', registrationAuthority: 'dm_montaji' });

    const en = await call(w.t.app, detailsCall, { ...guest, product_id: id });
    expect(en.body.data.facts).toEqual({
      country_of_origin: 'AE',
      registration: { number: 'MTJ-DEMO-000128', authority: 'dm_montaji' },
      barcode: '6291000000037',
      ingredients: { text: 'Aqua, Mel, Propolis extract', lang: 'en' },
      usage: { text: 'Apply morning and evening.', lang: 'en' },
    });
    // Only the English ingredients are written: the Arabic page shows them, marked as English.
    const ar = await call(w.t.app, detailsCall, { ...guest, product_id: id }, { lang: 'ar' });
    expect(ar.body.data.facts).toMatchObject({
      ingredients: { text: 'Aqua, Mel, Propolis extract', lang: 'en' },
      usage: { text: 'يوضع صباحًا ومساءً.', lang: 'ar' },
    });

    // Emptied again: the page has no details to show.
    const cleared = Object.fromEntries(Object.keys(facts).map((k) => [k, '']));
    await call(w.t.app, adminProductUpdateCall, { ...w.admin.auth, ...form, ...cleared, product_id: id });
    expect((await call(w.t.app, detailsCall, { ...guest, product_id: id })).body.data.facts).toBeNull();
  });

  it.each([
    ['barcode', { barcode: '6291000000038' }, 'a barcode has 8, 12, 13 or 14 digits, the last its check digit'],
    ['barcode', { barcode: '629100000003' }, 'a barcode has 8, 12, 13 or 14 digits, the last its check digit'],
    ['country_of_origin', { country_of_origin: 'EU' }, 'a two-letter ISO country code such as AE'],
    ['country_of_origin', { country_of_origin: 'UAE' }, 'a two-letter ISO country code such as AE'],
    ['registration_authority', { registration_authority: 'fda' }, 'must be one of: ede, dm_montaji, moccae'],
    ['registration_authority', { registration_authority: '' }, 'required'],
    ['registration_number', { registration_number: '' }, 'required'],
    ['registration_number', { registration_number: 'x'.repeat(51) }, 'at most 50 characters'],
    ['ingredients_ar', { ingredients_ar: 'ع'.repeat(2001) }, 'at most 2000 characters'],
    ['usage_en', { usage_en: 'u'.repeat(2001) }, 'at most 2000 characters'],
  ])('refuses a bad %s with the field named', async (field, bad, reason) => {
    const created = await call(w.t.app, adminProductCreateCall, { ...w.admin.auth, ...form });
    const id = created.body.data.id;
    const res = await call(w.t.app, adminProductUpdateCall, { ...w.admin.auth, ...form, ...facts, ...bad, product_id: id });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: false, data: { field, reason } });
    const ar = await call(w.t.app, adminProductUpdateCall, { ...w.admin.auth, ...form, ...facts, ...bad, product_id: id }, { lang: 'ar' });
    expect(ar.body.msg).toContain(field);
    expect((await auditOf(w.t, 'product', id)).map((a) => a.action)).toEqual(['product.create']);
  });
});

describe('the contract checks', () => {
  it('knows the 249 ISO 3166-1 countries, each one Intl names', () => {
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const codes = letters.flatMap((a) => letters.map((b) => a + b)).filter(isCountryCode);
    expect(codes).toHaveLength(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const code of codes) expect(names.of(code), code).not.toBe(code);
    expect(['AE', 'YE', 'SA'].every(isCountryCode)).toBe(true);
    expect(['ae', 'EU', 'UK', 'ZZ', 'ARE'].some(isCountryCode)).toBe(false);
  });

  it('verifies the GS1 check digit of GTIN-8, -12, -13 and -14', () => {
    expect(['96385074', '036000291452', '4006381333931', '10614141000415', '6291000000013'].every(isValidGtin)).toBe(true);
    expect(['96385075', '036000291453', '4006381333932', '10614141000416', '629100000001', '6291000000013x'].some(isValidGtin)).toBe(false);
  });
});
