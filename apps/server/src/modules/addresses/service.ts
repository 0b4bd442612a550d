// Delivery addresses (docs/product.md §7 Profile addresses). A customer with addresses has exactly one primary:
// the first one becomes primary, choosing another moves the mark, deleting the primary promotes another.
// Every write locks the customer's row first so two requests at once cannot both make a primary.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { FIELD_REASONS, type AddressItem } from '@shop/contract';
import type { DbOrTx, Tx } from '../../db/client';
import { addresses, emirates, regions, users } from '../../db/schema';
import { badInput, notFound } from '../../http/errors';
import { findRegion } from '../regions/service';
import { addressMessages } from './messages';

export interface AddressInput {
  name: string;
  emirate: number;
  region: number;
  phone: string;
  address: string;
  primary: number;
  latitude: number;
  longitude: number;
  location_name: string;
}

export async function listAddresses(db: DbOrTx, userId: number): Promise<AddressItem[]> {
  const rows = await db
    .select({
      a: addresses,
      emirateEn: emirates.nameEn,
      emirateAr: emirates.nameAr,
      regionEn: regions.nameEn,
      regionAr: regions.nameAr,
    })
    .from(addresses)
    .innerJoin(emirates, eq(emirates.id, addresses.emirateId))
    .innerJoin(regions, eq(regions.id, addresses.regionId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isPrimary), asc(addresses.id));
  return rows.map(({ a, ...names }) => ({
    id: a.id,
    name: a.name,
    phone: a.phone,
    address: a.address,
    emirate: a.emirateId,
    region: a.regionId,
    primary: a.isPrimary ? '1' : '0',
    latitude: a.latitude,
    longitude: a.longitude,
    location_name: a.locationName,
    emirate_en: names.emirateEn,
    emirate_ar: names.emirateAr,
    region_en: names.regionEn,
    region_ar: names.regionAr,
  }));
}

/** Serialises address writes of one customer (held until the transaction ends). */
async function lockCustomer(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Refuses an unknown emirate, or a region not of it, naming the field (also the business profile's address). */
export async function checkRegion(db: DbOrTx, input: Pick<AddressInput, 'emirate' | 'region'>) {
  const [emirate] = await db.select({ id: emirates.id }).from(emirates).where(eq(emirates.id, input.emirate));
  if (!emirate) throw badInput('emirate', FIELD_REASONS.unknownEmirate);
  if (!(await findRegion(db, input.emirate, input.region))) throw badInput('region', FIELD_REASONS.notInEmirate);
}

const columns = (input: AddressInput) => ({
  name: input.name,
  phone: input.phone,
  address: input.address,
  emirateId: input.emirate,
  regionId: input.region,
  latitude: input.latitude,
  longitude: input.longitude,
  locationName: input.location_name,
});

async function clearPrimary(tx: Tx, userId: number) {
  await tx
    .update(addresses)
    .set({ isPrimary: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isPrimary, true)));
}

export async function addAddress(db: DbOrTx, userId: number, input: AddressInput) {
  await checkRegion(db, input);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1);
    const primary = !existing || input.primary === 1;
    if (primary) await clearPrimary(tx, userId);
    await tx.insert(addresses).values({ userId, ...columns(input), isPrimary: primary });
  });
  return listAddresses(db, userId);
}

/**
 * primary=1 makes this address the main one; primary=0 on the main address keeps it main, because a
 * customer with addresses always has one (the mark moves only by choosing another).
 */
export async function editAddress(db: DbOrTx, userId: number, id: number, input: AddressInput) {
  await checkRegion(db, input);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [current] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current) throw notFound(addressMessages.notFound);
    const primary = current.isPrimary || input.primary === 1;
    if (primary && !current.isPrimary) await clearPrimary(tx, userId);
    await tx
      .update(addresses)
      .set({ ...columns(input), isPrimary: primary })
      .where(eq(addresses.id, id));
  });
  return listAddresses(db, userId);
}

export async function deleteAddress(db: DbOrTx, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isPrimary: addresses.isPrimary });
    if (!deleted) throw notFound(addressMessages.notFound);
    if (!deleted.isPrimary) return;
    // The oldest remaining address becomes the main one.
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), ne(addresses.id, id)))
      .orderBy(asc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isPrimary: true }).where(eq(addresses.id, next.id));
  });
  return listAddresses(db, userId);
}
