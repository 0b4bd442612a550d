// The product page's breadcrumbs: shown on the page and written as its BreadcrumbList JSON-LD from the same steps.
import type { ProductDetail, TrailStep } from '@shop/contract';
import { productPath } from '../../ui/ProductCard';

export const trailPath = (step: TrailStep) => (step.kind === 'group' ? `/groups/${step.id}` : `/categories/${step.id}`);

/** The steps after home: the product's group, its category, the product itself. */
export function productTrail(p: ProductDetail): { name: string; path: string }[] {
  return [...p.trail.map((s) => ({ name: s.name, path: trailPath(s) })), { name: p.name, path: productPath(p.id) }];
}
