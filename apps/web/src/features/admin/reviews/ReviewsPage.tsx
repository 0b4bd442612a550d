// Reviews, newest first, with their product and customer; hiding one takes it out of the product's page
// and rating (the server recomputes the rating and says so).
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type AdminReview } from '@shop/contract';
import { adminReviewSetHiddenCall, adminReviewsListCall } from '@shop/contract/calls';
import { api, apiData } from '../../../api/client';
import { formatDate } from '../../../i18n/format';
import { useLang } from '../../../i18n/useLang';
import { EmptyState } from '../../../ui/EmptyState';
import { Stars } from '../../../ui/Stars';
import { toast } from '../../../ui/toast';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { QueryState } from '../components/QueryState';
import { CARD } from '../components/table';

export default function ReviewsPage() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const reviews = useQuery({
    queryKey: ['admin_reviews', offset],
    queryFn: ({ signal }) => apiData(adminReviewsListCall, { offset }, { signal }),
    placeholderData: keepPreviousData,
  });
  const toggle = useMutation({
    mutationFn: (r: AdminReview) => api(adminReviewSetHiddenCall, { review_id: r.id, hidden: !r.hidden }),
    onSuccess: (answer) => {
      if (answer.status) toast.success(answer.msg);
      else toast.error(answer.msg);
      void queryClient.invalidateQueries({ queryKey: ['admin_reviews'] });
    },
    onError: () => toast.error(t('loadFailed')),
  });

  return (
    <>
      <PageHeader title={t('nav.reviews')} />
      <QueryState query={reviews}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={t('reviews.none')} />
          ) : (
            <>
              <ul className="space-y-3">
                {data.rows.map((r) => (
                  <li key={r.id} className={`${CARD} ${r.hidden ? 'opacity-70' : ''}`}>
                    <article aria-labelledby={`rev-${r.id}`} className="flex flex-wrap items-start gap-3">
                      <div className="min-w-0 flex-1">
                        <p className="text-sm font-semibold text-honey-800">{r.product.name}</p>
                        <h2 id={`rev-${r.id}`} dir="auto" className="text-start font-bold text-ink-900">
                          {r.title}
                        </h2>
                        <Stars rating={r.rating} size={16} />
                        <p dir="auto" className="mt-1 text-start text-sm text-ink-800">
                          {r.description}
                        </p>
                        <p className="mt-1 text-xs text-ink-600">
                          <span dir="auto">{r.customer.name}</span> · {formatDate(r.created_at, lang)}
                          {r.hidden && <span className="ms-2 rounded-full bg-danger-50 px-2 text-danger-700">{t('reviews.hiddenTag')}</span>}
                        </p>
                      </div>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        disabled={toggle.isPending}
                        aria-label={t(r.hidden ? 'reviews.showName' : 'reviews.hideName', { title: r.title })}
                        onClick={() => toggle.mutate(r)}
                      >
                        {t(r.hidden ? 'reviews.show' : 'reviews.hide')}
                      </button>
                    </article>
                  </li>
                ))}
              </ul>
              <Pager offset={offset} total={data.total} onOffset={setOffset} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
