// Consent to marketing e-mails (UAE PDPL, Federal Decree-Law 45/2021): cart reminders go only to a
// customer who opted in. Each grant and withdrawal is kept with the words the shopper was shown.
import { z } from 'zod';
import { defineCall, noFields } from './call';
import { flag } from './fields';

/**
 * The words of the opt-in, shown beside the checkbox and the switch and recorded with each consent. Changing
 * them means a new version: consent given to other words is recorded with those.
 */
export const MARKETING_CONSENT = {
  version: 1,
  en: 'Send me e-mails about my cart and the shop’s offers. I can stop them at any time from my settings or with the link in every such e-mail.',
  ar: 'أرسلوا إليّ رسائل عن سلتي وعروض المتجر. يمكنني إيقافها في أي وقت من إعداداتي أو بالرابط الموجود في كل رسالة منها.',
} as const;

/** How consent was given or withdrawn. */
export const CONSENT_SOURCES = ['signup', 'settings', 'email_link'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const marketingConsent = z.object({
  /** Whether the customer currently agrees to marketing e-mails (no record: no). */
  marketing: z.boolean(),
  /** When the current choice was recorded, ISO 8601; null when the customer never chose. */
  since: z.string().nullable(),
});

export const marketingConsentCall = defineCall({
  path: '/profile/marketing_consent.php',
  access: 'customer',
  request: noFields,
  data: marketingConsent,
});

/** Gives (1) or withdraws (0) consent from the account's settings; the same choice again records nothing. */
export const setMarketingConsentCall = defineCall({
  path: '/profile/set_marketing_consent.php',
  access: 'customer',
  request: z.object({ marketing: flag() }),
  data: marketingConsent,
});
