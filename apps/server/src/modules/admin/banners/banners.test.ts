import fs from 'node:fs';
import {
  shopDate,
  shopDayStart,
  adminBannerDeleteCall,
  adminBannerSaveCall,
  adminBannersListCall,
  adminBannersReorderCall,
  homeCall,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { auditLog, banners } from '../../../db/schema';
import { call, callWithFiles, invalidData } from '../../../test/app';
import { product } from '../../../test/fixtures/products';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';
import { fakePng, fileOf, filesIn, hugePng, isWebp, keyOf, png, tempFolder } from '../../../test/fixtures/files';

const mediaDir = tempFolder('banners-media-');
const w = adminSuite({ mediaDir });

const admin = (fields: Record<string, string | number | undefined> = {}) => ({ ...w.admin.auth, ...fields });
/** A banner's words in both languages, as the form sends them. */
const words = {
  title_en: 'Pure Sidr Honey',
  title_ar: 'عسل السدر الأصيل',
  subtitle_en: '15% off this week',
  subtitle_ar: 'خصم 15٪ هذا الأسبوع',
  button_en: 'Shop Sidr',
  button_ar: 'تسوّق السدر',
  alt_en: 'A jar of Sidr honey',
  alt_ar: 'برطمان عسل سدر',
};
const save = async (
  fields: Record<string, string | number | undefined>,
  pictures: ('image_en' | 'image_ar')[] = ['image_en', 'image_ar'],
  lang: 'en' | 'ar' = 'en',
) =>
  callWithFiles(
    w.t.app,
    adminBannerSaveCall,
    admin({ ...words, ...fields }),
    await Promise.all(pictures.map((f, i) => png(f, i ? '#2b6e3a' : '#c8860a'))),
    { lang },
  );
const slider = async (lang: 'en' | 'ar') =>
  (await call(w.t.app, homeCall, { auth_key: 'guest', user_id: 0, type: 1 }, { lang })).body.data.slider as {
    product_id: number;
    image: string;
  }[];
const shown = (lang: 'en' | 'ar') => ({
  title: words[`title_${lang}`],
  subtitle: words[`subtitle_${lang}`],
  button: words[`button_${lang}`],
  alt: words[`alt_${lang}`],
});
const snapshot = async () =>
  JSON.stringify([await w.t.db.select().from(banners), (await w.t.db.select({ n: count() }).from(auditLog))[0]!.n]);

describe('admin banners', () => {
  it('adds a banner with a picture per language (WebP); the home slider shows it in each language', async () => {
    const p = await product(w.t.db);
    const made = await save({ product_id: p.id });
    expect(made.body).toMatchObject({
      status: true,
      msg: 'Banner saved',
      data: { product_id: p.id, product_name_en: p.nameEn, product_name_ar: p.nameAr, active: true, ...words },
    });
    const b = made.body.data;
    for (const url of [b.image_en, b.image_ar]) {
      expect(url).toMatch(/^http:\/\/localhost:3000\/media\/banners\/[0-9a-f]{16}-640\.webp$/);
      expect(isWebp(fileOf(mediaDir, url))).toBe(true);
    }
    const list = (await call(w.t.app, adminBannersListCall, admin())).body.data as { id: number }[];
    expect(list.at(-1)!.id).toBe(b.id);
    expect((await slider('en')).at(-1)).toEqual({
      product_id: p.id,
      image: `http://localhost:3000/media/${keyOf(b.image_en)}-1024.webp`,
      ...shown('en'),
    });
    expect((await slider('ar')).at(-1)).toEqual({
      product_id: p.id,
      image: `http://localhost:3000/media/${keyOf(b.image_ar)}-1024.webp`,
      ...shown('ar'),
    });
    const [trail] = await auditOf(w.t, 'banner', b.id);
    expect(trail).toMatchObject({
      action: 'banner.create',
      actorUserId: w.admin.id,
      after: { productId: p.id, imageEn: keyOf(b.image_en), imageAr: keyOf(b.image_ar) },
    });
  });

  it('refuses a new banner without both pictures, a file that is not a picture, a huge one or an unknown product, storing nothing', async () => {
    const p = await product(w.t.db);
    const [before, files] = [await snapshot(), filesIn(mediaDir, 'banners')];
    const noArabic = await save({ product_id: p.id }, ['image_en']);
    expect([noArabic.statusCode, noArabic.body.data]).toEqual([400, { field: 'image_ar', reason: 'required' }]);
    const fakeArabic = await callWithFiles(
      w.t.app,
      adminBannerSaveCall,
      admin({ ...words, product_id: p.id }),
      [await png('image_en'), fakePng('image_ar')],
      { lang: 'ar' },
    );
    expect([fakeArabic.statusCode, fakeArabic.body.msg, invalidData(fakeArabic).field]).toEqual([400, 'الملف ليس صورة مقبولة', 'image_ar']);
    const huge = await callWithFiles(w.t.app, adminBannerSaveCall, admin({ ...words, product_id: p.id }), [
      await hugePng('image_en'),
      await png('image_ar'),
    ]);
    expect(huge.statusCode).toBe(413);
    const noProduct = await save({ product_id: 999_999 });
    expect([noProduct.statusCode, invalidData(noProduct).field]).toEqual([400, 'product_id']);
    const missingProduct = await save({});
    expect([missingProduct.statusCode, invalidData(missingProduct).field]).toEqual([400, 'product_id']);
    // Each word the shop shows is checked, and the refusal names it.
    for (const [field, value] of [
      ['title_en', ''],
      ['title_ar', '   '],
      ['button_en', undefined],
      ['button_ar', 'ت'.repeat(31)],
      ['alt_en', ''],
      ['alt_ar', 'x'.repeat(201)],
      ['title_en', 'x'.repeat(61)],
      ['subtitle_ar', 'x'.repeat(141)],
      ['subtitle_en', 'bad\u0000text'],
    ] as const) {
      const refused = await save({ product_id: p.id, [field]: value });
      expect([refused.statusCode, refused.body.status, invalidData(refused).field], field).toEqual([400, false, field]);
      expect(refused.body.msg, field).toContain(field);
    }
    expect(await snapshot()).toBe(before);
    // The English picture stored before the Arabic one was refused is removed again.
    expect(filesIn(mediaDir, 'banners')).toEqual(files);
  });

  it('edits: another product, one picture replaced (the old file goes), inactive leaves the slider', async () => {
    const [p, q] = [await product(w.t.db), await product(w.t.db)];
    const b = (await save({ product_id: p.id })).body.data;
    const edited = await save(
      { banner_id: b.id, product_id: q.id, title_en: 'Sidr honey, new harvest', subtitle_en: '', button_ar: 'اطلب الآن' },
      ['image_en'],
      'ar',
    );
    expect(edited.body).toMatchObject({
      status: true,
      msg: 'تم حفظ البانر',
      data: {
        id: b.id,
        product_id: q.id,
        image_ar: b.image_ar,
        title_en: 'Sidr honey, new harvest',
        subtitle_en: '',
        button_ar: 'اطلب الآن',
        title_ar: words.title_ar,
      },
    });
    expect(edited.body.data.image_en).not.toBe(b.image_en);
    expect(fs.existsSync(fileOf(mediaDir, b.image_en))).toBe(false);
    expect(fs.existsSync(fileOf(mediaDir, b.image_ar))).toBe(true);
    expect((await slider('en')).find((s) => s.image.includes(keyOf(edited.body.data.image_en)))).toEqual({
      product_id: q.id,
      image: `http://localhost:3000/media/${keyOf(edited.body.data.image_en)}-1024.webp`,
      ...shown('en'),
      title: 'Sidr honey, new harvest',
      subtitle: '',
    });
    expect((await slider('ar')).find((s) => s.image.includes(keyOf(b.image_ar)))).toMatchObject({
      product_id: q.id,
      title: words.title_ar,
      button: 'اطلب الآن',
    });

    await save({ banner_id: b.id, product_id: q.id, active: 0 }, []);
    expect((await slider('en')).some((s) => s.image.includes(keyOf(edited.body.data.image_en)))).toBe(false);
    expect((await slider('ar')).some((s) => s.image.includes(keyOf(b.image_ar)))).toBe(false);
    expect((await call(w.t.app, adminBannersListCall, admin())).body.data.find((x: { id: number }) => x.id === b.id)!.active).toBe(false);

    const trail = await auditOf(w.t, 'banner', b.id);
    expect(trail.map((a) => a.action)).toEqual(['banner.create', 'banner.update', 'banner.update']);
    expect([trail[1]!.before, trail[1]!.after]).toMatchObject([
      { productId: p.id, imageEn: keyOf(b.image_en) },
      { productId: q.id, imageEn: keyOf(edited.body.data.image_en) },
    ]);
    const unknown = await save({ banner_id: 999_999, product_id: q.id }, []);
    expect([unknown.statusCode, unknown.body.msg]).toEqual([404, 'Banner not found']);
  });

  it('reorders every banner (the slider follows) and refuses a partial order', async () => {
    const ids = ((await call(w.t.app, adminBannersListCall, admin())).body.data as { id: number }[]).map((b) => b.id);
    const before = await snapshot();
    const partial = await call(w.t.app, adminBannersReorderCall, admin({ banner_ids: ids.slice(1).join(',') }));
    expect([partial.statusCode, invalidData(partial).field]).toEqual([400, 'banner_ids']);
    const twice = await call(w.t.app, adminBannersReorderCall, admin({ banner_ids: [...ids.slice(1), ids[1]].join(',') }));
    expect([twice.statusCode, invalidData(twice).field]).toEqual([400, 'banner_ids']);
    expect(await snapshot()).toBe(before);

    const reversed = [...ids].reverse();
    const done = await call(w.t.app, adminBannersReorderCall, admin({ banner_ids: reversed.join(',') }));
    expect(done.body.data.map((b: { id: number }) => b.id)).toEqual(reversed);
    const shown = (await w.t.db.select().from(banners)).filter((b) => b.active && b.productId !== null);
    const expected = reversed.flatMap((id) =>
      shown.filter((b) => b.id === id).map((b) => `http://localhost:3000/media/${b.imageEn}-1024.webp`),
    );
    expect((await slider('en')).map((s) => s.image)).toEqual(expected);
    expect((await w.t.db.select().from(auditLog).where(eq(auditLog.action, 'banner.reorder'))).at(-1)!.after).toEqual(reversed);
  });

  it('shows a banner only within its start and end days (Dubai), and tells the console which state it is in', async () => {
    const p = await product(w.t.db);
    const today = shopDate();
    const day = (offset: number) => shopDate(new Date(Date.now() + offset * 86_400_000));
    const now = await save({ product_id: p.id, starts_at: today, ends_at: today });
    expect(now.body.data).toMatchObject({ starts_at: today, ends_at: today, date_state: 'showing' });
    const later = await save({ product_id: p.id, starts_at: day(1) });
    expect(later.body.data).toMatchObject({ starts_at: day(1), ends_at: null, date_state: 'scheduled' });
    const over = await save({ product_id: p.id, ends_at: day(-1) });
    expect(over.body.data).toMatchObject({ starts_at: null, ends_at: day(-1), date_state: 'ended' });

    const onSlider = async (b: { image_en: string }) => (await slider('en')).some((s) => s.image.includes(keyOf(b.image_en)));
    expect(await onSlider(now.body.data)).toBe(true);
    expect(await onSlider(later.body.data)).toBe(false);
    expect(await onSlider(over.body.data)).toBe(false);

    // Edited into its days, it shows; the change is audited with the new bounds.
    const moved = await save({ banner_id: later.body.data.id, product_id: p.id, starts_at: today }, []);
    expect(moved.body.data.date_state).toBe('showing');
    expect(await onSlider(later.body.data)).toBe(true);
    const trail = await auditOf(w.t, 'banner', later.body.data.id);
    expect(trail.at(-1)).toMatchObject({ action: 'banner.update', after: { startsAt: shopDayStart(today).toISOString(), endsAt: null } });
  });

  it('refuses an end before the start on ends_at and a day that is not one on its field, changing nothing', async () => {
    const p = await product(w.t.db);
    const before = await snapshot();
    const backwards = await save({ product_id: p.id, starts_at: '2026-12-10', ends_at: '2026-12-09' });
    expect([backwards.statusCode, invalidData(backwards).field]).toEqual([400, 'ends_at']);
    const notADay = await save({ product_id: p.id, starts_at: '10/12/2026' }, undefined, 'ar');
    expect([notADay.statusCode, invalidData(notADay).field]).toEqual([400, 'starts_at']);
    const customer = await callWithFiles(
      w.t.app,
      adminBannerSaveCall,
      { ...w.customer.auth, ...words, product_id: p.id, starts_at: '2026-12-10' },
      [],
    );
    expect(customer.statusCode).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('deletes a banner and its pictures; the slider no longer shows it', async () => {
    const p = await product(w.t.db);
    const b = (await save({ product_id: p.id })).body.data;
    const gone = await call(w.t.app, adminBannerDeleteCall, admin({ banner_id: b.id }));
    expect(gone.body).toEqual({ status: true, msg: 'Banner deleted', data: { banner_id: b.id } });
    expect(fs.existsSync(fileOf(mediaDir, b.image_en))).toBe(false);
    expect(fs.existsSync(fileOf(mediaDir, b.image_ar))).toBe(false);
    expect((await slider('en')).some((s) => s.product_id === p.id)).toBe(false);
    expect((await auditOf(w.t, 'banner', b.id)).map((a) => a.action)).toEqual(['banner.create', 'banner.delete']);
    const again = await call(w.t.app, adminBannerDeleteCall, admin({ banner_id: b.id }), { lang: 'ar' });
    expect([again.statusCode, again.body.msg]).toEqual([404, 'البانر غير موجود']);
  });
});
