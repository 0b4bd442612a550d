// A small catalogue for the catalogue tests: groups, categories and sub-categories, named products with
// known prices, ratings and sales, a variation family, reviews, and a bulk category for paging.
import type { Db } from '../../db/client';
import { categories, groups, productPhotos, products, reviews, users, variationOptions, variations } from '../../db/schema';

type NewProduct = typeof products.$inferInsert;

export const BULK_PRODUCTS = 65;

export async function buildCatalogue(db: Db) {
  const [gHoney, gOils, gGifts, gHidden] = await db
    .insert(groups)
    .values([
      { nameEn: 'Honey', nameAr: 'العسل', sort: 1 },
      { nameEn: 'Oils', nameAr: 'الزيوت', sort: 2 },
      { nameEn: 'Gifts', nameAr: 'الهدايا', sort: 3 },
      { nameEn: 'Hidden group', nameAr: 'مجموعة مخفية', visible: false },
    ])
    .returning();
  const [cHoney, cOils, cGifts, cJars, cHidden] = await db
    .insert(categories)
    .values([
      { nameEn: 'Honey', nameAr: 'عسل', groupId: gHoney!.id, icon: 'cat/honey', sort: 1 },
      { nameEn: 'Oils', nameAr: 'زيوت', groupId: gOils!.id, sort: 2 },
      { nameEn: 'Gift boxes', nameAr: 'صناديق الهدايا', groupId: gGifts!.id, sort: 3 },
      { nameEn: 'Jars', nameAr: 'برطمانات', sort: 4 },
      { nameEn: 'Hidden category', nameAr: 'تصنيف مخفي', visible: false },
    ])
    .returning();
  const [cSidr, cAcacia] = await db
    .insert(categories)
    .values([
      { nameEn: 'Sidr honey', nameAr: 'عسل السدر', parentId: cHoney!.id, groupId: gHoney!.id, sort: 1 },
      { nameEn: 'Acacia honey', nameAr: 'عسل الأكاسيا', parentId: cHoney!.id, groupId: gHoney!.id, sort: 2 },
      { nameEn: 'Hidden sub', nameAr: 'فرعي مخفي', parentId: cHoney!.id, visible: false },
    ])
    .returning();

  const named = {
    sidr: {
      nameEn: 'Royal Sidr Honey',
      nameAr: 'عسل السدر الملكي',
      shortDescEn: 'Yemeni mountain honey',
      shortDescAr: 'عسل جبلي يمني',
      descriptionEn: 'Raw honey from the Sidr tree.',
      descriptionAr: 'عسل خام من شجرة السدر.',
      listPrice: 12000,
      salePrice: 9900,
      stock: 5,
      rating: 4.6,
      soldCount: 50,
      groupId: gHoney!.id,
      categoryId: cHoney!.id,
      subCategoryId: cSidr!.id,
      isFeatured: true,
      isNew: true,
      mainImage: 'p/sidr',
      createdAt: new Date('2026-01-03T10:00:00Z'),
    },
    acacia: {
      nameEn: 'Acacia Honey',
      nameAr: 'عسل الأكاسيا',
      shortDescEn: 'Light and floral',
      shortDescAr: 'خفيف بنكهة الزهور',
      listPrice: 4500,
      salePrice: 4500,
      stock: 0,
      rating: 3.2,
      soldCount: 60, // the best seller of its category, but sold out
      groupId: gHoney!.id,
      categoryId: cHoney!.id,
      subCategoryId: cAcacia!.id,
      isSelected: true,
      isNew: true,
      createdAt: new Date('2026-01-05T10:00:00Z'),
    },
    blackSeed: {
      nameEn: 'Black Seed Oil',
      nameAr: 'زيت حبة البركة',
      shortDescEn: 'Cold pressed',
      shortDescAr: 'معصور على البارد',
      listPrice: 6000,
      salePrice: 4800,
      stock: 10,
      rating: 4,
      soldCount: 80,
      groupId: gOils!.id,
      categoryId: cOils!.id,
      isSelected: true,
    },
    argan: {
      nameEn: 'Argan Oil',
      nameAr: 'زيت الأرغان',
      shortDescEn: 'For hair and skin',
      shortDescAr: 'للشعر والبشرة',
      descriptionEn: 'Blend it with a spoon of honey for a mask.',
      descriptionAr: 'اخلطه بملعقة من العسل لعمل قناع.',
      listPrice: 1500,
      salePrice: 1000,
      stock: 3,
      rating: 2.5,
      soldCount: 5,
      groupId: gOils!.id,
      categoryId: cOils!.id,
    },
    soap: {
      nameEn: 'Crème Brûlée Soap',
      nameAr: 'صابون بالكريمة',
      listPrice: 2500,
      salePrice: 2500,
      stock: 4,
      rating: 1.5,
      soldCount: 0,
      groupId: gOils!.id,
      categoryId: cOils!.id,
    },
    rosemary: {
      nameEn: 'Rosemary Oil',
      nameAr: 'زيت إكليل الجبل',
      shortDescEn: 'Pure essential oil',
      shortDescAr: 'زيت عطري نقي',
      descriptionEn: 'Distilled from fresh leaves.',
      descriptionAr: 'مُقَطَّرٌ مِنْ أَوْرَاقٍ طَازَجَةٍ',
      listPrice: 5000,
      salePrice: 5000,
      stock: 7,
      rating: 4.2,
      soldCount: 20,
      groupId: gOils!.id,
      categoryId: cOils!.id,
    },
    sweets: {
      nameEn: 'Honey Sweets 500g',
      nameAr: 'حلوى العسل 500 غرام',
      listPrice: 10000,
      salePrice: 10000,
      stock: 2,
      rating: 3.9,
      soldCount: 30,
      groupId: gHoney!.id,
      categoryId: cHoney!.id,
    },
    opener: {
      nameEn: 'Jar Opener',
      nameAr: 'فتاحة البرطمانات',
      listPrice: 2000,
      salePrice: 2000,
      stock: 5,
      soldCount: 1,
      categoryId: cJars!.id,
    },
    hidden: {
      nameEn: 'Hidden Honey',
      nameAr: 'عسل مخفي',
      listPrice: 9000,
      salePrice: 1000,
      stock: 9,
      rating: 5,
      soldCount: 999,
      groupId: gHoney!.id,
      categoryId: cHoney!.id,
      isFeatured: true,
      visible: false,
    },
  } satisfies Record<string, NewProduct>;

  const namedRows = await db.insert(products).values(Object.values(named)).returning();
  const p = Object.fromEntries(Object.keys(named).map((k, i) => [k, namedRows[i]!])) as Record<
    keyof typeof named,
    (typeof namedRows)[number]
  >;

  // Gift boxes for paging: all featured, 201 AED upwards, every other one discounted.
  const bulk = await db
    .insert(products)
    .values(
      Array.from({ length: BULK_PRODUCTS }, (_, i): NewProduct => ({
        nameEn: `Gift Box ${i + 1}`,
        nameAr: `صندوق هدايا ${i + 1}`,
        listPrice: 20100 + i * 100,
        salePrice: i % 2 === 0 ? 20100 + i * 100 : 19000 + i * 100,
        stock: 1,
        soldCount: i,
        groupId: gGifts!.id,
        categoryId: cGifts!.id,
        isFeatured: true,
      })),
    )
    .returning();

  // A variation family: Size (250 g, 500 g, 1 kg) x Type (Sidr, Acacia); one hidden member.
  const familyValues = [
    ['250 g', '٢٥٠ غ', 'Sidr', 'سدر'],
    ['500 g', '٥٠٠ غ', 'Sidr', 'سدر'],
    ['250 g', '٢٥٠ غ', 'Acacia', 'أكاسيا'],
    ['500 g', '٥٠٠ غ', 'Acacia', 'أكاسيا'],
    ['1 kg', '١ كغ', 'Sidr', 'سدر'],
    ['1 kg', '١ كغ', 'Acacia', 'أكاسيا'],
  ] as const;
  const family = await db
    .insert(products)
    .values(
      familyValues.map(([size, , type], i): NewProduct => ({
        nameEn: `Jar ${type} ${size}`,
        nameAr: `برطمان ${i + 1}`,
        listPrice: 3000 + i * 1000,
        salePrice: 3000 + i * 1000,
        stock: 3,
        categoryId: cJars!.id,
        visible: i !== 5,
      })),
    )
    .returning();
  const [vSize, vType] = await db
    .insert(variations)
    .values([
      { mainProductId: family[0]!.id, nameEn: 'Size', nameAr: 'الحجم', position: 1 },
      { mainProductId: family[0]!.id, nameEn: 'Type', nameAr: 'النوع', position: 2 },
    ])
    .returning();
  await db.insert(variationOptions).values(
    familyValues.flatMap(([sizeEn, sizeAr, typeEn, typeAr], i) => [
      { variationId: vSize!.id, productId: family[i]!.id, valueEn: sizeEn, valueAr: sizeAr, sort: i },
      { variationId: vType!.id, productId: family[i]!.id, valueEn: typeEn, valueAr: typeAr, sort: i },
    ]),
  );
  // A family with a single variation.
  const [solo] = await db
    .insert(products)
    .values([{ nameEn: 'Solo Balm', nameAr: 'مرهم', listPrice: 2000, salePrice: 2000, stock: 1 }])
    .returning();
  const [vScent] = await db
    .insert(variations)
    .values({ mainProductId: solo!.id, nameEn: 'Scent', nameAr: 'الرائحة', position: 1 })
    .returning();
  await db.insert(variationOptions).values({ variationId: vScent!.id, productId: solo!.id, valueEn: 'Mint', valueAr: 'نعناع' });

  await db.insert(productPhotos).values([
    { productId: p.sidr.id, image: 'p/sidr-side', sort: 2 },
    { productId: p.sidr.id, image: 'p/sidr-top', sort: 1 },
    { productId: p.sidr.id, image: 'p/sidr', sort: 3 }, // the main image again: shown once
  ]);
  const [amal, omar, hiddenReviewer] = await db
    .insert(users)
    .values([
      { name: 'Amal', email: 'amal@example.com', active: 1, profilePhoto: 'u/amal' },
      { name: 'Omar', email: 'omar@example.com', active: 1 },
      { name: 'Spam', email: 'spam@example.com', active: 1 },
    ])
    .returning();
  await db.insert(reviews).values([
    { userId: amal!.id, productId: p.sidr.id, title: 'Lovely', description: 'Thick and tasty', rating: 5, createdAt: new Date('2026-02-01T21:30:00Z') },
    { userId: omar!.id, productId: p.sidr.id, title: 'جيد', description: 'طعم ممتاز', rating: 4, createdAt: new Date('2026-01-15T08:00:00Z') },
    { userId: hiddenReviewer!.id, productId: p.sidr.id, title: 'Buy cheap', description: 'spam', rating: 1, hidden: true },
  ]);

  const visibleCount = namedRows.filter((r) => r.visible).length + bulk.length + family.filter((r) => r.visible).length + 1;
  return {
    groups: { honey: gHoney!, oils: gOils!, gifts: gGifts!, hidden: gHidden! },
    categories: { honey: cHoney!, oils: cOils!, gifts: cGifts!, jars: cJars!, hidden: cHidden!, sidr: cSidr!, acacia: cAcacia! },
    p,
    bulk,
    family,
    solo: solo!,
    variations: { size: vSize!, type: vType!, scent: vScent! },
    visibleCount,
  };
}
export type Catalogue = Awaited<ReturnType<typeof buildCatalogue>>;
