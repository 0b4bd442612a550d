// Admin: the home page's banners (docs/product.md §2 Home): a picture for each language (without words), its
// title, subtitle, button label and alt text in each language (shown as text), the product it links to,
// shown in the shop when active, in their order.
import { z } from 'zod';
import { fileField } from '../fields';
import { defineCall, noFields } from '../call';
import { flag, idField, optText, text } from '../fields';
import { idListField, optDay, optInt } from './common';
import { reason } from '../reasons';

export const BANNER_DATE_STATES = ['scheduled', 'showing', 'ended'] as const;

export const adminBanner = z.object({
  id: z.number(),
  /** null once its product was deleted: the shop then leaves the banner out. */
  product_id: z.number().nullable(),
  product_name_en: z.string(),
  product_name_ar: z.string(),
  /** The pictures (640 px WebP). */
  image_en: z.string(),
  image_ar: z.string(),
  /** '' in a banner saved before banners had words (the shop then shows the product's name and 'Shop now'). */
  title_en: z.string(),
  title_ar: z.string(),
  /** '' when it has none. */
  subtitle_en: z.string(),
  subtitle_ar: z.string(),
  button_en: z.string(),
  button_ar: z.string(),
  alt_en: z.string(),
  alt_ar: z.string(),
  sort: z.number(),
  active: z.boolean(),
  /** The shop days (YYYY-MM-DD, Asia/Dubai) it shows from and until, both included; null: no bound. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Where today falls in those days: before them, within them (shown when active), after them. */
  date_state: z.enum(BANNER_DATE_STATES),
});
export type AdminBanner = z.infer<typeof adminBanner>;

/** In the shop's order, inactive ones included. */
export const adminBannersListCall = defineCall({
  path: '/admin/banners/list.php',
  access: 'admin',
  request: noFields,
  data: z.array(adminBanner),
});

/** Longest texts a banner takes: what still reads on a phone 360 px wide without being cut. */
export const BANNER_TEXT_MAX = { title: 60, subtitle: 140, button: 30, alt: 200 } as const;

/**
 * Multipart. The title, button and alt text in both languages are required, the subtitle optional. Without banner_id it adds a banner at the end and needs both pictures; when editing, a
 * picture sent replaces the old one. Pictures are image files, re-encoded to WebP. starts_at and ends_at (optional shop
 * days) bound when the shop shows it; an end before the start is refused on ends_at. Saving without them clears them.
 */
export const adminBannerSaveCall = defineCall({
  path: '/admin/banners/save.php',
  access: 'admin',
  request: z
    .object({
      banner_id: optInt(1),
      product_id: idField(),
      active: flag().default(1),
      title_en: text(BANNER_TEXT_MAX.title),
      title_ar: text(BANNER_TEXT_MAX.title),
      subtitle_en: optText(BANNER_TEXT_MAX.subtitle),
      subtitle_ar: optText(BANNER_TEXT_MAX.subtitle),
      button_en: text(BANNER_TEXT_MAX.button),
      button_ar: text(BANNER_TEXT_MAX.button),
      alt_en: text(BANNER_TEXT_MAX.alt),
      alt_ar: text(BANNER_TEXT_MAX.alt),
      image_en: fileField(),
      image_ar: fileField(),
      starts_at: optDay(),
      ends_at: optDay(),
    })
    .refine((v) => v.banner_id !== undefined || v.image_en !== undefined, { message: reason('required'), path: ['image_en'] })
    .refine((v) => v.banner_id !== undefined || v.image_ar !== undefined, { message: reason('required'), path: ['image_ar'] })
    .refine((v) => !v.starts_at || !v.ends_at || v.starts_at <= v.ends_at, { message: reason('notBeforeStart'), path: ['ends_at'] }),
  data: adminBanner,
});

/** banner_ids: every banner, in the new order. */
export const adminBannersReorderCall = defineCall({
  path: '/admin/banners/reorder.php',
  access: 'admin',
  request: z.object({ banner_ids: idListField() }),
  data: z.array(adminBanner),
});

export const adminBannerDeleteCall = defineCall({
  path: '/admin/banners/delete.php',
  access: 'admin',
  request: z.object({ banner_id: idField() }),
  data: z.object({ banner_id: z.number() }),
});
