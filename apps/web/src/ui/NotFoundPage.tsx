import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../lib/usePageMeta';

/** '404 - Not Found' for /notfound and every unknown path (docs/product.md §2). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('notFound.title'), t('notFound.text'));
  return (
    <section className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <svg viewBox="0 0 200 120" className="mb-8 w-56 sm:w-72" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <path
            key={i}
            transform={`translate(${i * 62} ${i === 1 ? 0 : 24})`}
            d="M38 4 70 22.5v37L38 78 6 59.5v-37z"
            fill={i === 1 ? 'var(--color-honey-100)' : 'var(--color-cream-200)'}
            stroke={i === 1 ? 'var(--color-honey-400)' : 'var(--color-ink-200)'}
            strokeWidth="3"
          />
        ))}
        <path d="M100 30c-6 8-9 13-9 17.5a9 9 0 0 0 18 0c0-4.5-3-9.5-9-17.5z" fill="var(--color-honey-500)" />
      </svg>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-lg text-ink-700">{t('notFound.text')}</p>
      <Link to="/" className="btn btn-primary mt-8 px-7">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
