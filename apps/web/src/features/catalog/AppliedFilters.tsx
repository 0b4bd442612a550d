import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@shop/contract';
import { formatNumber, useLang } from '../../i18n';
import { usePriceLabel } from './priceLabel';
import type { Filters } from './listSource';

interface AppliedFiltersProps {
  filters: Filters;
  categories: Category[];
  onRemove: (key: keyof Filters) => void;
  onClearAll: () => void;
}

/** What the filtered list shows, one removable chip per applied filter, and "Clear all". */
export function AppliedFilters({ filters, categories, onRemove, onClearAll }: AppliedFiltersProps) {
  const { t } = useTranslation('catalog/list');
  const lang = useLang();
  const priceLabel = usePriceLabel();
  const chips: { key: keyof Filters; label: string }[] = [];
  if (filters.category !== undefined)
    chips.push({
      key: 'category',
      label:
        filters.category === 0 ? t('filters.all') : (categories.find((c) => c.id === filters.category)?.cat_name ?? t('filters.category')),
    });
  if (filters.price) chips.push({ key: 'price', label: priceLabel(filters.price.from, filters.price.to) });
  if (filters.rating) chips.push({ key: 'rating', label: t('filters.ratingChip', { stars: formatNumber(filters.rating, lang) }) });
  if (filters.sort) chips.push({ key: 'sort', label: t(`filters.sort.${filters.sort}`) });

  return (
    <div role="group" aria-label={t('filters.applied')} className="mb-4 flex flex-wrap items-center gap-2">
      {chips.map((c) => (
        <button
          key={c.key}
          type="button"
          onClick={() => onRemove(c.key)}
          aria-label={t('filters.remove', { filter: c.label })}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-honey-50 ps-4 pe-3 text-sm font-semibold text-honey-900 ring-1 ring-honey-300 hover:bg-honey-100"
        >
          <span dir="auto" className="tabular-nums">
            {c.label}
          </span>
          <X size={16} aria-hidden="true" />
        </button>
      ))}
      <button type="button" className="btn btn-quiet min-h-11 px-3 text-sm underline" onClick={onClearAll}>
        {t('filters.clearAll')}
      </button>
    </div>
  );
}
