// Content the admin edits: branches and company contacts (the contact page), the FAQ and the legal texts.
import { asc, eq, inArray } from 'drizzle-orm';
import { LEGAL_SLUGS, type LegalPage, type Lang, type StoreInfo } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { branches, faqs, legalPages, storeSettings } from '../../db/schema';
import { notFound } from '../../http/errors';
import { localized } from '../../http/i18n';
import { contentMessages } from './messages';

/** store_settings keys of the company's contacts, legal details and apps on the contact page and in the footer. */
const CONTACT_KEYS = [
  'phone',
  'whatsapp',
  'email',
  'legal_name_en',
  'legal_name_ar',
  'trade_licence',
  'trn',
  'app_store_url',
  'google_play_url',
] as const;

/** A setting stored as JSON text or number, as the text the page shows ('' when unset). */
const settingText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export async function storeInfo(db: DbOrTx, lang: Lang): Promise<StoreInfo> {
  const [rows, settings] = await Promise.all([
    db.select().from(branches).orderBy(asc(branches.sort), asc(branches.id)),
    db
      .select()
      .from(storeSettings)
      .where(inArray(storeSettings.key, [...CONTACT_KEYS])),
  ]);
  const setting = (key: (typeof CONTACT_KEYS)[number]) => settingText(settings.find((s) => s.key === key)?.value);
  const main = rows[0];
  return {
    address: main ? localized(main, 'address', lang) : '',
    branches: rows.map((b) => ({
      id: b.id,
      name: localized(b, 'name', lang),
      city: localized(b, 'city', lang),
      address: localized(b, 'address', lang),
      landline: b.landline,
      mobile: b.mobile,
      hours: localized(b, 'hours', lang),
      latitude: b.latitude,
      longitude: b.longitude,
    })),
    phone: setting('phone'),
    whatsapp: setting('whatsapp'),
    email: setting('email'),
    company: {
      legal_name: setting(lang === 'ar' ? 'legal_name_ar' : 'legal_name_en'),
      trade_licence: setting('trade_licence'),
      trn: setting('trn'),
    },
    apps: { app_store: setting('app_store_url'), google_play: setting('google_play_url') },
  };
}

export async function faqList(db: DbOrTx, lang: Lang) {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
  return rows.map((f) => ({ question: localized(f, 'question', lang), answer: localized(f, 'answer', lang) }));
}

const isLegalSlug = (slug: string): slug is (typeof LEGAL_SLUGS)[number] => (LEGAL_SLUGS as readonly string[]).includes(slug);

export async function legalPage(db: DbOrTx, lang: Lang, slug: string): Promise<LegalPage> {
  const normalized = slug.toLowerCase();
  const [row] = isLegalSlug(normalized) ? await db.select().from(legalPages).where(eq(legalPages.slug, normalized)) : [];
  if (!row) throw notFound(contentMessages.legalPageNotFound);
  return {
    slug: row.slug,
    title: localized(row, 'title', lang),
    body: localized(row, 'body', lang),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The legal pages that exist, in LEGAL_SLUGS order (table of contents, footer). */
export async function legalList(db: DbOrTx, lang: Lang) {
  const rows = await db.select({ slug: legalPages.slug, titleEn: legalPages.titleEn, titleAr: legalPages.titleAr }).from(legalPages);
  return LEGAL_SLUGS.flatMap((slug) => {
    const row = rows.find((r) => r.slug === slug);
    return row ? [{ slug, title: localized(row, 'title', lang) }] : [];
  });
}
