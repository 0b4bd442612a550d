// The audit log: every admin change, newest first, with who, when, what and the values before and after;
// filtered by what was changed (its kind and id), by the admin who changed it and by days. Values read as the
// shop speaks: money in the page's language (fils and AED alike), status names for status ids, yes/no, dates,
// and every field by its label in the page's language.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CARRIER_NAMES, CARRIERS, type Carrier, type CallData } from '@shop/contract';
import { adminAuditListCall } from '@shop/contract/adminCalls';
import { apiData } from '../../api';
import { countryName, formatDate, formatNumber, formatPercent, formatPrice, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { PageHeader } from '../components/PageHeader';
import { Pager, noRows } from '../components/Pager';
import { adminFailed } from '../components/AdminsOnly';
import { CARD, LABEL } from '../components/table';
import { auditDiff, camelKey, show, words, type AuditRecord } from './auditDiff';

type Entry = CallData<typeof adminAuditListCall>['rows'][number];

/** The kinds of things the server's changes record (the `entity` of audit()). */
const ENTITIES = [
  'product',
  'order',
  'return_request',
  'coupon',
  'review',
  'customer',
  'notification',
  'group',
  'category',
  'variation',
  'banner',
  'settings',
  'region',
  'branch',
  'faq',
  'legal',
  'quiz_question',
  'user',
  'carrier_payout',
] as const;
/** Keys whose numbers are fils (the tables' rows, schema.ts): shown as money. */
const FILS = new Set([
  'listPrice',
  'costPrice',
  'salePrice',
  'minOrder',
  'deliveryFee',
  'price',
  'priceAtPurchase',
  'balance',
  'balanceChange',
  'refundAmount',
  'refundCard',
  'refundedToWallet',
  'total',
  'vat',
  'shippingCost',
  'codFee',
  'walletUsed',
  'cardAmount',
  'discount',
  'couponDiscount',
  // A carrier payout's (payout.record).
  'received',
  'fees',
]);
/** Keys whose numbers are AED (the console's own fields, as the settings are saved). */
const AED = new Set(['cod_fee', 'cod_max']);
/** An instant or a day as the server stores it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
const STATUS_IDS = new Set(['statusId', 'itemStatusId', 'fromStatus', 'toStatus']);

const isCarrier = (v: string): v is Carrier => (CARRIERS as readonly string[]).includes(v);

/** Console pages an entry can link to. */
const PAGES: Partial<Record<string, string>> = { product: '/admin/products/', order: '/admin/orders/', customer: '/admin/customers/' };

export default function AuditPage() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const entity = params.get('entity') ?? '';
  const entityId = params.get('id') ?? '';
  const actorId = params.get('actor') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const offset = Number(params.get('offset') ?? 0);
  const [draft, setDraft] = useState({ entity, entityId, actorId, from, to });
  const fields = {
    entity: entity || undefined,
    entity_id: entityId || undefined,
    actor_id: actorId || undefined,
    from: from || undefined,
    to: to || undefined,
    offset,
  };
  const log = useQuery({
    queryKey: ['admin_audit', fields],
    queryFn: ({ signal }) => apiData(adminAuditListCall, fields, { signal }),
    placeholderData: keepPreviousData,
  });
  const search = (next: typeof draft, at = 0) =>
    setParams({
      ...(next.entity ? { entity: next.entity } : {}),
      ...(next.entityId.trim() ? { id: next.entityId.trim() } : {}),
      ...(next.actorId ? { actor: next.actorId } : {}),
      ...(next.from ? { from: next.from } : {}),
      ...(next.to ? { to: next.to } : {}),
      ...(at ? { offset: String(at) } : {}),
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    search(draft);
  };

  return (
    <>
      <PageHeader title={t('nav.audit')} />
      <form role="search" aria-label={t('audit.filter')} onSubmit={submit} className={`${CARD} mb-4 flex flex-wrap items-end gap-3`}>
        <div className="min-w-40 flex-1">
          <label htmlFor="audit-entity" className={LABEL}>
            {t('audit.entity')}
          </label>
          <select
            id="audit-entity"
            className="field"
            value={draft.entity}
            onChange={(e) => setDraft((d) => ({ ...d, entity: e.target.value }))}
          >
            <option value="">{t('audit.all')}</option>
            {ENTITIES.map((e) => (
              <option key={e} value={e}>
                {t(`audit.entities.${e}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="w-36">
          <label htmlFor="audit-id" className={LABEL}>
            {t('audit.entityId')}
          </label>
          <input
            id="audit-id"
            className="field"
            inputMode="numeric"
            dir="ltr"
            maxLength={50}
            value={draft.entityId}
            onChange={(e) => setDraft((d) => ({ ...d, entityId: e.target.value }))}
          />
        </div>
        <div className="min-w-40 flex-1">
          <label htmlFor="audit-actor" className={LABEL}>
            {t('auditFilter.admin')}
          </label>
          <select
            id="audit-actor"
            className="field"
            value={draft.actorId}
            onChange={(e) => setDraft((d) => ({ ...d, actorId: e.target.value }))}
          >
            <option value="">{t('audit.all')}</option>
            {(log.data?.actors ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <div className="w-40">
          <label htmlFor="audit-from" className={LABEL}>
            {t('orders.from')}
          </label>
          <input
            id="audit-from"
            type="date"
            className="field"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
        </div>
        <div className="w-40">
          <label htmlFor="audit-to" className={LABEL}>
            {t('orders.to')}
          </label>
          <input
            id="audit-to"
            type="date"
            className="field"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
        </div>
        <button type="submit" className="btn btn-secondary">
          {t('audit.apply')}
        </button>
      </form>
      <QueryState query={log} failed={adminFailed} empty={<EmptyState title={t('audit.none')} />} isEmpty={noRows}>
        {(data) => (
          <>
            <ol className="space-y-3">
              {data.rows.map((row) => (
                <AuditEntry key={row.id} row={row} />
              ))}
            </ol>
            <Pager offset={offset} total={data.total} onOffset={(o) => search({ entity, entityId, actorId, from, to }, o)} />
          </>
        )}
      </QueryState>
    </>
  );
}

function AuditEntry({ row }: { row: Entry }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const present = (key: string, v: unknown, record: AuditRecord): string | null => {
    if (typeof v === 'number' && FILS.has(key)) return formatPrice(v / 100, lang);
    if (typeof v === 'number' && AED.has(key)) return formatPrice(v, lang);
    // A coupon's value: fils for a fixed amount, a percent otherwise.
    if (typeof v === 'number' && key === 'value' && record.kind === 'fixed') return formatPrice(v / 100, lang);
    if (typeof v === 'number' && key === 'value' && record.kind === 'percent') return formatPercent(v, lang);
    if (key === 'kind' && (v === 'fixed' || v === 'percent')) return t(`coupons.${v}`);
    if (key === 'kind' && v === 'free_delivery') return t('coupons.freeDelivery');
    if (key === 'status' && typeof v === 'string') return t(`returns.state.${v}`, { defaultValue: v });
    if (key === 'registrationAuthority' && typeof v === 'string') return t(`products.authority.${v}`, { defaultValue: v });
    if (key === 'countryOfOrigin' && typeof v === 'string') return countryName(v, lang);
    if (key === 'carrier' && typeof v === 'string')
      return isCarrier(v) && v !== 'other' ? CARRIER_NAMES[v][lang] : v === 'other' ? t('order.ship.other') : v;
    if (typeof v === 'string' && ISO_DATE.test(v))
      return formatDate(v, lang, v.includes('T') ? { dateStyle: 'medium', timeStyle: 'short' } : undefined);
    if (typeof v === 'number' && STATUS_IDS.has(key)) return t(`status.${v}`, { defaultValue: String(v) });
    if (typeof v === 'number') return formatNumber(v, lang);
    if (typeof v === 'boolean') return t(v ? 'auditFilter.yes' : 'auditFilter.no');
    return show(v);
  };
  const diff = auditDiff(row.before, row.after, (key) => t(`auditFields.${camelKey(key)}`, { defaultValue: words(key) }), present);
  const what = `${t(`audit.entities.${row.entity}`, { defaultValue: row.entity })}${row.entity_id ? ` #${row.entity_id}` : ''}`;
  const page = PAGES[row.entity];
  return (
    <li className={CARD}>
      <article aria-labelledby={`audit-${row.id}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={`audit-${row.id}`} className="font-bold text-ink-900">
            {t(`audit.actions.${row.action}`, { defaultValue: row.action })}
          </h2>
          <time dateTime={row.created_at} className="text-sm text-ink-600">
            {formatDate(row.created_at, lang, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </div>
        <p className="text-sm text-ink-700">
          {page && row.entity_id ? (
            <Link to={`${page}${row.entity_id}`} className="font-semibold text-honey-700 hover:underline">
              {what}
            </Link>
          ) : (
            <span className="font-semibold">{what}</span>
          )}{' '}
          · {t('audit.by', { actor: row.actor || t('audit.system') })}
        </p>
        {diff.length > 0 && (
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">{t('audit.changes')}</caption>
            <thead>
              <tr className="text-xs text-ink-600">
                <th className="w-1/4 pe-2 pb-1 text-start font-semibold">{t('audit.field')}</th>
                <th className="pe-2 pb-1 text-start font-semibold">{t('audit.before')}</th>
                <th className="pb-1 text-start font-semibold">{t('audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {diff.map((d) => (
                <tr key={d.key} className="border-t border-cream-300 align-top">
                  <th scope="row" className="py-1 pe-2 text-start font-medium text-ink-800">
                    {d.key || t('audit.value')}
                  </th>
                  {/* bdi: a value keeps its own direction while the cell aligns with the page. */}
                  <td className="py-1 pe-2 break-all text-danger-700">
                    <bdi>{d.before ?? '—'}</bdi>
                  </td>
                  <td className="py-1 break-all text-herb-700">
                    <bdi>{d.after ?? '—'}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </article>
    </li>
  );
}
