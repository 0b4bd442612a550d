import { SpriteIcon } from './SpriteIcon';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';
import { useLang } from '../i18n/useLang';

interface QuantityControlProps {
  value: number;
  onChange: (value: number) => void;
  /** Lowest quantity (1 on a product page; a cart line uses 0 to remove it). */
  min?: number;
  /** Highest quantity: the stock. */
  max: number;
  /** While a call is under way both buttons are disabled. */
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** Minus, the quantity, plus; never below min nor above max (docs/product.md §5 quantity). */
export function QuantityControl({ value, onChange, min = 1, max, disabled = false, size = 'md' }: QuantityControlProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const button = size === 'sm' ? 'icon-btn sm:size-9!' : 'icon-btn';
  return (
    <div role="group" aria-label={t('quantity.label')} className="inline-flex items-center rounded-full bg-white ring-1 ring-ink-200">
      <button
        type="button"
        className={button}
        aria-label={t('quantity.decrease')}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <SpriteIcon name="minus" size={16} />
      </button>
      <output aria-live="polite" className="min-w-8 text-center font-semibold tabular-nums">
        {formatNumber(value, lang)}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t('quantity.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <SpriteIcon name="plus" size={16} />
      </button>
    </div>
  );
}
