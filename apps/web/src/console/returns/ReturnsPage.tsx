// Returned items: the pending queue (oldest first) with reason and description, approved and refused
// ones for reference. Approving refunds to the wallet and sends the card's part through the payment
// provider; the card refund's state shows on the return, and a failed one can be sent again.
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RETURN_STATES, srcSetFor, type AdminReturnRow } from '@shop/contract';
import { adminReturnDecideCall, adminReturnRetryCardRefundCall, adminReturnsListCall } from '@shop/contract/adminCalls';
import { api, apiData, refreshAfterChange, useApiMutation } from '../../api';
import { formatDate, formatNumber, formatPrice, useLang } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { PhotoThumbnails } from '../../ui/PhotoThumbnails';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { PageHeader } from '../components/PageHeader';
import { Thumbnail } from '../components/Thumbnail';
import { Pager, noRows } from '../components/Pager';
import { adminFailed } from '../components/AdminsOnly';
import { CARD } from '../components/table';

type State = (typeof RETURN_STATES)[number];
type Decision = { row: AdminReturnRow; decision: 'approve' | 'refuse' };

/** The server's message, as an error when the card refund failed (the approval itself stands). */
const announce = ({ data, msg }: { data: AdminReturnRow; msg: string }) =>
  (data.card_refund?.state === 'failed' ? toast.error : toast.success)(msg);

export default function ReturnsPage() {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>('pending');
  const [offset, setOffset] = useState(0);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const returns = useQuery({
    queryKey: ['admin_returns', state, offset],
    queryFn: ({ signal }) => apiData(adminReturnsListCall, { state, offset }, { signal }),
    placeholderData: keepPreviousData,
  });
  const refreshAll = () => {
    void refreshAfterChange(queryClient, ['admin_returns']);
    void refreshAfterChange(queryClient, ['admin_dashboard']);
  };
  const decide = useApiMutation({
    run: ({ row, decision }: Decision) => api(adminReturnDecideCall, { return_id: row.id, decision }),
    onDone: (answer) => {
      setDeciding(null);
      announce(answer);
      refreshAll();
    },
    onRefused: (refusal) => {
      setDeciding(null);
      toast.error(refusal.message);
      refreshAll();
    },
    onFailed: () => toast.error(t('loadFailed')),
  });
  const retry = useApiMutation({
    run: (row: AdminReturnRow) => api(adminReturnRetryCardRefundCall, { return_id: row.id }),
    onDone: (answer) => {
      announce(answer);
      refreshAll();
    },
    onRefused: (refusal) => {
      toast.error(refusal.message);
      refreshAll();
    },
    onFailed: () => toast.error(t('loadFailed')),
  });

  return (
    <>
      <PageHeader title={t('nav.returns')}>
        <div role="group" aria-label={t('returns.show')} className="flex gap-1 rounded-full bg-cream-200 p-1">
          {RETURN_STATES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={state === s}
              className={`min-h-10 rounded-full px-4 text-sm font-semibold ${state === s ? 'bg-white text-ink-900 shadow-card' : 'text-ink-700'}`}
              onClick={() => {
                setState(s);
                setOffset(0);
              }}
            >
              {t(`returns.state.${s}`)}
            </button>
          ))}
        </div>
      </PageHeader>
      <QueryState query={returns} failed={adminFailed} empty={<EmptyState title={t('returns.none')} />} isEmpty={noRows}>
        {(data) => (
          <>
            <ul className="grid gap-3 xl:grid-cols-2">
              {data.rows.map((row) => (
                <ReturnCard
                  key={row.id}
                  row={row}
                  busy={decide.isPending || retry.isPending}
                  onDecide={(decision) => setDeciding({ row, decision })}
                  onRetryCardRefund={() => retry.mutate(row)}
                />
              ))}
            </ul>
            <Pager offset={offset} total={data.total} onOffset={setOffset} />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        message={deciding ? t(`returns.confirm.${deciding.decision}`, { name: deciding.row.product.name }) : ''}
        onConfirm={() => deciding && decide.mutate(deciding)}
        busy={decide.isPending}
      />
    </>
  );
}

function ReturnCard({
  row,
  busy,
  onDecide,
  onRetryCardRefund,
}: {
  row: AdminReturnRow;
  busy: boolean;
  onDecide: (d: 'approve' | 'refuse') => void;
  onRetryCardRefund: () => void;
}) {
  const { t } = useTranslation('console');
  const lang = useLang();
  return (
    <li className={CARD}>
      <article aria-labelledby={`ret-${row.id}`}>
        <div className="flex gap-3">
          <Thumbnail image={row.product.main_image} size={64} />
          <div className="min-w-0 flex-1">
            <h2 id={`ret-${row.id}`} className="font-bold text-ink-900">
              {row.product.name}
            </h2>
            <p className="text-sm text-ink-700">
              <span dir="auto">{row.customer.name}</span> ·{' '}
              <Link to={`/admin/orders/${row.order_id}`} className="font-semibold text-honey-700 hover:underline">
                {t('orders.orderNo', { id: row.order_id })}
              </Link>
            </p>
            <p className="text-sm text-ink-700">
              {t('returns.amount', { quantity: formatNumber(row.quantity, lang), price: formatPrice(row.price_at_purchase, lang) })} ·{' '}
              {t(`payment.${row.payment_method}`)}
            </p>
          </div>
        </div>
        <dl className="mt-3 space-y-1 text-sm">
          <div>
            <dt className="inline font-semibold">{t('returns.reason')}: </dt>
            <dd className="inline">
              {row.reason}
              {row.product_fault && (
                <span className="ms-2 rounded-full bg-honey-50 px-2 text-xs text-honey-800">{t('returns.productFault')}</span>
              )}
            </dd>
          </div>
          {row.description && (
            <div>
              <dt className="inline font-semibold">{t('returns.description')}: </dt>
              <dd dir="auto" className="inline">
                {row.description}
              </dd>
            </div>
          )}
          {row.photos.length > 0 && (
            <div>
              <dt className="mb-1 font-semibold">{t('returnPhotos.title', { count: row.photos.length })}</dt>
              <dd>
                <PhotoThumbnails
                  size="large"
                  photos={row.photos.map((photo) => ({ href: photo, src: photo, srcSet: srcSetFor(photo) }))}
                  label={t('returnPhotos.title', { count: row.photos.length })}
                  altOf={(n) => t('returnPhotos.alt', { n, name: row.product.name })}
                />
              </dd>
            </div>
          )}
          <div className="text-xs text-ink-600">{formatDate(row.created_at, lang, { dateStyle: 'medium', timeStyle: 'short' })}</div>
          {row.refund_to_wallet !== null && row.refund_to_card !== null && (
            <div className="font-semibold text-herb-700">
              {(row.refund_to_wallet > 0 || row.refund_to_card === 0) && (
                <div>{t('returns.refunded.wallet', { amount: formatPrice(row.refund_to_wallet, lang) })}</div>
              )}
              {row.refund_to_card > 0 && (
                <CardRefund
                  amount={formatPrice(row.refund_to_card, lang)}
                  refund={row.card_refund}
                  busy={busy}
                  onRetry={onRetryCardRefund}
                />
              )}
            </div>
          )}
        </dl>
        {row.state === 'pending' && (
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => onDecide('refuse')}>
              {t('returns.refuse')}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onDecide('approve')}>
              {t('returns.approve')}
            </button>
          </div>
        )}
      </article>
    </li>
  );
}

/** The card's part of a refund and where it stands with the payment provider (none for returns approved before it was sent). */
function CardRefund({
  amount,
  refund,
  busy,
  onRetry,
}: {
  amount: string;
  refund: AdminReturnRow['card_refund'];
  busy: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('console');
  if (!refund) return <div>{t('returns.refunded.card', { amount })}</div>;
  if (refund.state !== 'failed') return <div>{t(`returns.cardRefund.${refund.state}`, { amount, id: refund.refund_id ?? '' })}</div>;
  return (
    <div className="flex flex-wrap items-center gap-2 text-danger-700">
      <span>{t('returns.cardRefund.failed', { amount })}</span>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={onRetry}>
        {t('returns.cardRefund.retry')}
      </button>
    </div>
  );
}
