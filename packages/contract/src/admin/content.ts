// Admin content: store settings (contact, the points rate), delivery fees by region, FAQ, branches (the
// contact page) and the legal texts.
import { z } from 'zod';
import { defineCall, noFields } from '../call';
import { LANGUAGES } from '../constants';
import { LEGAL_SLUGS } from '../content';
import { email, flag, idField, int, num, optional, optText, text, trnField } from '../fields';
import { reason } from '../reasons';
import { OWNER_ALERT_KINDS } from './alerts';
import { aedField, idListField, optInt } from './common';

/**
 * cod_fee: the cash-on-delivery fee, AED with VAT; cod_max: the largest order total cash may pay, AED (0: any).
 * free_delivery_from: delivery is free once the goods after the coupon reach this, AED (0: never free).
 * legal_*, trn: the supplier on tax invoices; trade_licence: the trade licence number, shown with the legal name
 * and the TRN in the shop's footer and on its contact page. cart_reminder_hours: a cart untouched this long gets one
 * reminder e-mail (0: no reminders). app_store_url, google_play_url: the shop's apps in the stores, linked from the
 * footer's badges ('' hides a badge). hold_reviews: customers' new reviews wait for the shop's approval before they
 * show or count in the rating (off: published at once). einvoice_b2c: consumer sales' tax documents are sent to the
 * ASP as e-invoices too, once the rules bring them in scope (off: kept ready; business sales' are always sent).
 * alert_email: where the owner's alerts are mailed ('': only in the console), for the kinds in alert_mail_kinds, in
 * alert_language.
 */
export const adminSettings = z.object({
  phone: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  aed_points: z.number(),
  cod_fee: z.number(),
  cod_max: z.number(),
  free_delivery_from: z.number(),
  legal_name_en: z.string(),
  legal_name_ar: z.string(),
  legal_address_en: z.string(),
  legal_address_ar: z.string(),
  trn: z.string(),
  trade_licence: z.string(),
  cart_reminder_hours: z.number(),
  app_store_url: z.string(),
  google_play_url: z.string(),
  hold_reviews: z.boolean(),
  einvoice_b2c: z.boolean(),
  alert_email: z.string(),
  alert_mail_kinds: z.array(z.enum(OWNER_ALERT_KINDS)),
  alert_language: z.enum(LANGUAGES),
});

/** An https link to a page of `host` (a store's own site), or '' for none. */
const storeLink = (host: string, why: 'appStoreLink' | 'googlePlayLink') => {
  // The host then a path, or nothing: "https://apps.apple.com@elsewhere" and other hosts are refused.
  const link = new RegExp(`^https://${host.replaceAll('.', '\\.')}(/\\S*)?$`);
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .max(300)
      .refine((value) => value === '' || link.test(value), reason(why)),
  );
};

export const adminSettingsGetCall = defineCall({
  path: '/admin/content/settings.php',
  access: 'admin',
  request: noFields,
  data: adminSettings,
});

/** aed_points: points worth 1 AED (docs/rules.md). */
export const adminSettingsSaveCall = defineCall({
  path: '/admin/content/settings_save.php',
  access: 'admin',
  request: z.object({
    phone: text(40),
    whatsapp: text(40),
    email: email(),
    aed_points: int(1, 1_000_000),
    cod_fee: aedField(1_000),
    cod_max: aedField(1_000_000),
    free_delivery_from: aedField(1_000_000),
    legal_name_en: text(200),
    legal_name_ar: text(200),
    legal_address_en: text(500),
    legal_address_ar: text(500),
    trn: trnField(),
    trade_licence: text(60),
    cart_reminder_hours: int(0, 24 * 30),
    app_store_url: storeLink('apps.apple.com', 'appStoreLink'),
    google_play_url: storeLink('play.google.com', 'googlePlayLink'),
    /** Left out (an older console): the setting keeps its value. */
    hold_reviews: flag().optional(),
    /** Left out (an older console): the setting keeps its value. */
    einvoice_b2c: flag().optional(),
    /** The alert settings too; alert_email '' mails nothing, alert_mail_kinds '' mails no kind (comma-separated kinds). */
    alert_email: z
      .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.union([z.literal(''), z.email().max(254)]))
      .optional(),
    alert_mail_kinds: z
      .preprocess(
        (v) =>
          typeof v === 'string'
            ? [
                ...new Set(
                  v
                    .split(',')
                    .map((s) => s.trim())
                    .filter(Boolean),
                ),
              ]
            : v,
        z.array(z.enum(OWNER_ALERT_KINDS)),
      )
      .optional(),
    alert_language: z.enum(LANGUAGES).optional(),
  }),
  data: adminSettings,
});

export const adminRegionRow = z.object({
  id: z.number(),
  emirate_id: z.number(),
  emirate_en: z.string(),
  emirate_ar: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  delivery_fee: z.number(),
});

export const adminRegionsListCall = defineCall({
  path: '/admin/content/regions.php',
  access: 'admin',
  request: noFields,
  data: z.array(adminRegionRow),
});

/** delivery_fee in AED. */
export const adminRegionFeeCall = defineCall({
  path: '/admin/content/region_fee.php',
  access: 'admin',
  request: z.object({ region_id: idField(), delivery_fee: aedField(10_000) }),
  data: adminRegionRow,
});

export const adminFaq = z.object({
  id: z.number(),
  question_en: z.string(),
  question_ar: z.string(),
  answer_en: z.string(),
  answer_ar: z.string(),
  sort: z.number(),
});

export const adminFaqListCall = defineCall({ path: '/admin/content/faq.php', access: 'admin', request: noFields, data: z.array(adminFaq) });

/** Without faq_id it adds a question at the end (or at `sort`). */
export const adminFaqSaveCall = defineCall({
  path: '/admin/content/faq_save.php',
  access: 'admin',
  request: z.object({
    faq_id: optInt(1),
    question_en: text(500),
    question_ar: text(500),
    answer_en: text(5000),
    answer_ar: text(5000),
    sort: optInt(0, 10_000),
  }),
  data: adminFaq,
});

export const adminFaqDeleteCall = defineCall({
  path: '/admin/content/faq_delete.php',
  access: 'admin',
  request: z.object({ faq_id: idField() }),
  data: z.object({ faq_id: z.number() }),
});

/** faq_ids: every FAQ id, each once, in the new order. */
export const adminFaqReorderCall = defineCall({
  path: '/admin/content/faq_reorder.php',
  access: 'admin',
  request: z.object({ faq_ids: idListField() }),
  data: z.array(adminFaq),
});

/** Adds a region (with its delivery fee in AED) to an emirate. */
export const adminRegionAddCall = defineCall({
  path: '/admin/content/region_add.php',
  access: 'admin',
  request: z.object({ emirate_id: idField(), name_en: text(100), name_ar: text(100), delivery_fee: aedField(10_000) }),
  data: adminRegionRow,
});

export const adminBranch = z.object({
  id: z.number(),
  name_en: z.string(),
  name_ar: z.string(),
  city_en: z.string(),
  city_ar: z.string(),
  address_en: z.string(),
  address_ar: z.string(),
  hours_en: z.string(),
  hours_ar: z.string(),
  landline: z.string(),
  mobile: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  sort: z.number(),
  /** Customers may choose to pick their orders up here. */
  pickup: z.boolean(),
});
export type AdminBranch = z.infer<typeof adminBranch>;

export const adminBranchesListCall = defineCall({
  path: '/admin/content/branches.php',
  access: 'admin',
  request: noFields,
  data: z.array(adminBranch),
});

/** Without branch_id it adds a branch at the end (or at `sort`); latitude and longitude place its map. */
export const adminBranchSaveCall = defineCall({
  path: '/admin/content/branch_save.php',
  access: 'admin',
  request: z.object({
    branch_id: optInt(1),
    name_en: text(200),
    name_ar: text(200),
    city_en: text(100),
    city_ar: text(100),
    address_en: text(500),
    address_ar: text(500),
    hours_en: optText(200),
    hours_ar: optText(200),
    landline: text(40),
    mobile: text(40),
    latitude: num(-90, 90),
    longitude: num(-180, 180),
    sort: optInt(0, 10_000),
    /** 1: customers may pick orders up here; absent: a new branch offers pickup, an edited one keeps its choice. */
    pickup: optional(flag()),
  }),
  data: adminBranch,
});

/** branch_ids: every branch id, each once, in the order the contact page lists them. */
export const adminBranchesReorderCall = defineCall({
  path: '/admin/content/branch_reorder.php',
  access: 'admin',
  request: z.object({ branch_ids: idListField() }),
  data: z.array(adminBranch),
});

export const adminBranchDeleteCall = defineCall({
  path: '/admin/content/branch_delete.php',
  access: 'admin',
  request: z.object({ branch_id: idField() }),
  data: z.object({ branch_id: z.number() }),
});

/** One legal text in both languages; a page never written yet has empty texts and no updated_at. */
export const adminLegalPage = z.object({
  slug: z.enum(LEGAL_SLUGS),
  title_en: z.string(),
  title_ar: z.string(),
  body_en: z.string(),
  body_ar: z.string(),
  updated_at: z.string().nullable(),
});
export type AdminLegalPage = z.infer<typeof adminLegalPage>;

/** The six legal pages, in LEGAL_SLUGS order. */
export const adminLegalListCall = defineCall({
  path: '/admin/content/legal.php',
  access: 'admin',
  request: noFields,
  data: z.array(adminLegalPage),
});

/** Bodies in the shop's format: '## ' section headings, '### ' sub-headings, '- ' list lines, blank lines between paragraphs. */
export const adminLegalSaveCall = defineCall({
  path: '/admin/content/legal_save.php',
  access: 'admin',
  request: z.object({
    slug: z.enum(LEGAL_SLUGS),
    title_en: text(200),
    title_ar: text(200),
    body_en: text(100_000),
    body_ar: text(100_000),
  }),
  data: adminLegalPage,
});
