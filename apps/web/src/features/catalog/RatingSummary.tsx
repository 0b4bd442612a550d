import { SpriteIcon } from '../../ui/SpriteIcon';
import { Stars } from '../../ui/Stars';
import { useTranslation } from 'react-i18next';
import type { RatingSummary as Summary } from '@shop/contract';
import { formatNumber, useLang } from '../../i18n';

/** The reviews' average, their count and a bar for each of 5 to 1 stars (shown once there is a review). */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('catalog/product');
  const lang = useLang();
  const num = (n: number) => formatNumber(n, lang, { maximumFractionDigits: 1 });
  return (
    <section
      aria-label={t('details.ratingSummary')}
      data-testid="rating-summary"
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/60 sm:grid-cols-[auto_1fr] sm:gap-8 sm:p-6"
    >
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-bold text-ink-900 tabular-nums">{num(summary.average)}</p>
        <Stars rating={summary.average} size={18} />
        <p className="text-sm text-ink-600">{t('details.reviewCount', { count: summary.count, formatted: num(summary.count) })}</p>
      </div>
      <ul className="space-y-1.5">
        {summary.distribution.map((d) => {
          const share = summary.count ? (d.count / summary.count) * 100 : 0;
          return (
            <li key={d.stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-3 text-sm text-ink-700">
              <span className="flex items-center gap-1">
                <span className="sr-only">{t('details.starsRow', { count: d.stars, formatted: num(d.stars) })}</span>
                <span aria-hidden="true" className="tabular-nums">
                  {num(d.stars)}
                </span>
                <SpriteIcon name="star" size={14} className="fill-honey-400 text-honey-500" />
              </span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-cream-200">
                <span className="block h-full rounded-full bg-honey-500" style={{ width: `${share}%` }} />
              </span>
              <span className="text-end tabular-nums">{num(d.count)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
