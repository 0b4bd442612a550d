import { RotateCcw, Sparkles } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/usePageMeta';
import { EmptyState } from '../../ui/EmptyState';
import { ProductCard } from '../../ui/ProductCard';
import { LoadingVeil, QueryFailed, QueryState } from '../../ui/QueryState';
import { useAddToCart } from '../cart';
import { QUIZ_PATH } from './paths';
import { RecommendationText } from './RecommendationText';
import { useQuizProducts } from './api';

/**
 * /quizresult?yesQuestions=3%2C5 (docs/product.md §2): the recommendation for the questions answered yes. The value
 * goes to the server as it is, so a shared link works and a tampered one shows the empty result.
 */
export default function QuizResultPage() {
  const { t } = useTranslation('quiz');
  usePageMeta(t('result.metaTitle'), t('result.metaDescription'));
  const [params] = useSearchParams();
  const yesQuestions = params.get('yesQuestions') ?? '';
  const { addToCart, addingId } = useAddToCart();

  const result = useQuizProducts(yesQuestions);

  return (
    <QueryState
      query={result}
      loading={<LoadingVeil className="container-page min-h-[60vh]" />}
      failed={
        <div className="container-page">
          <QueryFailed title={t('result.failed')} onRetry={() => void result.refetch()} retryLabel={t('retry')} />
        </div>
      }
      isEmpty={(data) => !data.description && data.products.length === 0}
      empty={
        <div className="container-page py-6">
          <h1 className="sr-only">{t('result.title')}</h1>
          <EmptyState title={t('result.emptyTitle')} text={t('result.emptyText')}>
            <Link to={QUIZ_PATH} className="btn btn-primary">
              <RotateCcw size={18} aria-hidden="true" />
              {t('result.retake')}
            </Link>
          </EmptyState>
        </div>
      }
    >
      {({ description, products }) => (
        <div className="container-page space-y-8 py-6 sm:py-10">
          <section className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-200/60 sm:p-8">
            <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-herb-50 px-3 py-1 text-sm font-semibold text-herb-700">
              <Sparkles size={16} aria-hidden="true" />
              {t('result.kicker')}
            </p>
            <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{t('result.title')}</h1>
            <RecommendationText text={description} />
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <Link to={QUIZ_PATH} className="btn btn-secondary">
                <RotateCcw size={18} aria-hidden="true" />
                {t('result.retake')}
              </Link>
              <p className="text-xs leading-relaxed text-ink-500">{t('disclaimer')}</p>
            </div>
          </section>

          <section className="space-y-4" aria-labelledby="quiz-products">
            <h2 id="quiz-products" className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">
              {t('result.products')}
            </h2>
            {products.length === 0 ? (
              <p className="text-ink-600">{t('result.noProducts')}</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4 xl:grid-cols-5">
                {products.map((p, i) => (
                  <li key={p.id}>
                    <ProductCard
                      product={p}
                      load={i < 4 ? 'eager' : 'lazy'}
                      onAddToCart={() => addToCart(p.id)}
                      adding={addingId === p.id}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </QueryState>
  );
}
