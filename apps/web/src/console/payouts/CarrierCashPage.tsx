// Carrier cash: the cash-on-delivery money Aramex and Quiqup still hold (delivered cash orders no payout
// settled, the oldest first, so the owner can chase them), a carrier's payout report checked then recorded all or
// nothing, and the payouts recorded with each line's outcome.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { CARRIERS_WITH_API, PAYOUT_CSV_COLUMNS, payoutLineCheck, type CarrierWithApi, type PayoutOutcome } from '@shop/contract';
import {
  adminPayoutCall,
  adminPayoutPreviewCall,
  adminPayoutRecordCall,
  adminPayoutsCall,
  adminPayoutsOutstandingCall,
} from '@shop/contract/adminCalls';
import { api, apiData, useApiMutation } from '../../api';
import { formatDate, formatDay, formatNumber, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { adminFailed } from '../components/AdminsOnly';
import { Money } from '../components/Money';
import { PageHeader } from '../components/PageHeader';
import { CARD, LABEL, TABLE, TABLE_WRAP, TD, TH } from '../components/table';

interface Form {
  carrier: CarrierWithApi;
  reference: string;
  paid_on: string;
  fees: string;
  csv: string;
}
type LineCheck = z.infer<typeof payoutLineCheck>;
interface Checked {
  /** The form as the server checked it. */
  form: Form;
  lines: LineCheck[];
  valid: boolean;
  errors: string[];
  cod_total: number;
  fees: number;
  received: number;
  recorded?: boolean;
}

// A refused record carries the checked lines (or only the report's errors) in `data`.
const refusedCheck = z.object({ lines: z.array(payoutLineCheck).optional(), errors: z.array(z.string()).optional() });

/** The outcome's colours: green settled, amber to look at, red not this carrier's cash. */
const OUTCOME_CLASS: Record<PayoutOutcome, string> = {
  matched: 'bg-herb-50 text-herb-700',
  amount_differs: 'bg-honey-100 text-honey-800',
  already_paid: 'bg-honey-100 text-honey-800',
  not_delivered: 'bg-honey-100 text-honey-800',
  not_cash: 'bg-danger-50 text-danger-700',
  unknown_tracking: 'bg-danger-50 text-danger-700',
};

function Outcome({ outcome }: { outcome: PayoutOutcome }) {
  const { t } = useTranslation('console');
  return (
    <span data-outcome={outcome} className={`rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${OUTCOME_CLASS[outcome]}`}>
      {t(`carrierCash.outcome.${outcome}`)}
    </span>
  );
}

const today = () => new Date().toISOString().slice(0, 10);
const sameForm = (a: Form, b: Form) => JSON.stringify(a) === JSON.stringify(b);

function Outstanding() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const query = useQuery({
    queryKey: ['admin_payouts', 'outstanding'],
    queryFn: ({ signal }) => apiData(adminPayoutsOutstandingCall, {}, { signal }),
  });
  return (
    <section aria-labelledby="cash-outstanding" className="mb-6">
      <h2 id="cash-outstanding" className="mb-3 font-bold text-ink-900">
        {t('carrierCash.outstanding')}
      </h2>
      <QueryState query={query} failed={adminFailed}>
        {(carriers) => (
          <div className="grid gap-3 sm:grid-cols-2">
            {carriers.map((c) => (
              <div key={c.carrier} className={CARD} aria-label={t(`carrierCash.carriers.${c.carrier}`)} role="group">
                <h3 className="font-bold text-ink-900">{t(`carrierCash.carriers.${c.carrier}`)}</h3>
                {c.count === 0 ? (
                  <p className="mt-1 text-sm text-ink-700">{t('carrierCash.nothingOut')}</p>
                ) : (
                  <>
                    <p className="mt-1 text-xl font-bold">
                      <Money aed={c.total} />
                    </p>
                    <p className="text-sm text-ink-700">
                      {t('carrierCash.orders', { count: c.count, n: formatNumber(c.count, lang) })}
                      {c.oldest_delivered_at && <> · {t('carrierCash.oldest', { date: formatDate(c.oldest_delivered_at, lang) })}</>}
                    </p>
                    <ul className="mt-2 max-h-40 overflow-y-auto text-sm">
                      {c.orders.map((o) => (
                        <li key={o.id} className="flex justify-between gap-2">
                          <Link to={`/admin/orders/${o.id}`} className="link">
                            #{o.id} <bdi dir="ltr">{o.tracking_number}</bdi>
                          </Link>
                          <span className="text-ink-600">{formatDate(o.delivered_at, lang)}</span>
                          <Money aed={o.due} />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function LinesTable({
  caption,
  lines,
}: {
  caption: string;
  lines: (LineCheck | (Omit<LineCheck, 'errors' | 'amount'> & { amount: number; errors?: string[] }))[];
}) {
  const { t } = useTranslation('console');
  const lang = useLang();
  return (
    <div className={TABLE_WRAP}>
      <table className={TABLE}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th className={TH}>{t('carrierCash.line')}</th>
            {/* The outcome beside the line: on a phone the table scrolls, and the outcome is what the owner reads. */}
            <th className={TH}>{t('carrierCash.result')}</th>
            <th className={TH}>{t('carrierCash.tracking')}</th>
            <th className={`${TH} text-end`}>{t('carrierCash.amount')}</th>
            <th className={`${TH} text-end`}>{t('carrierCash.expected')}</th>
            <th className={TH}>{t('carrierCash.order')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.line} className={(l.errors?.length ?? 0) > 0 ? 'bg-danger-50' : ''}>
              <td className={TD}>{formatNumber(l.line, lang)}</td>
              <td className={TD}>
                {l.errors && l.errors.length > 0 ? (
                  <ul className="font-semibold text-danger-700">
                    {l.errors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </ul>
                ) : (
                  l.outcome && <Outcome outcome={l.outcome} />
                )}
              </td>
              <td className={TD}>
                <bdi dir="ltr">{l.tracking_number}</bdi>
              </td>
              <td className={`${TD} text-end`}>{l.amount === null ? '—' : <Money aed={l.amount} />}</td>
              <td className={`${TD} text-end`}>{l.expected === null ? '—' : <Money aed={l.expected} />}</td>
              <td className={TD}>
                {l.order_id === null ? (
                  '—'
                ) : (
                  <Link to={`/admin/orders/${l.order_id}`} className="link">
                    #{l.order_id}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordPayout() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const [form, setForm] = useState<Form>({ carrier: 'aramex', reference: '', paid_on: today(), fees: '0', csv: '' });
  const [checked, setChecked] = useState<Checked | null>(null);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const fields = (f: Form) => ({ ...f, fees: f.fees.trim() === '' ? '0' : f.fees });

  const preview = useApiMutation({
    run: (f: Form) => api(adminPayoutPreviewCall, fields(f)),
    onDone: (answer, f) => setChecked({ form: f, ...answer.data }),
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('loadFailed')),
  });
  const record = useApiMutation({
    run: (f: Form) => api(adminPayoutRecordCall, fields(f)),
    // Both clicks of a double click arrive before the button shows as busy: one payout, one request (the second
    // would be refused as the reference recorded and turn the status red over a payout that was recorded).
    exclusive: true,
    refresh: [['admin_payouts']],
    onDone: (answer, f) => {
      toast.success(answer.msg);
      setChecked({ form: f, ...answer.data, recorded: true });
    },
    onRefused: (refusal, f) => {
      toast.error(refusal.message);
      const parsed = refusedCheck.safeParse(refusal.answer.data);
      if (parsed.success && checked)
        setChecked({
          ...checked,
          form: f,
          valid: false,
          lines: parsed.data.lines ?? checked.lines,
          errors: parsed.data.errors ?? checked.errors,
        });
    },
    onFailed: () => toast.error(t('loadFailed')),
  });

  const chooseFile = async (file: File | undefined) => {
    if (file) set({ csv: await file.text() });
  };
  const current = checked !== null && sameForm(checked.form, form);
  const bad = checked?.lines.filter((l) => l.errors.length > 0).length ?? 0;
  const busy = preview.isPending || record.isPending;
  const canRecord = current && checked.valid && !checked.recorded && !busy;
  const ready = form.reference.trim() !== '' && form.paid_on !== '' && form.csv.trim() !== '';

  return (
    <section className={`${CARD} mb-6`} aria-labelledby="record-payout">
      <h2 id="record-payout" className="font-bold text-ink-900">
        {t('carrierCash.record.title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-ink-700">{t('carrierCash.record.hint', { columns: PAYOUT_CSV_COLUMNS.join(',') })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="payout-carrier" className={LABEL}>
            {t('carrierCash.carrier')}
          </label>
          <select
            id="payout-carrier"
            className="field"
            value={form.carrier}
            onChange={(e) => set({ carrier: e.target.value as CarrierWithApi })}
          >
            {CARRIERS_WITH_API.map((c) => (
              <option key={c} value={c}>
                {t(`carrierCash.carriers.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="payout-reference" className={LABEL}>
            {t('carrierCash.reference')}
          </label>
          <input
            id="payout-reference"
            className="field"
            dir="ltr"
            maxLength={100}
            value={form.reference}
            onChange={(e) => set({ reference: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="payout-paid-on" className={LABEL}>
            {t('carrierCash.paidOn')}
          </label>
          <input
            id="payout-paid-on"
            type="date"
            className="field"
            value={form.paid_on}
            onChange={(e) => set({ paid_on: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="payout-fees" className={LABEL}>
            {t('carrierCash.fees')}
          </label>
          <input
            id="payout-fees"
            className="field"
            inputMode="decimal"
            dir="ltr"
            value={form.fees}
            onChange={(e) => set({ fees: e.target.value })}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="payout-file" className={LABEL}>
            {t('carrierCash.record.chooseFile')}
          </label>
          <input
            id="payout-file"
            type="file"
            accept=".csv,text/csv"
            className="text-sm"
            onChange={(e) => void chooseFile(e.target.files?.[0])}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="payout-csv" className={LABEL}>
            {t('carrierCash.record.paste')}
          </label>
          <textarea
            id="payout-csv"
            className="field font-mono text-sm"
            dir="ltr"
            rows={6}
            spellCheck={false}
            value={form.csv}
            onChange={(e) => set({ csv: e.target.value })}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <button type="button" className="btn btn-secondary" disabled={!ready || busy} onClick={() => preview.mutate(form)}>
            {t('carrierCash.record.check')}
          </button>
          <button type="button" className="btn btn-primary" disabled={!canRecord} onClick={() => record.mutate(form)}>
            {t('carrierCash.record.submit')}
          </button>
        </div>
      </div>

      {checked && (
        <div className="mt-4">
          <div
            role="status"
            className={`mb-3 rounded-xl p-3 text-sm font-semibold ${!current || !checked.valid ? 'bg-danger-50 text-danger-700' : 'bg-herb-50 text-herb-700'}`}
          >
            {!current
              ? t('carrierCash.record.stale')
              : bad > 0
                ? t('carrierCash.record.invalid', { bad: formatNumber(bad, lang) })
                : checked.recorded
                  ? t('carrierCash.record.recorded')
                  : checked.valid
                    ? t('carrierCash.record.ready')
                    : t('carrierCash.record.refused')}
            {checked.errors.length > 0 && (
              <ul className="mt-1">
                {checked.errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            )}
            {current && bad === 0 && (
              <p className="mt-1 font-normal text-ink-800">
                {t('carrierCash.cod')} <Money aed={checked.cod_total} /> · {t('carrierCash.feesTaken')} <Money aed={checked.fees} /> ·{' '}
                {t('carrierCash.received')} <Money aed={checked.received} />
              </p>
            )}
          </div>
          <LinesTable caption={t('carrierCash.record.preview')} lines={checked.lines} />
        </div>
      )}
    </section>
  );
}

function PayoutLines({ id }: { id: number }) {
  const { t } = useTranslation('console');
  const query = useQuery({
    queryKey: ['admin_payouts', 'view', id],
    queryFn: ({ signal }) => apiData(adminPayoutCall, { id }, { signal }),
  });
  return (
    <QueryState query={query} failed={adminFailed}>
      {(p) => <LinesTable caption={t('carrierCash.linesOf', { reference: p.reference })} lines={p.lines} />}
    </QueryState>
  );
}

function Payouts() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const [open, setOpen] = useState<number | null>(null);
  const query = useQuery({ queryKey: ['admin_payouts', 'list'], queryFn: ({ signal }) => apiData(adminPayoutsCall, {}, { signal }) });
  return (
    <section aria-labelledby="payouts-list">
      <h2 id="payouts-list" className="mb-3 font-bold text-ink-900">
        {t('carrierCash.payouts')}
      </h2>
      <QueryState query={query} failed={adminFailed} empty={<EmptyState title={t('carrierCash.noPayouts')} />}>
        {(rows) => (
          <div className={TABLE_WRAP}>
            <table className={TABLE}>
              <caption className="sr-only">{t('carrierCash.payouts')}</caption>
              <thead>
                <tr>
                  <th className={TH}>{t('carrierCash.paidOn')}</th>
                  <th className={TH}>{t('carrierCash.carrier')}</th>
                  <th className={TH}>{t('carrierCash.reference')}</th>
                  <th className={`${TH} text-end`}>{t('carrierCash.received')}</th>
                  <th className={`${TH} text-end`}>{t('carrierCash.feesTaken')}</th>
                  <th className={TH}>
                    <span className="sr-only">{t('products.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id}>
                    <td className={TD}>{formatDay(p.paid_on, lang)}</td>
                    <td className={TD}>{t(`carrierCash.carriers.${p.carrier}`)}</td>
                    <td className={TD}>
                      <bdi dir="ltr">{p.reference}</bdi>
                    </td>
                    <td className={`${TD} text-end`}>
                      <Money aed={p.received} />
                    </td>
                    <td className={`${TD} text-end`}>
                      <Money aed={p.fees} />
                    </td>
                    <td className={TD}>
                      <ul className="flex flex-wrap gap-1">
                        {(Object.entries(p.counts) as [PayoutOutcome, number][])
                          .filter(([, n]) => n > 0)
                          .map(([o, n]) => (
                            <li key={o}>
                              <Outcome outcome={o} /> {formatNumber(n, lang)}
                            </li>
                          ))}
                      </ul>
                    </td>
                    <td className={`${TD} text-end`}>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        aria-expanded={open === p.id}
                        onClick={() => setOpen(open === p.id ? null : p.id)}
                      >
                        {t('carrierCash.showLines', { reference: p.reference })}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {open !== null && (
        <div className="mt-4">
          <PayoutLines id={open} />
        </div>
      )}
    </section>
  );
}

export default function CarrierCashPage() {
  const { t } = useTranslation('console');
  return (
    <>
      <PageHeader title={t('nav.carrierCash')} />
      <Outstanding />
      <RecordPayout />
      <Payouts />
    </>
  );
}
