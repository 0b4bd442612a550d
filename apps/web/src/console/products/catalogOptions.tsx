// The catalogue's groups and categories, as the product form, the products list's filters and its bulk edit offer
// them: one query, and one way of listing categories with their sub-categories.
import { useQuery } from '@tanstack/react-query';
import type { CallData } from '@shop/contract';
import { adminCatalogOptionsCall } from '@shop/contract/adminCalls';
import { apiData } from '../../api';
import { useLang } from '../../i18n';

export type CatalogOptions = CallData<typeof adminCatalogOptionsCall>;

export const useCatalogOptions = () =>
  useQuery({
    queryKey: ['admin_catalog_options'],
    queryFn: ({ signal }) => apiData(adminCatalogOptionsCall, {}, { signal }),
  });

/** Each top-level category, its sub-categories under it marked by a dash, as a select's options. */
export function CategoryOptions({ categories }: { categories: CatalogOptions['categories'] }) {
  const lang = useLang();
  const name = (c: { name_en: string; name_ar: string }) => (lang === 'ar' ? c.name_ar : c.name_en);
  return categories
    .filter((c) => c.parent_id === null)
    .flatMap((top) => [
      <option key={top.id} value={top.id}>
        {name(top)}
      </option>,
      ...categories
        .filter((sub) => sub.parent_id === top.id)
        .map((sub) => (
          <option key={sub.id} value={sub.id}>
            {`— ${name(sub)}`}
          </option>
        )),
    ]);
}
