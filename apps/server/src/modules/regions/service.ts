// Emirates and their delivery regions (docs/product.md §7 Regions), in the caller's language.
import { and, asc, eq } from 'drizzle-orm';
import { toAed, type Lang } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { emirates, regions } from '../../db/schema';
import { notFound } from '../../http/errors';
import { localized } from '../../http/i18n';
import { regionMessages } from './messages';

export async function listEmirates(db: DbOrTx, lang: Lang) {
  const rows = await db.select().from(emirates).orderBy(asc(emirates.sort), asc(emirates.id));
  return rows.map((e) => ({ id: e.id, emirate: localized(e, 'name', lang) }));
}

export async function listRegions(db: DbOrTx, lang: Lang, emirateId: number) {
  const [emirate] = await db.select({ id: emirates.id }).from(emirates).where(eq(emirates.id, emirateId));
  if (!emirate) throw notFound(regionMessages.emirateNotFound);
  const rows = await db.select().from(regions).where(eq(regions.emirateId, emirateId)).orderBy(asc(regions.nameEn), asc(regions.id));
  return rows.map((r) => ({ id: r.id, region: localized(r, 'name', lang), delivery_fee: toAed(r.deliveryFee) }));
}

/** The region with its emirate, or null when the region does not belong to that emirate. */
export async function findRegion(db: DbOrTx, emirateId: number, regionId: number) {
  const [row] = await db
    .select({ emirateEn: emirates.nameEn, emirateAr: emirates.nameAr, regionEn: regions.nameEn, regionAr: regions.nameAr })
    .from(regions)
    .innerJoin(emirates, eq(emirates.id, regions.emirateId))
    .where(and(eq(regions.id, regionId), eq(regions.emirateId, emirateId)));
  return row ?? null;
}

export async function regionNames(db: DbOrTx, emirateId: number, regionId: number) {
  const row = await findRegion(db, emirateId, regionId);
  if (!row) throw notFound(regionMessages.regionNotFound);
  return { emirate_en: row.emirateEn, emirate_ar: row.emirateAr, region_en: row.regionEn, region_ar: row.regionAr };
}
