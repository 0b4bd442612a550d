// The customer's profile (docs/product.md §7 Profile): the profile and its photo, the password, the e-mail
// change, and the customer's data (a copy of it, and deleting the account).
import { z } from 'zod';
import { phoneField } from './auth';
import { defineCall, noFields } from './call';
import { CODE_LENGTH, LANGUAGES, MIN_PASSWORD } from './constants';
import { asciiDigits, email, fileField, idField, plainString, text, trnField } from './fields';
import { reason } from './reasons';
import { regionNames } from './regions';

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

/**
 * The account's language: the shop's e-mails, notifications and documents about the customer are written in it.
 * Registration sets it from the page's language; the web sends it again when a signed-in shopper switches.
 */
export const accountLanguageCall = defineCall({
  path: '/profile/language.php',
  access: 'customer',
  request: z.object({ language: z.enum(LANGUAGES) }),
  data: z.object({ language: z.enum(LANGUAGES) }),
});

export const changePasswordCall = defineCall({
  path: '/profile/changepwd.php',
  access: 'customer',
  request: z.object({ old_pwd: plainString().min(1).max(200), new_pwd: plainString().min(MIN_PASSWORD).max(200) }),
  data: z.null(),
});

/** A copy of everything the shop keeps about the customer (UAE PDPL: the right of access), as one document. */
export const myDataCall = defineCall({
  path: '/profile/my_data.php',
  access: 'customer',
  request: noFields,
  data: z.record(z.string(), z.unknown()),
});

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
    passcode: z.preprocess(
      (v) => (typeof v === 'string' ? asciiDigits(v.trim()) : v),
      z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), reason('fourDigits')),
    ),
  }),
  data: z.object({ email: z.string() }),
});

/**
 * The customer's business: one per account. An order placed "as the business" is a B2B sale whose tax
 * invoice names the company, its TRN and its address as they were when the order was placed. The address is an
 * emirate's region and a street line, as a delivery address (./addresses).
 */
export const businessFields = z.object({
  company_name: text(200),
  trn: trnField(),
  emirate: idField(),
  region: idField(),
  address: text(300),
});

export const businessProfile = regionNames.extend({
  company_name: z.string(),
  /** 15 ASCII digits. */
  trn: z.string(),
  emirate: z.number(),
  region: z.number(),
  address: z.string(),
});
export type BusinessProfile = z.infer<typeof businessProfile>;

/** null when the customer has no business profile. */
export const businessProfileCall = defineCall({
  path: '/profile/business.php',
  access: 'customer',
  request: noFields,
  data: businessProfile.nullable(),
});

/** Creates or replaces the business profile; orders already placed keep what they were placed with. */
export const saveBusinessProfileCall = defineCall({
  path: '/profile/business_save.php',
  access: 'customer',
  request: businessFields,
  data: businessProfile,
});
