import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { PRICE_RANGES, RATING_FILTERS, type Category, type PriceSort } from '@shop/contract';
import { Stars } from '../../ui/Stars';
import type { Filters } from './listSource';
import { usePriceLabel } from './priceLabel';

/** Ordered by (docs/product.md §9): price high to low, low to high, best selling. */
const SORTS: readonly PriceSort[] = ['desc', 'asc', 'best'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Collapsible.Root defaultOpen className="border-b border-ink-200/70 py-3 last:border-b-0">
      <Collapsible.Trigger className="group flex min-h-11 w-full items-center justify-between gap-2 text-start font-semibold text-ink-900">
        {title}
        <ChevronDown size={18} aria-hidden="true" className="text-ink-600 transition-transform group-data-[state=open]:rotate-180" />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <fieldset className="space-y-0.5 pb-1">
          <legend className="sr-only">{title}</legend>
          {children}
        </fieldset>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * A radio choice, picked on its click as well as its change. A click on a server-rendered panel that React has
 * not hydrated yet makes React hydrate it then and there, after the browser has already checked the radio, so
 * React sees no change and the choice would be shown but not kept (docs/decisions/013-react-19.md).
 */
function Choice({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-ink-800 hover:bg-cream-200/70">
      <input type="radio" name={name} checked={checked} onChange={onChange} onClick={onChange} className="size-4 accent-honey-600" />
      {children}
    </label>
  );
}

export interface FilterPanelProps {
  value: Filters;
  onChange: (value: Filters) => void;
  onApply: () => void;
  onClear: () => void;
  categories: Category[];
  /** In the overlay card the buttons stay in view at its bottom while the sections scroll. */
  inOverlay?: boolean;
}

/**
 * The filter panel (docs/product.md §2): collapsible sections, open at first, for Category (All or one), Price,
 * Rate and Ordered by; Apply and Clear.
 */
export function FilterPanel({ value, onChange, onApply, onClear, categories, inOverlay = false }: FilterPanelProps) {
  const { t } = useTranslation('catalog/list');
  const name = useId();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const priceLabel = usePriceLabel();

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
    >
      <Section title={t('filters.category')}>
        <Choice name={`${name}-category`} checked={value.category === 0} onChange={() => set({ category: 0 })}>
          {t('filters.all')}
        </Choice>
        {categories.map((c) => (
          <Choice key={c.id} name={`${name}-category`} checked={value.category === c.id} onChange={() => set({ category: c.id })}>
            {c.cat_name}
          </Choice>
        ))}
      </Section>
      <Section title={t('filters.price')}>
        {PRICE_RANGES.map((r) => (
          <Choice
            key={r.from}
            name={`${name}-price`}
            checked={value.price?.from === r.from && value.price.to === r.to}
            onChange={() => set({ price: { from: r.from, to: r.to } })}
          >
            <span className="tabular-nums">{priceLabel(r.from, r.to)}</span>
          </Choice>
        ))}
      </Section>
      <Section title={t('filters.rate')}>
        {[...RATING_FILTERS].reverse().map((stars) => (
          <Choice key={stars} name={`${name}-rating`} checked={value.rating === stars} onChange={() => set({ rating: stars })}>
            <Stars rating={stars} size={15} />
            <span>{t('filters.andUp')}</span>
          </Choice>
        ))}
      </Section>
      <Section title={t('filters.orderedBy')}>
        {SORTS.map((sort) => (
          <Choice key={sort} name={`${name}-sort`} checked={value.sort === sort} onChange={() => set({ sort })}>
            {t(`filters.sort.${sort}`)}
          </Choice>
        ))}
      </Section>
      <div className={`mt-1 flex gap-3 bg-white pt-3 ${inOverlay ? 'sticky -bottom-6 -mb-6 pb-6' : ''}`}>
        <button type="submit" className="btn btn-primary flex-1">
          {t('filters.apply')}
        </button>
        <button type="button" className="btn btn-secondary flex-1" onClick={onClear}>
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}
