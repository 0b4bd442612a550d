// /sitemap.xml: every public page the storefront renders (home, the lists, every visible category, group
// and product, contact, the legal texts, the quiz intro), each in English and in Arabic (under /ar) with
// the other as its alternate, and lastmod where the catalogue knows when the page last changed.
import { and, eq, max, sql } from 'drizzle-orm';
import { HOME_TYPES, LANGUAGES } from '@shop/contract';
import type { Db } from '../db/client';
import { categories, groups, legalPages, products } from '../db/schema';
import { pathInLanguage } from '../http/i18n';

interface Entry {
  path: string;
  lastmod?: Date | null;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) =>
      ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&apos;',
      })[c]!,
  );

export async function sitemapXml(db: Db, origin: string, legalPath: (slug: string) => string): Promise<string> {
  const visible = eq(products.visible, true);
  const [productRows, newest, categoryRows, groupRows, legalRows] = await Promise.all([
    db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(visible).orderBy(products.id),
    db
      .select({ at: max(products.updatedAt) })
      .from(products)
      .where(visible),
    db
      .select({ id: categories.id, at: max(products.updatedAt) })
      .from(categories)
      .leftJoin(products, and(visible, sql`${categories.id} in (${products.categoryId}, ${products.subCategoryId})`))
      .where(eq(categories.visible, true))
      .groupBy(categories.id)
      .orderBy(categories.id),
    db
      .select({ id: groups.id, at: max(products.updatedAt) })
      .from(groups)
      .leftJoin(products, and(visible, eq(products.groupId, groups.id)))
      .where(eq(groups.visible, true))
      .groupBy(groups.id)
      .orderBy(groups.id),
    db.select({ slug: legalPages.slug, updatedAt: legalPages.updatedAt }).from(legalPages).orderBy(legalPages.slug),
  ]);
  const catalogue = newest[0]?.at ?? null;
  const entries: Entry[] = [
    { path: '/', lastmod: catalogue },
    { path: '/products', lastmod: catalogue },
    { path: '/offers', lastmod: catalogue },
    ...Object.keys(HOME_TYPES).map((name) => ({
      path: `/products/${name}`,
      lastmod: catalogue,
    })),
    ...categoryRows.map((c) => ({
      path: `/categories/${c.id}`,
      lastmod: c.at,
    })),
    ...groupRows.map((g) => ({ path: `/groups/${g.id}`, lastmod: g.at })),
    ...productRows.map((p) => ({
      path: `/details/${p.id}`,
      lastmod: p.updatedAt,
    })),
    { path: '/contactus' },
    ...legalRows.map((l) => ({
      path: legalPath(l.slug),
      lastmod: l.updatedAt,
    })),
    { path: '/wellnessquiz' },
  ];
  const urls = entries.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + pathInLanguage(path, l))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`,
    ].join('');
    return LANGUAGES.map(
      (lang) =>
        `<url><loc>${escapeXml(origin + pathInLanguage(path, lang))}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
