import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/usePageMeta';

/** /A, the spec's test route (docs/product.md §2): a plain page with no data, never indexed. */
export default function TestPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('test.title'), t('test.text'), { noindex: true });
  return (
    <section className="mx-auto max-w-3xl space-y-3 px-4 py-10">
      <h1 className="text-2xl font-bold text-ink-900">{t('test.title')}</h1>
      <p className="text-ink-700">{t('test.text')}</p>
    </section>
  );
}
