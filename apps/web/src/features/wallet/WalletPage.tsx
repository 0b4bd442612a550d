import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight, Coins, WalletCards } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { walletExchangeCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import type { WalletEntry } from '@shop/contract';
import { formatDate, formatNumber, formatPrice, formatSignedPrice, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingLine, QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { PageTitle } from '../profile';
import { WALLET_HISTORY_KEY, WALLET_KEY, useWallet, useWalletHistory } from './api';

/** One ledger entry: what happened, when, and the signed amount (AED for balance, points for points). */
function EntryRow({ entry }: { entry: WalletEntry }) {
  const { t } = useTranslation('wallet');
  const lang = useLang();
  const incoming = entry.amount > 0;
  // Intl writes the sign where the language puts it.
  const amount =
    entry.kind === 'balance'
      ? formatSignedPrice(entry.amount, lang)
      : t('walletHistory.points', { points: formatNumber(entry.amount, lang, { signDisplay: 'always' }) });
  return (
    <li className="flex items-center gap-3 py-3" data-type={entry.type}>
      <span
        aria-hidden="true"
        className={`grid size-9 shrink-0 place-items-center rounded-full ${incoming ? 'bg-herb-50 text-herb-700' : 'bg-cream-200 text-ink-700'}`}
      >
        {incoming ? <ArrowDownLeft size={18} className="flip-rtl" /> : <ArrowUpRight size={18} className="flip-rtl" />}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink-900">{t(`walletHistory.type.${entry.type}`)}</p>
        <p className="text-sm text-ink-600">
          {formatDate(entry.date, lang, { dateStyle: 'medium', timeStyle: 'short' })}
          {entry.order_id !== null && (
            <>
              {' · '}
              <Link
                to={`/myprofile/orders/${entry.order_id}`}
                className="font-medium whitespace-nowrap text-honey-800 underline-offset-4 hover:underline"
              >
                {t('orders:orders.order', { id: entry.order_id })}
              </Link>
            </>
          )}
        </p>
      </div>
      <p className={`shrink-0 font-bold tabular-nums ${incoming ? 'text-herb-700' : 'text-ink-900'}`} data-testid="entry-amount">
        {amount}
      </p>
    </li>
  );
}

function WalletHistory() {
  const { t } = useTranslation('wallet');
  const history = useWalletHistory();
  return (
    <section aria-labelledby="wallet-history" className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-200/60">
      <h2 id="wallet-history" className="text-lg font-bold text-ink-900">
        {t('walletHistory.title')}
      </h2>
      <QueryState
        query={history}
        loading={<p className="mt-2 text-ink-600">{t('common:loading')}</p>}
        failed={<p className="mt-2 text-danger-700">{t('walletHistory.loadFailed')}</p>}
        empty={<p className="mt-2 text-ink-600">{t('walletHistory.none')}</p>}
      >
        {(rows) => (
          <ul className="mt-2 divide-y divide-ink-200">
            {rows.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** /myprofile/Wallet (docs/product.md §2, §3 Wallet): balance, points, what the points are worth, and redeeming them. */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const lang = useLang();
  usePageMeta(t('profile:menu.wallet'));
  const queryClient = useQueryClient();
  const wallet = useWallet();
  const redeem = useApiMutation({
    run: () => api(walletExchangeCall, {}),
    refresh: [WALLET_HISTORY_KEY],
    onDone: (answer) => {
      queryClient.setQueryData(WALLET_KEY, answer.data);
      toast.success(answer.msg);
    },
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('wallet.exchangeFailed')),
  });

  return (
    <QueryState query={wallet} loading={<LoadingLine />} failed={<EmptyState title={t('wallet.loadFailed')} />}>
      {(w) => (
        <div className="space-y-5">
          <PageTitle text={t('wallet.text')}>{t('profile:menu.wallet')}</PageTitle>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-3xl bg-ink-900 p-6 text-cream-50 shadow-lift">
              <p className="flex items-center gap-2 text-sm font-semibold text-honey-200">
                <WalletCards size={18} aria-hidden="true" />
                {t('wallet.balance')}
              </p>
              <p className="mt-3 text-4xl font-extrabold tracking-tight tabular-nums">{formatPrice(w.balance, lang)}</p>
              <p className="mt-2 text-sm text-cream-200">{t('wallet.balanceHint')}</p>
            </div>
            <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-200/60">
              <p className="flex items-center gap-2 text-sm font-semibold text-honey-800">
                <Coins size={18} aria-hidden="true" />
                {t('wallet.points')}
              </p>
              <p className="mt-3 text-4xl font-extrabold tracking-tight text-ink-900 tabular-nums">{formatNumber(w.points, lang)}</p>
              <p className="mt-2 text-sm text-ink-600">
                {t('wallet.rate', { points: formatNumber(w.aed_points, lang), aed: formatPrice(1, lang) })}
              </p>
            </div>
          </div>
          <section aria-labelledby="redeem" className="rounded-3xl bg-honey-50 p-6 ring-1 ring-honey-200">
            <h2 id="redeem" className="text-lg font-bold text-ink-900">
              {t('wallet.redeemTitle')}
            </h2>
            <p className="mt-1 text-ink-700">
              {w.points_to_balance > 0
                ? t('wallet.redeemable', {
                    amount: formatPrice(w.points_to_balance, lang),
                    points: formatNumber(w.points_to_balance * w.aed_points, lang),
                  })
                : t('wallet.notEnough', { points: formatNumber(w.aed_points, lang) })}
            </p>
            <button
              type="button"
              className="btn btn-primary mt-4"
              disabled={w.points_to_balance < 1 || redeem.isPending}
              onClick={() => redeem.mutate()}
            >
              <ArrowLeftRight size={18} aria-hidden="true" />
              {t('wallet.redeem')}
            </button>
            <p className="mt-4 text-sm text-ink-600">{t('wallet.earn')}</p>
          </section>
          <WalletHistory />
        </div>
      )}
    </QueryState>
  );
}
