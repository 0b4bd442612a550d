import { describe, expect, it } from 'vitest';
import {
  adminFamiliesListCall,
  adminFamilyGetCall,
  adminVariationDeleteCall,
  adminVariationOptionDeleteCall,
  adminVariationOptionSaveCall,
  adminVariationSaveCall,
  detailsCall,
  secondVariationCall,
} from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { variationOptions, variations } from '../../../db/schema';
import { call, invalidData } from '../../../test/app';
import { product } from '../../../test/fixtures/products';
import { auditOf } from '../../../test/fixtures/admin';
import { taxonomySuite } from '../../../test/fixtures/taxonomy';

const { w, admin, shop, auditCount, rowsOf } = taxonomySuite();

describe('admin variations', () => {
  const save = (fields: Record<string, string | number | undefined>, lang: 'en' | 'ar' = 'en') =>
    call(w.t.app, adminVariationSaveCall, admin(fields), { lang });
  const saveOption = (fields: Record<string, string | number | undefined>, lang: 'en' | 'ar' = 'en') =>
    call(w.t.app, adminVariationOptionSaveCall, admin(fields), { lang });
  const details = async (productId: number, lang: 'en' | 'ar' = 'en') =>
    (await shop(detailsCall, { product_id: productId }, lang)).body.data.variations;

  it('builds a family of two variations that product pages and second_variation.php offer in both languages', async () => {
    const [p1, p2, p3] = [await product(w.t.db), await product(w.t.db), await product(w.t.db)];
    const size = await save({ main_product_id: p1.id, name_en: 'Size', name_ar: 'الحجم' });
    expect(size.body).toMatchObject({
      status: true,
      msg: 'Variation saved',
      data: { main_product_id: p1.id, variations: [{ name_en: 'Size', position: 1, options: [] }] },
    });
    const sizeId = size.body.data.variations[0]!.id;
    const type = await save({ main_product_id: p1.id, name_en: 'Type', name_ar: 'النوع' });
    const typeId = type.body.data.variations[1]!.id;
    expect(type.body.data.variations[1]!.position).toBe(2);

    for (const [productId, en, ar] of [
      [p1.id, '250 g', '٢٥٠ غ'],
      [p2.id, '500 g', '٥٠٠ غ'],
      [p3.id, '250 g', '٢٥٠ غ'],
    ] as const)
      expect((await saveOption({ variation_id: sizeId, product_id: productId, value_en: en, value_ar: ar })).body.status).toBe(true);
    for (const [productId, en, ar] of [
      [p1.id, 'Raw', 'خام'],
      [p2.id, 'Raw', 'خام'],
      [p3.id, 'Whipped', 'مخفوق'],
    ] as const)
      await saveOption({ variation_id: typeId, product_id: productId, value_en: en, value_ar: ar });

    expect(await details(p3.id, 'ar')).toEqual([
      {
        variation_id: sizeId,
        main_product_id: p1.id,
        variation_name: 'الحجم',
        options: [
          { product_id: p3.id, option_value: '٢٥٠ غ' },
          { product_id: p2.id, option_value: '٥٠٠ غ' },
        ],
      },
      {
        variation_id: typeId,
        main_product_id: p1.id,
        variation_name: 'النوع',
        options: [
          { product_id: p1.id, option_value: 'خام' },
          { product_id: p3.id, option_value: 'مخفوق' },
        ],
      },
    ]);
    const second = await shop(secondVariationCall, { variation_id: sizeId, main_product_id: p1.id, option_value: '250 g' });
    expect(second.body.data).toEqual([
      { product_id: p1.id, option_value: 'Raw' },
      { product_id: p3.id, option_value: 'Whipped' },
    ]);
    const secondAr = await shop(secondVariationCall, { variation_id: sizeId, main_product_id: p1.id, option_value: '٥٠٠ غ' }, 'ar');
    expect(secondAr.body.data).toEqual([{ product_id: p2.id, option_value: 'خام' }]);

    // The console shows the family from any of its products, and lists it.
    const family = (await call(w.t.app, adminFamilyGetCall, admin({ product_id: p2.id }))).body.data;
    expect(family.main_product_id).toBe(p1.id);
    expect(family.variations.map((v: { options: { product_id: number }[] }) => v.options.map((o) => o.product_id))).toEqual([
      [p1.id, p2.id, p3.id],
      [p1.id, p2.id, p3.id],
    ]);
    const listed = await call(w.t.app, adminFamiliesListCall, admin({ keyword: String(p1.id) }));
    expect(listed.body.data).toMatchObject({
      total: 1,
      rows: [{ main_product_id: p1.id, product_count: 3, variations: [{ name_en: 'Size' }, { name_en: 'Type' }] }],
    });
    const all = await call(w.t.app, adminFamiliesListCall, admin());
    const [families] = await w.t.db.select({ n: sql`count(distinct ${variations.mainProductId})::int` }).from(variations);
    expect(all.body.data.total).toBe(families!.n);

    const trail = await auditOf(w.t, 'variation', sizeId);
    expect(trail.map((a) => a.action)).toEqual([
      'variation.create',
      'variation.option.add',
      'variation.option.add',
      'variation.option.add',
    ]);
    expect(trail[1]!.after).toMatchObject({ productId: p1.id, valueEn: '250 g', valueAr: '٢٥٠ غ' });
  });

  it('renames, edits and removes options and deletes a variation; the product page follows', async () => {
    const [p1, p2] = [await product(w.t.db), await product(w.t.db)];
    const made = (await save({ main_product_id: p1.id, name_en: 'Weight', name_ar: 'الوزن' })).body.data;
    const weight = made.variations[0]!.id;
    await saveOption({ variation_id: weight, product_id: p1.id, value_en: '1 kg', value_ar: '١ كغ' });
    const withTwo = (await saveOption({ variation_id: weight, product_id: p2.id, value_en: '2 kg', value_ar: '٢ كغ' })).body.data;
    const colour = (await save({ main_product_id: p1.id, name_en: 'Colour', name_ar: 'اللون' })).body.data.variations[1]!.id;

    const renamed = await save({ variation_id: weight, name_en: 'Net weight', name_ar: 'الوزن الصافي' }, 'ar');
    expect(renamed.body).toMatchObject({ status: true, msg: 'تم حفظ المتغيّر' });
    const optionId = withTwo.variations[0]!.options[1]!.id;
    await saveOption({ option_id: optionId, product_id: p2.id, value_en: '2.5 kg', value_ar: '٢٫٥ كغ' });
    expect((await details(p1.id, 'ar'))[0]).toMatchObject({
      variation_name: 'الوزن الصافي',
      options: [
        { product_id: p1.id, option_value: '١ كغ' },
        { product_id: p2.id, option_value: '٢٫٥ كغ' },
      ],
    });

    const removed = await call(w.t.app, adminVariationOptionDeleteCall, admin({ option_id: optionId }));
    expect(removed.body).toMatchObject({ status: true, msg: 'Option deleted' });
    expect((await details(p1.id))[0]!.options).toEqual([{ product_id: p1.id, option_value: '1 kg' }]);
    expect(await details(p2.id)).toEqual([]);

    const deleted = await call(w.t.app, adminVariationDeleteCall, admin({ variation_id: weight }));
    expect(deleted.body.data.variations).toMatchObject([{ id: colour, position: 1 }]);
    expect(await w.t.db.select().from(variationOptions).where(eq(variationOptions.variationId, weight))).toHaveLength(0);
    // The family's only variation now has no options: the product page offers no selector.
    expect(await details(p1.id)).toEqual([]);
    const trail = await auditOf(w.t, 'variation', weight);
    expect(trail.map((a) => a.action)).toEqual([
      'variation.create',
      'variation.option.add',
      'variation.option.add',
      'variation.update',
      'variation.option.update',
      'variation.option.delete',
      'variation.delete',
    ]);
    expect(trail.at(-1)!.before).toMatchObject({ nameEn: 'Net weight', options: [{ productId: p1.id }] });
  });

  it('refuses a third variation, a product of another family, a repeated product and bad fields, changing nothing', async () => {
    const [seeded] = await w.t.db
      .select({ main: variations.mainProductId, variationId: variations.id, member: variationOptions.productId })
      .from(variations)
      .innerJoin(variationOptions, eq(variationOptions.variationId, variations.id))
      .where(sql`${variationOptions.productId} <> ${variations.mainProductId}`)
      .limit(1);
    const [p1, p2] = [await product(w.t.db), await product(w.t.db)];
    const first = (await save({ main_product_id: p1.id, name_en: 'Size', name_ar: 'الحجم' })).body.data.variations[0]!.id;
    await save({ main_product_id: p1.id, name_en: 'Type', name_ar: 'النوع' });
    await saveOption({ variation_id: first, product_id: p1.id, value_en: 'Small', value_ar: 'صغير' });

    const snapshot = async () => [await rowsOf(variations), await rowsOf(variationOptions), await auditCount()].join('|');
    const before = await snapshot();
    const third = await save({ main_product_id: p1.id, name_en: 'Origin', name_ar: 'المنشأ' });
    expect([third.statusCode, third.body.msg]).toEqual([409, 'A product family has at most two variations']);
    const otherFamily = await saveOption({ variation_id: first, product_id: seeded!.member, value_en: 'Large', value_ar: 'كبير' }, 'ar');
    expect([otherFamily.statusCode, otherFamily.body.msg]).toEqual([
      409,
      `المنتج رقم ${seeded!.member} ينتمي بالفعل إلى عائلة منتجات أخرى`,
    ]);
    const otherMain = await saveOption({ variation_id: seeded!.variationId, product_id: p1.id, value_en: 'Large', value_ar: 'كبير' });
    expect([otherMain.statusCode, otherMain.body.msg]).toEqual([409, `Product #${p1.id} already belongs to another product family`]);
    const memberAsMain = await save({ main_product_id: seeded!.member, name_en: 'Origin', name_ar: 'المنشأ' });
    expect(memberAsMain.statusCode).toBe(409);
    const repeated = await saveOption({ variation_id: first, product_id: p1.id, value_en: 'Large', value_ar: 'كبير' });
    expect([repeated.statusCode, repeated.body.msg]).toEqual([409, `Product #${p1.id} already has a value for this variation`]);

    for (const [fields, field] of [
      [{ name_en: 'Size', name_ar: 'الحجم' }, 'main_product_id'],
      [{ main_product_id: 999_999, name_en: 'Size', name_ar: 'الحجم' }, 'main_product_id'],
      [{ main_product_id: p2.id, name_en: 'Size' }, 'name_ar'],
    ] as const) {
      const res = await save(fields);
      expect([res.statusCode, invalidData(res).field]).toEqual([400, field]);
    }
    for (const [fields, field] of [
      [{ product_id: p2.id, value_en: 'L', value_ar: 'ك' }, 'variation_id'],
      [{ variation_id: first, product_id: 999_999, value_en: 'L', value_ar: 'ك' }, 'product_id'],
      [{ variation_id: first, product_id: p2.id, value_en: 'L' }, 'value_ar'],
      [{ variation_id: first, value_en: 'L', value_ar: 'ك' }, 'product_id'],
    ] as const) {
      const res = await saveOption(fields);
      expect([res.statusCode, invalidData(res).field]).toEqual([400, field]);
    }
    expect((await save({ variation_id: 999_999, name_en: 'Size', name_ar: 'الحجم' })).statusCode).toBe(404);
    expect((await saveOption({ variation_id: 999_999, product_id: p2.id, value_en: 'L', value_ar: 'ك' })).statusCode).toBe(404);
    expect((await call(w.t.app, adminVariationOptionDeleteCall, admin({ option_id: 999_999 }))).statusCode).toBe(404);
    expect((await call(w.t.app, adminVariationDeleteCall, admin({ variation_id: 999_999 }))).statusCode).toBe(404);
    expect((await call(w.t.app, adminFamilyGetCall, admin({ product_id: 999_999 }))).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('shows a seeded family from a member, as the product page reads it', async () => {
    const [seeded] = await w.t.db
      .select({ main: variations.mainProductId, member: variationOptions.productId })
      .from(variations)
      .innerJoin(variationOptions, eq(variationOptions.variationId, variations.id))
      .where(sql`${variationOptions.productId} <> ${variations.mainProductId}`)
      .limit(1);
    const family = (await call(w.t.app, adminFamilyGetCall, admin({ product_id: seeded!.member }))).body.data;
    const page = await details(seeded!.member);
    expect(family.main_product_id).toBe(seeded!.main);
    expect(family.variations.map((v: { id: number; name_en: string }) => [v.id, v.name_en])).toEqual(
      page.map((v: { variation_id: number; variation_name: string }) => [v.variation_id, v.variation_name]),
    );

    // A product in no family heads an empty one of its own.
    const lone = await product(w.t.db);
    expect((await call(w.t.app, adminFamilyGetCall, admin({ product_id: lone.id }))).body.data).toMatchObject({
      main_product_id: lone.id,
      variations: [],
    });
  });
});
