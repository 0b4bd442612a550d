import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';
import { useLang } from '../i18n/useLang';

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
 * Rating stars in one element: its background draws five empty stars and its ::before, from the reading start,
 * the filled ones up to the rating (styles.css .stars). They run in the reading direction and a half star is
 * filled on its start side, so Arabic pages show them mirrored. A list of cards hydrates one element per rating
 * instead of five icons.
 */
export function Stars({ rating, size = 16, className = '' }: StarsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const label = t('product.rating', {
    rating: formatNumber(rating, lang, { maximumFractionDigits: 1 }),
  });
  const fills = starFills(rating);
  const filled = fills.filter((fill) => fill === 'full').length + (fills.includes('half') ? 0.5 : 0);
  return (
    <span
      role="img"
      aria-label={label}
      data-filled={filled}
      className={`stars ${className}`}
      style={{ '--star-size': `${size}px`, '--stars-filled': filled } as CSSProperties}
    />
  );
}
