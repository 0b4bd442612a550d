// The customer's business profile: company name, TRN and address, one per account. Placing an order
// as the business copies it onto the order (orderBusiness), so later edits never change a past order or its
// tax documents.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BusinessProfile, businessFields } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { businessProfiles, emirates, regions, type OrderBusiness } from '../../db/schema';
import { checkRegion } from '../addresses/service';

async function businessRow(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      b: businessProfiles,
      emirateEn: emirates.nameEn,
      emirateAr: emirates.nameAr,
      regionEn: regions.nameEn,
      regionAr: regions.nameAr,
    })
    .from(businessProfiles)
    .innerJoin(emirates, eq(emirates.id, businessProfiles.emirateId))
    .innerJoin(regions, eq(regions.id, businessProfiles.regionId))
    .where(eq(businessProfiles.userId, userId));
  return row;
}

export async function businessProfile(db: DbOrTx, userId: number): Promise<BusinessProfile | null> {
  const row = await businessRow(db, userId);
  if (!row) return null;
  return {
    company_name: row.b.companyName,
    trn: row.b.trn,
    emirate: row.b.emirateId,
    region: row.b.regionId,
    address: row.b.address,
    emirate_en: row.emirateEn,
    emirate_ar: row.emirateAr,
    region_en: row.regionEn,
    region_ar: row.regionAr,
  };
}

export async function saveBusinessProfile(db: DbOrTx, userId: number, input: z.output<typeof businessFields>) {
  await checkRegion(db, input);
  const values = {
    companyName: input.company_name,
    trn: input.trn,
    emirateId: input.emirate,
    regionId: input.region,
    address: input.address,
  };
  await db
    .insert(businessProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: businessProfiles.userId, set: { ...values, updatedAt: new Date() } });
  return (await businessProfile(db, userId))!;
}

/** The business as an order keeps it, or null when the customer has none. */
export async function orderBusiness(db: DbOrTx, userId: number): Promise<OrderBusiness | null> {
  const row = await businessRow(db, userId);
  if (!row) return null;
  const { b, ...names } = row;
  return { companyName: b.companyName, trn: b.trn, address: b.address, ...names };
}
