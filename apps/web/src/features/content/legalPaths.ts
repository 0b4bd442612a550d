import { LEGAL_SLUGS, type LegalSlug } from '@shop/contract';

/** The spec's own routes for two of the legal pages (docs/product.md §2); the others live under /legal/{slug}. */
const SPEC_PATHS: Partial<Record<LegalSlug, string>> = { privacy: '/privacy', terms: '/termsofconditions' };

export const legalPath = (slug: LegalSlug) => SPEC_PATHS[slug] ?? `/legal/${slug}`;

/** The legal page a spec route shows (/privacy → privacy), in any case, with or without a trailing slash. */
export function slugOfSpecPath(pathname: string): LegalSlug | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return (Object.keys(SPEC_PATHS) as LegalSlug[]).find((slug) => SPEC_PATHS[slug] === path);
}

export const isLegalSlug = (value: string): value is LegalSlug => (LEGAL_SLUGS as readonly string[]).includes(value);
