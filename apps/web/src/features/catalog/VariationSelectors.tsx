import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type Variation, type VariationOption } from '@shop/contract';
import { secondVariationCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { productPath } from '../../ui/ProductCard';
import { toast, TOAST_MS } from '../../ui/toast';

interface OptionsProps {
  variation: Variation;
  options: VariationOption[];
  selected: string | undefined;
  onChoose: (option: VariationOption) => void;
  busy?: boolean;
}

function Options({ variation, options, selected, onChoose, busy = false }: OptionsProps) {
  const { t } = useTranslation('catalog/product');
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} aria-busy={busy} className="space-y-2">
      <p id={labelId} className="flex items-center gap-2 text-sm font-semibold text-ink-800">
        {variation.variation_name}
        {busy && (
          <span role="status" className="inline-flex items-center gap-1.5 font-normal text-ink-600">
            <span className="size-4 animate-spin rounded-full border-2 border-honey-200 border-t-honey-600" aria-hidden="true" />
            {t('details.loadingOptions')}
          </span>
        )}
      </p>
      <div className={`flex flex-wrap gap-2 ${busy ? 'opacity-50' : ''}`}>
        {options.map((o) => {
          const on = o.option_value === selected;
          return (
            <button
              key={`${o.option_value}-${o.product_id}`}
              type="button"
              aria-pressed={on}
              disabled={busy}
              onClick={() => onChoose(o)}
              className={`min-h-11 min-w-11 rounded-xl px-4 text-sm font-semibold ring-1 transition-colors ${
                on ? 'bg-ink-900 text-cream-50 ring-ink-900' : 'bg-white text-ink-800 ring-ink-200 hover:ring-honey-500'
              }`}
            >
              {o.option_value}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Up to two variation selectors (docs/product.md §4 Product details): choosing a first option reloads the second's
 * options (with a loading indicator); choosing a second option opens that product. With a single
 * selector, an option opens its product at once.
 */
export function VariationSelectors({ productId, variations }: { productId: number; variations: Variation[] }) {
  const { t } = useTranslation('catalog/product');
  const navigate = useNavigate();
  const [first, second] = variations;
  const current = (v: Variation | undefined) => v?.options.find((o) => o.product_id === productId)?.option_value;
  const [firstValue, setFirstValue] = useState(() => current(first));
  const [secondOptions, setSecondOptions] = useState(() => second?.options ?? []);

  const reload = useApiMutation({
    run: (option: VariationOption) =>
      api(secondVariationCall, {
        variation_id: first!.variation_id,
        main_product_id: first!.main_product_id,
        option_value: option.option_value,
      }),
    onDone: (answer) => setSecondOptions(answer.data),
    onFailed: () => toast.error(t('details.variationFailed'), { duration: TOAST_MS.short }),
  });

  if (!first) return null;
  const open = (option: VariationOption) => {
    if (option.product_id !== productId) navigate(productPath(option.product_id));
  };
  const chooseFirst = (option: VariationOption) => {
    if (!second) return open(option);
    setFirstValue(option.option_value);
    reload.mutate(option);
  };
  // The second's current option is this product's while the first shows this product's value.
  const secondSelected = firstValue === current(first) ? current(second) : undefined;

  return (
    <div className="space-y-4">
      <Options variation={first} options={first.options} selected={firstValue} onChoose={chooseFirst} />
      {second && <Options variation={second} options={secondOptions} selected={secondSelected} onChoose={open} busy={reload.isPending} />}
    </div>
  );
}
