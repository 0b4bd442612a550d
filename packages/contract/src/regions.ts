// The emirates and their regions (docs/product.md §7 Regions): where the shop delivers, and each region's delivery fee.
import { z } from 'zod';
import { defineCall, noFields } from './call';
import { idField } from './fields';

export const emirateItem = z.object({ id: z.number(), emirate: z.string() });
export const regionItem = z.object({ id: z.number(), region: z.string(), delivery_fee: z.number() });
export const regionNames = z.object({ emirate_en: z.string(), emirate_ar: z.string(), region_en: z.string(), region_ar: z.string() });

export const listEmiratesCall = defineCall({
  path: '/regions/list_emirates.php',
  access: 'guest',
  request: noFields,
  data: z.array(emirateItem),
});

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
