// Admin content: store settings (contact, the points rate), delivery fees by region, FAQ.
import { z } from 'zod';
import { defineCall, noFields } from '../call';
import { email, idField, int, text } from '../fields';
import { aedField, optInt } from './common';

export const adminSettings = z.object({ phone: z.string(), whatsapp: z.string(), email: z.string(), aed_points: z.number() });

export const adminSettingsGetCall = defineCall({ path: '/admin/content/settings.php', access: 'admin', request: noFields, data: adminSettings });

/** aed_points: points worth 1 AED (design.md §5). */
export const adminSettingsSaveCall = defineCall({
  path: '/admin/content/settings_save.php',
  access: 'admin',
  request: z.object({ phone: text(40), whatsapp: text(40), email: email(), aed_points: int(1, 1_000_000) }),
  data: adminSettings,
});

export const adminRegionRow = z.object({ id: z.number(), emirate_id: z.number(), emirate_en: z.string(), emirate_ar: z.string(), name_en: z.string(), name_ar: z.string(), delivery_fee: z.number() });

export const adminRegionsListCall = defineCall({ path: '/admin/content/regions.php', access: 'admin', request: noFields, data: z.array(adminRegionRow) });

/** delivery_fee in AED. */
export const adminRegionFeeCall = defineCall({
  path: '/admin/content/region_fee.php',
  access: 'admin',
  request: z.object({ region_id: idField(), delivery_fee: aedField(10_000) }),
  data: adminRegionRow,
});

export const adminFaq = z.object({ id: z.number(), question_en: z.string(), question_ar: z.string(), answer_en: z.string(), answer_ar: z.string(), sort: z.number() });

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
