// Reviews, newest first, with their product and customer; hiding one takes it out of the product's page
// and rating (the server recomputes the rating and says so). Filters (visibility, awaiting approval, stars, product,
// words) live in the URL; a review held for approval is approved (published, counted) or rejected (stays hidden);
// the shop's answer to a review shows under it on the product page.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminReviewReplyCall, type AdminReview } from '@shop/contract';
import { adminReviewApproveCall, adminReviewRejectCall, adminReviewSetHiddenCall, adminReviewsListCall } from '@shop/contract/adminCalls';
import { api, apiData, type Fields, refreshAfterChange, useApiMutation } from '../../api';
import { EmptyState } from '../../ui/EmptyState';
import { TextArea } from '../../ui/Field';
import { PhotoThumbnails } from '../../ui/PhotoThumbnails';
import { QueryState } from '../../ui/QueryState';
import { Stars } from '../../ui/Stars';
import { toast } from '../../ui/toast';
import { formatDate, useLang } from '../../i18n';
import { PageHeader } from '../components/PageHeader';
import { Pager, noRows } from '../components/Pager';
import { adminFailed } from '../components/AdminsOnly';
import { CARD, LABEL } from '../components/table';
import { AdminFormElement, useAdminForm } from '../components/adminForm';
import { useChange } from '../components/forms';
import { useUrlParams, withFields } from '../../lib/useUrlParams';

export default function ReviewsPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [params, changeParams] = useUrlParams();
  const offset = Number(params.get('offset') ?? 0);
  const fields = {
    hidden: params.get('hidden') ?? undefined,
    pending: params.get('pending') ?? undefined,
    rating: params.get('rating') ?? undefined,
    product_id: params.get('product_id') ?? undefined,
    q: params.get('q') ?? undefined,
    offset,
  };
  const setFilter = (changes: Record<string, string>) => changeParams(withFields(changes));
  const [words, setWords] = useState(params.get('q') ?? '');
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ q: words.trim() });
  };
  const reviews = useQuery({
    queryKey: ['admin_reviews', fields],
    queryFn: ({ signal }) => apiData(adminReviewsListCall, fields, { signal }),
    placeholderData: keepPreviousData,
  });
  const toggle = useApiMutation({
    run: ({ review: r, action }: { review: AdminReview; action: 'toggle' | 'approve' | 'reject' }) =>
      action === 'approve'
        ? api(adminReviewApproveCall, { review_id: r.id })
        : action === 'reject'
          ? api(adminReviewRejectCall, { review_id: r.id })
          : api(adminReviewSetHiddenCall, { review_id: r.id, hidden: !r.hidden }),
    refresh: [['admin_reviews']],
    onDone: (answer) => toast.success(answer.msg),
    onRefused: (refusal) => {
      toast.error(refusal.message);
      void refreshAfterChange(queryClient, ['admin_reviews']);
    },
    onFailed: () => toast.error(t('loadFailed')),
  });

  return (
    <>
      <PageHeader title={t('nav.reviews')} />
      <form onSubmit={search} className={`${CARD} mb-4 grid grid-cols-2 gap-3 lg:grid-cols-5`}>
        <div className="col-span-2">
          <label htmlFor="rv-q" className={LABEL}>
            {t('reviewsFilter.words')}
          </label>
          <div className="flex gap-2">
            <input
              id="rv-q"
              type="search"
              className="field"
              value={words}
              onChange={(e) => setWords(e.target.value)}
              placeholder={t('reviewsFilter.wordsHint')}
            />
            <button type="submit" className="btn btn-primary">
              {t('orders.search')}
            </button>
          </div>
        </div>
        <div>
          <label htmlFor="rv-hidden" className={LABEL}>
            {t('reviewsFilter.visibility')}
          </label>
          <select
            id="rv-hidden"
            className="field"
            value={params.get('hidden') ?? ''}
            onChange={(e) => setFilter({ hidden: e.target.value })}
          >
            <option value="">{t('orders.all')}</option>
            <option value="0">{t('reviewsFilter.visible')}</option>
            <option value="1">{t('reviewsFilter.hidden')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="rv-pending" className={LABEL}>
            {t('reviewsFilter.approval')}
          </label>
          <select
            id="rv-pending"
            className="field"
            value={params.get('pending') ?? ''}
            onChange={(e) => setFilter({ pending: e.target.value })}
          >
            <option value="">{t('orders.all')}</option>
            <option value="1">{t('reviewsFilter.pending')}</option>
            <option value="0">{t('reviewsFilter.decided')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="rv-rating" className={LABEL}>
            {t('reviewsFilter.rating')}
          </label>
          <select
            id="rv-rating"
            className="field"
            value={params.get('rating') ?? ''}
            onChange={(e) => setFilter({ rating: e.target.value })}
          >
            <option value="">{t('orders.all')}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t('reviewsFilter.stars', { count: n })}
              </option>
            ))}
          </select>
        </div>
        {params.get('product_id') && (
          <p className="col-span-2 flex items-center gap-2 text-sm lg:col-span-5">
            {t('reviewsFilter.oneProduct')}
            <button type="button" className="btn btn-quiet" onClick={() => setFilter({ product_id: '' })}>
              {t('reviewsFilter.allProducts')}
            </button>
          </p>
        )}
      </form>
      <QueryState query={reviews} failed={adminFailed} empty={<EmptyState title={t('reviews.none')} />} isEmpty={noRows}>
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.rows.map((r) => (
                <li key={r.id} className={`${CARD} ${r.hidden ? 'opacity-70' : ''}`}>
                  <article aria-labelledby={`rev-${r.id}`} className="flex flex-wrap items-start gap-3">
                    <div className="min-w-0 flex-1">
                      <button
                        type="button"
                        className="text-sm font-semibold text-honey-800 underline-offset-2 hover:underline"
                        aria-label={t('reviewsFilter.ofProduct', { name: r.product.name })}
                        onClick={() => setFilter({ product_id: String(r.product.id) })}
                      >
                        {r.product.name}
                      </button>
                      <h2 id={`rev-${r.id}`} dir="auto" className="text-start font-bold text-ink-900">
                        {r.title}
                      </h2>
                      <Stars rating={r.rating} size={16} />
                      <p dir="auto" className="mt-1 text-start text-sm text-ink-800">
                        {r.description}
                      </p>
                      {r.photos.length > 0 && (
                        // What the shop shows under the review: the owner sees it before deciding to hide it.
                        <PhotoThumbnails
                          className="mt-2"
                          size="small"
                          photos={r.photos.map((url) => ({ href: url, src: url }))}
                          label={t('reviews.photos')}
                          altOf={(n) => t('reviews.photo', { n })}
                        />
                      )}
                      <p className="mt-1 text-xs text-ink-600">
                        <span dir="auto">{r.customer.name}</span> · {formatDate(r.created_at, lang)}
                        {r.pending ? (
                          <span className="ms-2 rounded-full bg-honey-100 px-2 text-honey-800">{t('reviews.pendingTag')}</span>
                        ) : (
                          r.hidden && <span className="ms-2 rounded-full bg-danger-50 px-2 text-danger-700">{t('reviews.hiddenTag')}</span>
                        )}
                      </p>
                      <Reply review={r} />
                    </div>
                    {r.pending ? (
                      <div className="flex gap-2">
                        <button
                          type="button"
                          className="btn btn-primary"
                          disabled={toggle.isPending}
                          aria-label={t('reviews.approveName', { title: r.title })}
                          onClick={() => toggle.mutate({ review: r, action: 'approve' })}
                        >
                          {t('reviews.approve')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-secondary"
                          disabled={toggle.isPending}
                          aria-label={t('reviews.rejectName', { title: r.title })}
                          onClick={() => toggle.mutate({ review: r, action: 'reject' })}
                        >
                          {t('reviews.reject')}
                        </button>
                      </div>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-secondary"
                        disabled={toggle.isPending}
                        aria-label={t(r.hidden ? 'reviews.showName' : 'reviews.hideName', { title: r.title })}
                        onClick={() => toggle.mutate({ review: r, action: 'toggle' })}
                      >
                        {t(r.hidden ? 'reviews.show' : 'reviews.hide')}
                      </button>
                    )}
                  </article>
                </li>
              ))}
            </ul>
            <Pager offset={offset} total={data.total} onOffset={(o) => setFilter({ offset: String(o) })} />
          </>
        )}
      </QueryState>
    </>
  );
}

/** The shop's answer: shown when there is one, written or changed in place ('' takes it away). */
function Reply({ review: r }: { review: AdminReview }) {
  const { t } = useTranslation('console');
  const [editing, setEditing] = useState(false);
  if (!editing)
    return (
      <div className="mt-2">
        {r.reply && (
          <blockquote className="mb-2 rounded-xl border-s-4 border-honey-300 bg-cream-100 px-3 py-2 text-sm">
            <p className="text-xs font-bold text-ink-700">{t('reviewsFilter.shopAnswer')}</p>
            <p dir="auto" className="text-start whitespace-pre-line text-ink-800">
              {r.reply}
            </p>
          </blockquote>
        )}
        <button
          type="button"
          className="btn btn-quiet"
          aria-label={t(r.reply ? 'reviewsFilter.editName' : 'reviewsFilter.answerName', { title: r.title })}
          onClick={() => setEditing(true)}
        >
          {t(r.reply ? 'reviewsFilter.edit' : 'reviewsFilter.answer')}
        </button>
      </div>
    );
  return <ReplyForm review={r} onDone={() => setEditing(false)} />;
}

/** The answer being written; checked with the contract's rules (adminForm.tsx). */
function ReplyForm({ review: r, onDone }: { review: AdminReview; onDone: () => void }) {
  const { t } = useTranslation('console');
  const form = useAdminForm({
    schema: adminReviewReplyCall.request,
    defaultValues: { reply: r.reply },
    toFields: (v) => ({ ...v, review_id: r.id }),
  });
  const save = useChange(
    (fields: Fields<typeof adminReviewReplyCall>) => api(adminReviewReplyCall, fields),
    [['admin_reviews']],
    onDone,
    form,
  );
  return (
    <AdminFormElement
      form={form}
      onValid={(fields) => save.mutate(fields as Fields<typeof adminReviewReplyCall>)}
      className="mt-2 space-y-2"
    >
      <TextArea
        id={`reply-${r.id}`}
        label={t('reviewsFilter.shopAnswer')}
        dir="auto"
        rows={3}
        maxLength={1000}
        error={form.formState.errors.reply?.message}
        {...form.register('reply')}
      />
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('reviewsFilter.publish')}
        </button>
        <button type="button" className="btn btn-quiet" onClick={onDone}>
          {t('reviewsFilter.cancel')}
        </button>
      </div>
    </AdminFormElement>
  );
}
