import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';
import { useLang } from '../i18n/useLang';
import { SpriteIcon } from './SpriteIcon';

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars for a 0-5 rating: whole stars, then a half star when the fraction is .5 or more (docs/product.md §4). */
export function starFills(rating: number): StarFill[] {
  const r = Math.min(5, Math.max(0, rating));
  const full = Math.floor(r);
  const half = r - full >= 0.5;
  return Array.from({ length: 5 }, (_, i) => (i < full ? 'full' : i === full && half ? 'half' : 'empty'));
}

interface StarsProps {
  rating: number;
  size?: number;
  className?: string;
}

/**
 * Rating stars. They run in the reading direction and a half star is filled on its start side, so
 * Arabic pages show them mirrored.
 */
export function Stars({ rating, size = 16, className = '' }: StarsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const label = t('product.rating', {
    rating: formatNumber(rating, lang, { maximumFractionDigits: 1 }),
  });
  return (
    <span role="img" aria-label={label} className={`inline-flex items-center gap-0.5 ${className}`}>
      {starFills(rating).map((fill, i) => (
        <span key={i} data-star={fill} className="relative inline-block" style={{ width: size, height: size }}>
          <SpriteIcon
            name="star"
            size={size}
            className={fill === 'full' ? 'fill-honey-400 text-honey-500' : 'fill-cream-200 text-ink-300'}
          />
          {fill === 'half' && (
            <span className="absolute inset-y-0 start-0 w-1/2 overflow-hidden">
              <SpriteIcon name="star" size={size} className="fill-honey-400 text-honey-500" />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
