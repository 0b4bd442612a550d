// The queries that a change to the catalogue's structure or banners alters: the shop's (home, groups,
// categories, lists, product pages) and the product form's choices. Refreshed after each such change, so
// an admin who opens the shop in the same tab sees it at once rather than after the queries' staleTime.
import type { QueryKey } from '@tanstack/react-query';

export const CATALOGUE_READERS: QueryKey[] = [
  ['home'],
  ['groups'],
  ['categories'],
  ['product_list'],
  ['details'],
  ['admin_catalog_options'],
];
