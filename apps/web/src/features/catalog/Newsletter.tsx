import { SpriteIcon } from '../../ui/SpriteIcon';
import { useTranslation } from 'react-i18next';

/** The newsletter block (docs/product.md §2 Home): an email field; the spec gives it no submit behaviour. */
export function Newsletter() {
  const { t } = useTranslation('catalog');
  return (
    // Until drawn it holds its usual height (measured: 236-268 px on phones, 212-215 px wider), padding excluded.
    <section
      id="newsletter"
      className="render-near relative overflow-hidden rounded-3xl bg-honey-100 px-6 py-10 [--near-height:170px] sm:px-12 sm:[--near-height:135px]"
    >
      <svg viewBox="0 0 200 200" className="pointer-events-none absolute -end-10 -top-10 size-56 text-honey-200" aria-hidden="true">
        {[
          [60, 40],
          [120, 40],
          [30, 92],
          [90, 92],
          [150, 92],
          [60, 144],
          [120, 144],
        ].map(([x, y]) => (
          <path key={`${x}-${y}`} transform={`translate(${x! - 30} ${y! - 30})`} d="M30 0 56 15v30L30 60 4 45V15z" fill="currentColor" />
        ))}
      </svg>
      <div className="relative max-w-xl space-y-4">
        <h2 className="text-2xl font-bold tracking-tight text-ink-900">{t('newsletter.title')}</h2>
        <p className="text-ink-700">{t('newsletter.text')}</p>
        <label className="block max-w-md">
          <span className="sr-only">{t('newsletter.email')}</span>
          <span className="relative block">
            <SpriteIcon name="mail" size={18} className="absolute start-4 top-1/2 -translate-y-1/2 text-ink-500" />
            <input
              type="email"
              name="newsletter-email"
              autoComplete="email"
              placeholder={t('newsletter.placeholder')}
              className="field rounded-full ps-11"
            />
          </span>
        </label>
      </div>
    </section>
  );
}
