import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenSort } from './listSource';

/** The spec's three orders (docs/product.md §9), then newest and top rated. */
const CHOICES: readonly ChosenSort[] = ['best', 'asc', 'desc', 'newest', 'rating'];

interface SortControlProps {
  value: ChosenSort | undefined;
  onChange: (sort: ChosenSort | undefined) => void;
  /** A search's own order is its best match; another list's, its most popular. */
  searching: boolean;
}

/** The order of a list, at its top: applied the moment it is chosen, without a second button. */
export function SortControl({ value, onChange, searching }: SortControlProps) {
  const { t } = useTranslation('catalog/list');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-ink-700">
        {t('filters.sortBy')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as ChosenSort | undefined)}
        className="field min-h-11 w-auto py-0 pe-9 text-sm"
      >
        <option value="">{t(searching ? 'filters.sort.relevance' : 'filters.sort.popular')}</option>
        {CHOICES.map((sort) => (
          <option key={sort} value={sort}>
            {t(`filters.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
