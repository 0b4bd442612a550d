// The content pages on the server (lib/pageHead.ts, declared in routes.tsx): contact with its branches, and the legal texts.
import type { Branch } from '@shop/contract';
import { breadcrumbs, unlessNotFound, type PageContext, type PagePrefetch } from '../../lib/pageHead';
import { isLegalSlug, legalPath, slugOfSpecPath } from './legalPaths';
import { storeInfoQuery } from '../../api';
import { legalListQuery, legalQuery } from './api';

/** A branch as schema.org Store (a LocalBusiness): name, address, phones and place on the map. */
const storeJsonLd = (ctx: PageContext, b: Branch) => ({
  '@context': 'https://schema.org',
  '@type': 'Store',
  '@id': `${ctx.href('/contactus')}#branch-${b.id}`,
  name: b.name,
  url: ctx.href('/contactus'),
  telephone: b.landline,
  address: {
    '@type': 'PostalAddress',
    streetAddress: b.address,
    addressLocality: b.city,
    addressCountry: 'AE',
  },
  geo: {
    '@type': 'GeoCoordinates',
    latitude: b.latitude,
    longitude: b.longitude,
  },
  brand: { '@type': 'Brand', name: ctx.t('brand.name') },
});

export const contact: PagePrefetch = async (ctx) => {
  const info = await ctx.queryClient.fetchQuery(storeInfoQuery);
  const title = ctx.t('content:contact.metaTitle');
  return {
    title,
    description: ctx.t('content:contact.metaDescription'),
    jsonLd: [...info.branches.map((b) => storeJsonLd(ctx, b)), breadcrumbs(ctx, [{ name: title, path: '/contactus' }])],
  };
};

export const legal: PagePrefetch = async (ctx) => {
  const slug = (ctx.params.slug ?? slugOfSpecPath(ctx.path) ?? '').toLowerCase();
  if (!isLegalSlug(slug)) return null;
  const [page] = await Promise.all([
    unlessNotFound(ctx.queryClient.fetchQuery(legalQuery(slug))),
    ctx.queryClient.fetchQuery(legalListQuery),
  ]);
  if (!page) return null;
  const title = ctx.t(`content:legal.pages.${slug}.title`);
  return {
    title,
    description: ctx.t(`content:legal.pages.${slug}.description`),
    jsonLd: [breadcrumbs(ctx, [{ name: title, path: legalPath(slug) }])],
  };
};

/** The spec's test route A: no data, kept out of search engines. */
export const testPage: PagePrefetch = async ({ t }) => ({
  title: t('content:test.title'),
  description: t('content:test.text'),
  noindex: true,
});
