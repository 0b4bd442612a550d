// The customer's delivery addresses (docs/product.md §7 Profile): each in an emirate's region (./regions).
import { z } from 'zod';
import { phoneField } from './auth';
import { defineCall, noFields } from './call';
import { flag, idField, num, optText, orDefault, text } from './fields';
import { regionNames } from './regions';

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

export const listAddressesCall = defineCall({
  path: '/profile/addresses/list.php',
  access: 'customer',
  request: noFields,
  data: z.array(addressItem),
});

/** add, edit and delete answer the customer's addresses as they are afterwards. */
export const addAddressCall = defineCall({
  path: '/profile/addresses/add.php',
  access: 'customer',
  request: addressFields,
  data: z.array(addressItem),
});

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
