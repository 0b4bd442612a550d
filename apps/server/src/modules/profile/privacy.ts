// A customer's rights over their personal data (UAE PDPL): a copy of everything the shop keeps about them,
// and the deletion of their account. Orders stay for the tax law's five years, with the person's name and
// contacts removed (the emirate and region stay: they decide where the supply was made); what is theirs
// alone (addresses, the business profile, lists, cart, reviews, notifications, sign-in links, sessions, codes) is deleted.
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  addresses,
  businessProfiles,
  cartItems,
  carts,
  emirates,
  lists,
  listItems,
  notifications,
  orderItems,
  orders,
  regions,
  reviews,
  sessions,
  socialAccounts,
  users,
  verificationCodes,
  walletEntries,
  wallets,
} from '../../db/schema';
import { refuse } from '../../http/errors';
import { deleteImage } from '../../integrations/images';
import type { MediaStore } from '../../integrations/images/store';
import { verifyPassword } from '../auth/password';
import { consentHistory } from '../consent/service';
import { businessProfile } from './business';
import { profileMessages } from './messages';

/** Orders still on their way (placed, confirmed, shipped, return requested, awaiting payment): an account with one stays. */
const OPEN_ORDER_STATUSES = [1, 2, 5, 7, 8];
const PROVIDERS: Record<number, string> = { 1: 'Google', 2: 'Facebook', 3: 'Apple' };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Everything the shop keeps about the customer, as one JSON document (money in AED, as the shop shows it). */
export async function exportMyData(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw refuse(profileMessages.wrongPassword);
  const [business, linked, addressRows, orderRows, reviewRows, listRows, walletRows, entryRows, notificationRows, cartRows, consentRows] =
    await Promise.all([
      businessProfile(db, userId),
      db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId)),
      db
        .select({ address: addresses, emirate: emirates.nameEn, region: regions.nameEn })
        .from(addresses)
        .innerJoin(emirates, eq(emirates.id, addresses.emirateId))
        .innerJoin(regions, eq(regions.id, addresses.regionId))
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.id)),
      db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)),
      db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.id)),
      db.select().from(lists).where(eq(lists.userId, userId)).orderBy(asc(lists.id)),
      db.select().from(wallets).where(eq(wallets.userId, userId)),
      db.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(asc(walletEntries.id)),
      db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
      db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id)),
      consentHistory(db, userId),
    ]);
  const orderIds = orderRows.map((o) => o.id);
  const listIds = listRows.map((l) => l.id);
  const [itemRows, listItemRows] = await Promise.all([
    orderIds.length ? db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)) : [],
    listIds.length ? db.select().from(listItems).where(inArray(listItems.listId, listIds)) : [],
  ]);
  const aed = (fils: number) => fils / 100;

  return {
    exported_at: new Date().toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      birth_date: user.birthDate,
      language: user.language,
      has_photo: Boolean(user.profilePhoto),
      signs_in_with: linked.map((s) => PROVIDERS[s.provider] ?? String(s.provider)),
      created_at: iso(user.createdAt),
    },
    addresses: addressRows.map(({ address: a, emirate, region }) => ({
      name: a.name,
      phone: a.phone,
      address: a.address,
      emirate,
      region,
      latitude: a.latitude,
      longitude: a.longitude,
      primary: a.isPrimary,
    })),
    business,
    orders: orderRows.map((o) => ({
      id: o.id,
      placed_at: iso(o.createdAt),
      status_id: o.statusId,
      payment: o.paymentMethod === 1 ? 'cash on delivery' : 'online',
      delivered_to: { name: o.shipName, phone: o.shipPhone, address: o.shipAddress, emirate: o.shipEmirateEn, region: o.shipRegionEn },
      total_aed: aed(o.total),
      vat_aed: aed(o.vat),
      delivery_aed: aed(o.shippingCost),
      wallet_used_aed: aed(o.walletUsed),
      items: itemRows
        .filter((i) => i.orderId === o.id)
        .map((i) => ({ product_id: i.productId, name: i.productNameEn, quantity: i.quantity, unit_price_aed: aed(i.priceAtPurchase) })),
    })),
    reviews: reviewRows.map((r) => ({
      product_id: r.productId,
      rating: r.rating,
      title: r.title,
      text: r.description,
      written_at: iso(r.createdAt),
    })),
    lists: listRows.map((l) => ({
      name: l.name,
      favourites: l.isFavorite,
      product_ids: listItemRows.filter((i) => i.listId === l.id).map((i) => i.productId),
    })),
    cart: cartRows.map((c) => ({ product_id: c.productId, quantity: c.quantity })),
    wallet: {
      balance_aed: aed(walletRows[0]?.balance ?? 0),
      points: walletRows[0]?.points ?? 0,
      entries: entryRows.map((e) => ({
        kind: e.kind,
        amount: e.kind === 'balance' ? aed(e.amount) : e.amount,
        reason: e.reason,
        order_id: e.orderId,
        at: iso(e.createdAt),
      })),
    },
    notifications: notificationRows.map((n) => ({
      title: n.titleEn,
      text: n.bodyEn,
      order_id: n.orderId,
      at: iso(n.createdAt),
      read: Boolean(n.readAt),
    })),
    consents: consentRows,
  };
}

/**
 * Deletes the account after its password is confirmed. Refused for the shop's admins (the owner removes
 * them) and while an order is still on its way (it could not be delivered or refunded to nobody).
 */
export async function deleteAccount(db: DbOrTx, media: MediaStore, userId: number, password: string): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw refuse(profileMessages.wrongPassword, {}, { field: 'password', reason: 'not the account password' });
  }
  if (user.role === 'admin') throw refuse(profileMessages.adminCannotDelete);

  const photo = await db.transaction(async (tx) => {
    // The row lock makes an order placed at this moment wait, and then find the account gone.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [open] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.statusId, OPEN_ORDER_STATUSES)))
      .limit(1);
    if (open) throw refuse(profileMessages.openOrders, { order: open.id });

    await tx
      .update(orders)
      .set({ shipName: '', shipPhone: '', shipAddress: '', shipLatitude: 0, shipLongitude: 0, addressId: null })
      .where(eq(orders.userId, userId));
    await tx.update(users).set({ favoriteListId: null }).where(eq(users.id, userId));
    for (const table of [sessions, socialAccounts, addresses, businessProfiles, cartItems, carts, lists, reviews, notifications]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    await tx.delete(verificationCodes).where(or(eq(verificationCodes.userId, userId), eq(verificationCodes.email, user.email)));
    // The row stays for the orders and the wallet ledger that point to it; nothing in it names the person.
    await tx
      .update(users)
      .set({
        name: '',
        email: `deleted-${userId}@deleted.invalid`,
        phone: '',
        passwordHash: null,
        active: 0,
        birthDate: null,
        profilePhoto: null,
      })
      .where(eq(users.id, userId));
    return user.profilePhoto;
  });
  if (photo) await deleteImage(media, photo);
}
