// The customer's account (docs/product.md §7 Profile, Regions, notifications): profile, e-mail change, delivery
// addresses, the emirates and regions they point to, the wallet and the notifications.
import { z } from 'zod';
import { defineCall, noFields } from './call';
import { CODE_LENGTH, MIN_PASSWORD } from './constants';
import { isValidPhone } from './auth';
import { asciiDigits, email, flag, idField, isAbsent, num, optText, orDefault, plainString, text } from './fields';
import { reason } from './reasons';

// ---------- profile ----------

/** A phone number, stored as registration stores it: spaces and dashes dropped, Arabic-Indic digits made ASCII. */
export const phoneField = () =>
  z.preprocess((v) => (typeof v === 'string' ? asciiDigits(v.replace(/[\s-]/g, '')) : v), z.string().refine(isValidPhone, reason('phone')));

/** What the browser sends for a file (a File is a Blob); the contract does not assume the DOM types. */
export interface BlobLike {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}
const isBlobLike = (v: unknown): v is BlobLike =>
  typeof v === 'object' && v !== null && typeof (v as { arrayBuffer?: unknown }).arrayBuffer === 'function';

const fileSchemas = new WeakSet<z.ZodType>();

/**
 * An uploaded file: the browser sends a File, and the server reads a multipart file into a Blob-like
 * temporary file. An absent value (see isAbsent: the original client sends the text 'null' when no photo was
 * chosen) means no file.
 */
export const fileField = () => {
  const schema = z.preprocess((v) => (isAbsent(v) ? undefined : v), z.custom<BlobLike>(isBlobLike, reason('file')).optional());
  fileSchemas.add(schema);
  return schema;
};

/** The names of a request's file fields (the only parts of a multipart body the server reads as files). */
export function fileFieldNames(request: z.ZodType): string[] {
  const shape = (request as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.keys(shape).filter((name) => fileSchemas.has(shape[name]!));
}

export const profileInfo = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The primary delivery address's street address, '' when there is none. */
  address: z.string(),
  /** URL of the photo, '' when there is none. */
  profile_photo: z.string(),
  active: z.number(),
  Favorite_id: z.number(),
});
export type ProfileInfo = z.infer<typeof profileInfo>;

export const profileInfoCall = defineCall({ path: '/profile/profile_info.php', access: 'customer', request: noFields, data: profileInfo });

export const editProfileCall = defineCall({
  path: '/profile/edit.php',
  access: 'customer',
  request: z.object({ name: text(100), phone: phoneField(), profile_photo: fileField() }),
  data: profileInfo,
});

export const changePasswordCall = defineCall({
  path: '/profile/changepwd.php',
  access: 'customer',
  request: z.object({ old_pwd: plainString().min(1).max(200), new_pwd: plainString().min(MIN_PASSWORD).max(200) }),
  data: z.null(),
});

/** A copy of everything the shop keeps about the customer (UAE PDPL: the right of access), as one document. */
export const myDataCall = defineCall({ path: '/profile/my_data.php', access: 'customer', request: noFields, data: z.record(z.string(), z.unknown()) });

/** Deletes the account after the password is confirmed (UAE PDPL: the right to erasure); orders stay, nameless. */
export const deleteAccountCall = defineCall({
  path: '/profile/delete_account.php',
  access: 'customer',
  request: z.object({ password: plainString().min(1).max(200) }),
  data: z.null(),
});

/**
 * Sends a code to the new address. The spec's original answered the code itself; this server never does
 * (it would let anyone change an e-mail without owning it): data says where it went and for how long.
 */
export const changeEmailCall = defineCall({
  path: '/profile/change_email.php',
  access: 'customer',
  request: z.object({ new_email: email() }),
  data: z.object({ email: z.string(), expires_in: z.number() }),
});

export const activateNewEmailCall = defineCall({
  path: '/profile/activate_newmail.php',
  access: 'customer',
  request: z.object({
    new_email: email(),
    passcode: z.preprocess((v) => (typeof v === 'string' ? asciiDigits(v.trim()) : v), z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), reason('fourDigits'))),
  }),
  data: z.object({ email: z.string() }),
});

// ---------- regions ----------

export const emirateItem = z.object({ id: z.number(), emirate: z.string() });
export const regionItem = z.object({ id: z.number(), region: z.string(), delivery_fee: z.number() });
export const regionNames = z.object({ emirate_en: z.string(), emirate_ar: z.string(), region_en: z.string(), region_ar: z.string() });

export const listEmiratesCall = defineCall({ path: '/regions/list_emirates.php', access: 'guest', request: noFields, data: z.array(emirateItem) });

export const listRegionsCall = defineCall({
  path: '/regions/list_regions_to_emirates.php',
  access: 'guest',
  request: z.object({ emirate: idField() }),
  data: z.array(regionItem),
});

export const regionNamesCall = defineCall({
  path: '/regions/list_region_emirate.php',
  access: 'guest',
  request: z.object({ emirate: idField(), region: idField() }),
  data: regionNames,
});

// ---------- addresses ----------

export const addressItem = regionNames.extend({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  emirate: z.number(),
  region: z.number(),
  /** '1' for the main address: exactly one address is main. */
  primary: z.enum(['0', '1']),
  latitude: z.number(),
  longitude: z.number(),
  location_name: z.string(),
});
export type AddressItem = z.infer<typeof addressItem>;

export const addressFields = z.object({
  name: text(100),
  emirate: idField(),
  region: idField(),
  phone: phoneField(),
  address: text(300),
  primary: orDefault(flag(), 0),
  latitude: orDefault(num(-90, 90), 0),
  longitude: orDefault(num(-180, 180), 0),
  location_name: optText(200).transform((v) => v ?? '0'),
});

export const listAddressesCall = defineCall({ path: '/profile/addresses/list.php', access: 'customer', request: noFields, data: z.array(addressItem) });

/** add, edit and delete answer the customer's addresses as they are afterwards. */
export const addAddressCall = defineCall({ path: '/profile/addresses/add.php', access: 'customer', request: addressFields, data: z.array(addressItem) });

export const editAddressCall = defineCall({
  path: '/profile/addresses/edit.php',
  access: 'customer',
  request: addressFields.extend({ id: idField() }),
  data: z.array(addressItem),
});

export const deleteAddressCall = defineCall({
  path: '/profile/addresses/delete.php',
  access: 'customer',
  request: z.object({ id: idField() }),
  data: z.array(addressItem),
});

// ---------- wallet ----------

export const walletData = z.object({
  /** AED. */
  balance: z.number(),
  points: z.number(),
  /** Points worth 1 AED. */
  aed_points: z.number(),
  /** Whole AED the points can be exchanged for now. */
  points_to_balance: z.number(),
});
export type WalletData = z.infer<typeof walletData>;

export const walletBalanceCall = defineCall({ path: '/profile/wallet/balance.php', access: 'customer', request: noFields, data: walletData });

/** Exchanges every whole dirham's worth of points into balance; answers the wallet afterwards. */
export const walletExchangeCall = defineCall({ path: '/profile/wallet/exchange.php', access: 'customer', request: noFields, data: walletData });

/** Why the wallet moved: earned points, redeemed points, paid (part of) an order, refunds, the shop's own changes. */
export const WALLET_ENTRY_KINDS = ['earned', 'redeemed', 'order_payment', 'refund', 'adjustment'] as const;

export const walletHistoryEntry = z.object({
  id: z.number(),
  /** balance: amount is AED; points: amount is points. Signed: negative is money or points out. */
  kind: z.enum(['balance', 'points']),
  amount: z.number(),
  type: z.enum(WALLET_ENTRY_KINDS),
  order_id: z.number().nullable(),
  /** ISO instant. */
  date: z.string(),
});
export type WalletEntry = z.infer<typeof walletHistoryEntry>;

/** The wallet's ledger, newest first (at most the latest 100 entries). */
export const walletHistoryCall = defineCall({ path: '/profile/wallet/history.php', access: 'customer', request: noFields, data: z.array(walletHistoryEntry) });

// ---------- notifications ----------

export const notificationItem = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  /** ISO 8601 timestamp. */
  added_on: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsListCall = defineCall({ path: '/notifications_list.php', access: 'customer', request: noFields, data: z.array(notificationItem) });
