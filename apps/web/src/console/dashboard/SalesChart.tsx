// Sales by day as bars, drawn in SVG. Time runs with the reading direction: the SVG is mirrored in Arabic
// so the newest day sits at the reading end. Each bar has a title with its day and amount.
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice, useLang } from '../../i18n';

const HEIGHT = 160;
const BAR = 10;
const GAP = 4;

export function SalesChart({ days }: { days: { day: string; orders: number; sales: number }[] }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const max = Math.max(1, ...days.map((d) => d.sales));
  const width = days.length * (BAR + GAP);
  const total = days.reduce((sum, d) => sum + d.sales, 0);
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rtl:-scale-x-100"
        role="img"
        aria-label={t('dashboard.chartLabel', { total: formatPrice(total, lang) })}
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} stroke="var(--color-ink-200)" />
        {days.map((d, i) => {
          const h = d.sales === 0 ? 0 : Math.max(2, (d.sales / max) * (HEIGHT - 8));
          return (
            <rect key={d.day} x={i * (BAR + GAP) + GAP / 2} y={HEIGHT - h} width={BAR} height={h} rx="2" fill="var(--color-honey-500)">
              <title>{`${formatDate(d.day, lang)}: ${formatPrice(d.sales, lang)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-ink-600">
        <span>{formatDate(first.day, lang, { day: 'numeric', month: 'short' })}</span>
        <span>{t('dashboard.maxDay', { amount: formatPrice(max, lang) })}</span>
        <span>{formatDate(last.day, lang, { day: 'numeric', month: 'short' })}</span>
      </figcaption>
    </figure>
  );
}
