// Content calls: the contact page's branches and company contacts, the FAQ (docs/product.md §7 Profile) and the
// legal texts of docs/product.md §1 (privacy, terms, pricing, delivery, refund, accessibility).
import { z } from 'zod';
import { defineCall, noFields } from './call';
import { text } from './fields';

export const branch = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  landline: z.string(),
  mobile: z.string(),
  hours: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Branch = z.infer<typeof branch>;

export const storeInfoCall = defineCall({
  path: '/profile/store_info.php',
  access: 'guest',
  request: noFields,
  /**
   * The main branch (the first) at the top level, as the original client's Help page reads it: its street
   * address ('' without branches), and the company's phone and e-mail, which are the main branch's. whatsapp:
   * the chat number in international digits (971...). company: who sells, as the law asks a shop to say: the legal
   * name in the asked language, the trade licence number and the TRN ('' where the owner has not set them).
   * apps: the shop's apps in the App Store and Google Play ('' where the owner has set none).
   */
  data: z.object({
    branches: z.array(branch),
    address: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
    company: z.object({ legal_name: z.string(), trade_licence: z.string(), trn: z.string() }),
    apps: z.object({ app_store: z.string(), google_play: z.string() }),
  }),
});
export type StoreInfo = z.infer<typeof storeInfoCall.data>;

export const faqCall = defineCall({
  path: '/profile/faq.php',
  access: 'guest',
  request: noFields,
  data: z.array(z.object({ question: z.string(), answer: z.string() })),
});

/** The legal pages, in the order a table of contents lists them. */
export const LEGAL_SLUGS = ['privacy', 'terms', 'pricing', 'delivery', 'refund', 'accessibility'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const legalPageCall = defineCall({
  path: '/content/legal.php',
  access: 'guest',
  /** An unknown slug answers 404. */
  request: z.object({ slug: text(60) }),
  /** body: Markdown-like text as stored: '## ' section headings, paragraphs separated by blank lines. */
  data: z.object({ slug: z.string(), title: z.string(), body: z.string(), updated_at: z.string() }),
});
export type LegalPage = z.infer<typeof legalPageCall.data>;

export const legalListCall = defineCall({
  path: '/content/legal_list.php',
  access: 'guest',
  request: noFields,
  data: z.array(z.object({ slug: z.string(), title: z.string() })),
});
