// Admin home banners: a picture for each language (uploaded, re-encoded to WebP like the seed's), the
// words shown beside it in each language (title, subtitle, button, alt text), the product it links to,
// active or not, in order. home.php reads the table on every request, so the
// home slider shows a change at once.
import { asc, eq, or, sql } from 'drizzle-orm';
import { FIELD_REASONS, mediaUrl, shopDate, shopDayEnd, shopDayStart, type AdminBanner } from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { banners, products } from '../../../db/schema';
import { badInput, notFound } from '../../../http/errors';
import { deleteImage } from '../../../integrations/images';
import type { MediaStore } from '../../../integrations/images/store';
import { audit } from '../shared/audit';
import { placeInDayWindow, type DayWindowPlace } from '../shared/dayWindow';
import { sameIds } from '../shared/lists';
import { deleteUnusedImage, storeUpload } from '../shared/uploads';
import { bannerMessages } from './messages';

/** Width of the pictures the console shows. */
const ADMIN_BANNER_WIDTH = 640;

function bannerQuery(db: DbOrTx) {
  return db
    .select({ b: banners, nameEn: products.nameEn, nameAr: products.nameAr })
    .from(banners)
    .leftJoin(products, eq(products.id, banners.productId));
}
type BannerResult = Awaited<ReturnType<typeof bannerQuery>>[number];

const DATE_STATE = { before: 'scheduled', within: 'showing', after: 'ended' } as const satisfies Record<
  DayWindowPlace,
  AdminBanner['date_state']
>;

const toBanner = ({ b, nameEn, nameAr }: BannerResult): AdminBanner => ({
  id: b.id,
  product_id: b.productId,
  product_name_en: nameEn ?? '',
  product_name_ar: nameAr ?? '',
  image_en: mediaUrl(b.imageEn, ADMIN_BANNER_WIDTH),
  image_ar: mediaUrl(b.imageAr, ADMIN_BANNER_WIDTH),
  title_en: b.titleEn,
  title_ar: b.titleAr,
  subtitle_en: b.subtitleEn,
  subtitle_ar: b.subtitleAr,
  button_en: b.buttonEn,
  button_ar: b.buttonAr,
  alt_en: b.altEn,
  alt_ar: b.altAr,
  sort: b.sort,
  active: b.active,
  starts_at: b.startsAt ? shopDate(b.startsAt) : null,
  ends_at: b.endsAt ? shopDate(b.endsAt) : null,
  date_state: DATE_STATE[placeInDayWindow(b.startsAt, b.endsAt)],
});

export async function listBanners(db: DbOrTx): Promise<AdminBanner[]> {
  return (await bannerQuery(db).orderBy(asc(banners.sort), asc(banners.id))).map(toBanner);
}

async function lockBanner(tx: Tx, bannerId: number) {
  const [b] = await tx.select().from(banners).where(eq(banners.id, bannerId)).for('update');
  if (!b) throw notFound(bannerMessages.bannerNotFound);
  return b;
}

const pictureUsed = async (db: DbOrTx, key: string) =>
  (
    await db
      .select({ id: banners.id })
      .from(banners)
      .where(or(eq(banners.imageEn, key), eq(banners.imageAr, key)))
      .limit(1)
  ).length > 0;

export interface BannerForm {
  banner_id?: number | undefined;
  product_id: number;
  active: number;
  title_en: string;
  title_ar: string;
  subtitle_en?: string | undefined;
  subtitle_ar?: string | undefined;
  button_en: string;
  button_ar: string;
  alt_en: string;
  alt_ar: string;
  image_en?: unknown;
  image_ar?: unknown;
  starts_at?: string | undefined;
  ends_at?: string | undefined;
}

/** Creates or edits a banner; new pictures are stored before the transaction and removed again if it fails. */
export async function saveBanner(db: Db, media: MediaStore, actorId: number, f: BannerForm): Promise<AdminBanner> {
  const stored: string[] = [];
  let saved: { id: number; replaced: string[] };
  try {
    const en = f.image_en === undefined ? null : await storeUpload(media, 'banners', f.image_en, 'image_en');
    if (en) stored.push(en);
    const ar = f.image_ar === undefined ? null : await storeUpload(media, 'banners', f.image_ar, 'image_ar');
    if (ar) stored.push(ar);
    saved = await db.transaction(async (tx) => {
      if (!(await tx.select({ id: products.id }).from(products).where(eq(products.id, f.product_id))).length)
        throw badInput('product_id', FIELD_REASONS.noSuchProduct);
      const values = {
        productId: f.product_id,
        active: f.active === 1,
        titleEn: f.title_en,
        titleAr: f.title_ar,
        subtitleEn: f.subtitle_en ?? '',
        subtitleAr: f.subtitle_ar ?? '',
        buttonEn: f.button_en,
        buttonAr: f.button_ar,
        altEn: f.alt_en,
        altAr: f.alt_ar,
        startsAt: f.starts_at ? shopDayStart(f.starts_at) : null,
        endsAt: f.ends_at ? shopDayEnd(f.ends_at) : null,
        ...(en ? { imageEn: en } : {}),
        ...(ar ? { imageAr: ar } : {}),
      };
      if (f.banner_id) {
        const before = await lockBanner(tx, f.banner_id);
        const [after] = await tx.update(banners).set(values).where(eq(banners.id, before.id)).returning();
        await audit(tx, actorId, { action: 'banner.update', entity: 'banner', entityId: before.id, before, after });
        return { id: before.id, replaced: [en ? before.imageEn : null, ar ? before.imageAr : null].filter((k): k is string => k !== null) };
      }
      // The contract requires both pictures for a new banner.
      const [last] = await tx.select({ sort: sql<number>`coalesce(max(${banners.sort}), 0)::int` }).from(banners);
      const [made] = await tx
        .insert(banners)
        .values({ ...values, imageEn: en!, imageAr: ar!, sort: (last?.sort ?? 0) + 1 })
        .returning();
      await audit(tx, actorId, { action: 'banner.create', entity: 'banner', entityId: made!.id, after: made });
      return { id: made!.id, replaced: [] };
    });
  } catch (error) {
    await Promise.all(stored.map((k) => deleteImage(media, k)));
    throw error;
  }
  for (const key of saved.replaced) await deleteUnusedImage(db, media, key, pictureUsed);
  const [row] = await bannerQuery(db).where(eq(banners.id, saved.id));
  return toBanner(row!);
}

export async function reorderBanners(db: Db, actorId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    const current = await tx.select({ id: banners.id }).from(banners).orderBy(asc(banners.sort), asc(banners.id)).for('update');
    if (
      !sameIds(
        current.map((c) => c.id),
        ids,
      )
    )
      throw badInput('banner_ids', FIELD_REASONS.eachOnce);
    for (const [i, id] of ids.entries())
      await tx
        .update(banners)
        .set({ sort: i + 1 })
        .where(eq(banners.id, id));
    await audit(tx, actorId, { action: 'banner.reorder', entity: 'banner', entityId: null, before: current.map((c) => c.id), after: ids });
  });
  return listBanners(db);
}

export async function deleteBanner(db: Db, media: MediaStore, actorId: number, bannerId: number) {
  const before = await db.transaction(async (tx) => {
    const b = await lockBanner(tx, bannerId);
    await tx.delete(banners).where(eq(banners.id, bannerId));
    await audit(tx, actorId, { action: 'banner.delete', entity: 'banner', entityId: bannerId, before: b });
    return b;
  });
  // Files go after the row: a failed delete leaves no row pointing at a missing picture.
  for (const key of new Set([before.imageEn, before.imageAr])) await deleteUnusedImage(db, media, key, pictureUsed);
  return { banner_id: bannerId };
}
