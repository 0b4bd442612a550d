// Import prices and stock from a CSV (chosen file or pasted text): the server checks every row and shows
// what would change and what is wrong; applying is all or nothing, so it is offered only when the text
// checked is the text on screen and every row is valid.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csvRowResult, STOCK_CSV_COLUMNS, type CsvRowResult } from '@shop/contract';
import { adminStockImportApplyCall, adminStockImportPreviewCall } from '@shop/contract/adminCalls';
import { z } from 'zod';
import { api, useApiMutation } from '../../api';
import { formatNumber, formatPrice, useLang } from '../../i18n';
import { toast } from '../../ui/toast';
import { CARD, LABEL, TABLE, TABLE_WRAP, TD, TH } from '../components/table';
import { describeChange } from './csvChange';

interface Checked {
  /** The exact text the server checked. */
  csv: string;
  rows: CsvRowResult[];
  valid: boolean;
  /** Set once this text was applied. */
  applied?: boolean;
}

// A refused apply carries the checked rows in `data`.
const refusedRows = z.object({ rows: z.array(csvRowResult) });

export function CsvImport() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);

  const preview = useApiMutation({
    run: (text: string) => api(adminStockImportPreviewCall, { csv: text }),
    onDone: (answer, text) => setChecked({ csv: text, ...answer.data }),
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('loadFailed')),
  });
  const apply = useApiMutation({
    run: (text: string) => api(adminStockImportApplyCall, { csv: text }),
    refresh: [['admin_products'], ['admin_dashboard']],
    onDone: (answer, text) => {
      toast.success(answer.msg);
      setChecked({ csv: text, rows: answer.data.rows, valid: answer.data.valid, applied: true });
    },
    onRefused: (refusal, text) => {
      toast.error(refusal.message);
      const parsed = refusedRows.safeParse(refusal.answer.data);
      if (parsed.success) setChecked({ csv: text, rows: parsed.data.rows, valid: false });
    },
    onFailed: () => toast.error(t('loadFailed')),
  });

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    setCsv(await file.text());
  };

  const current = checked !== null && checked.csv === csv;
  const bad = checked?.rows.filter((r) => r.errors.length > 0).length ?? 0;
  const changed = checked?.rows.filter((r) => r.changes.length > 0).length ?? 0;
  const warned = checked?.rows.filter((r) => r.warnings.length > 0).length ?? 0;
  const canApply = current && checked.valid && changed > 0 && !checked.applied && !apply.isPending;
  const busy = preview.isPending || apply.isPending;

  return (
    <section className={CARD} aria-labelledby="csv-import">
      <h2 id="csv-import" className="font-bold text-ink-900">
        {t('stock.csv.title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-ink-700">{t('stock.csv.hint', { columns: STOCK_CSV_COLUMNS.join(',') })}</p>
      <div className="grid gap-3">
        <div>
          <label htmlFor="csv-file" className={LABEL}>
            {t('stock.csv.chooseFile')}
          </label>
          <input
            id="csv-file"
            type="file"
            accept=".csv,text/csv"
            className="text-sm"
            onChange={(e) => void chooseFile(e.target.files?.[0])}
          />
        </div>
        <div>
          <label htmlFor="csv-text" className={LABEL}>
            {t('stock.csv.paste')}
          </label>
          <textarea
            id="csv-text"
            className="field font-mono text-sm"
            dir="ltr"
            rows={6}
            spellCheck={false}
            value={csv}
            onChange={(e) => setCsv(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-secondary" disabled={csv.trim() === '' || busy} onClick={() => preview.mutate(csv)}>
            {t('stock.csv.check')}
          </button>
          <button type="button" className="btn btn-primary" disabled={!canApply} onClick={() => apply.mutate(csv)}>
            {t('stock.csv.apply')}
          </button>
        </div>
      </div>

      {checked && (
        <div className="mt-4">
          <p
            role="status"
            className={`mb-3 rounded-xl p-3 text-sm font-semibold ${!current || bad > 0 ? 'bg-danger-50 text-danger-700' : 'bg-herb-50 text-herb-700'}`}
          >
            {!current
              ? t('stock.csv.stale')
              : bad > 0
                ? t('stock.csv.invalid', { bad: formatNumber(bad, lang) })
                : checked.applied
                  ? t('stock.csv.applied', { changed: formatNumber(changed, lang) })
                  : changed === 0
                    ? t('stock.csv.nothing')
                    : t('stock.csv.ready', { rows: formatNumber(checked.rows.length, lang), changed: formatNumber(changed, lang) })}
            {current && bad === 0 && !checked.applied && warned > 0 && (
              <span className="block text-honey-800">{t('stock.csv.warned', { count: formatNumber(warned, lang) })}</span>
            )}
          </p>
          <div className={`${TABLE_WRAP} relative`}>
            <table className={TABLE}>
              <caption className="sr-only">{t('stock.csv.preview')}</caption>
              <thead>
                <tr>
                  <th className={TH}>{t('stock.csv.line')}</th>
                  <th className={TH}>{t('stock.csv.product')}</th>
                  <th className={`${TH} text-end`}>{t('stock.csv.field.price')}</th>
                  <th className={`${TH} text-end`}>{t('stock.csv.field.sale_price')}</th>
                  <th className={`${TH} text-end`}>{t('stock.csv.field.stock')}</th>
                  <th className={TH}>{t('stock.csv.result')}</th>
                </tr>
              </thead>
              <tbody>
                {checked.rows.map((r) => (
                  <tr key={r.line} className={r.errors.length > 0 ? 'bg-danger-50' : ''}>
                    <td className={TD}>{formatNumber(r.line, lang)}</td>
                    <td className={TD}>
                      {r.id !== null && <span className="text-ink-600">#{r.id} </span>}
                      {r.name}
                    </td>
                    <td className={`${TD} text-end whitespace-nowrap`}>{r.price === null ? '—' : formatPrice(r.price, lang)}</td>
                    <td className={`${TD} text-end whitespace-nowrap`}>{r.sale_price === null ? '—' : formatPrice(r.sale_price, lang)}</td>
                    <td className={`${TD} text-end`}>{r.stock === null ? '—' : formatNumber(r.stock, lang)}</td>
                    <td className={TD}>
                      {r.errors.length > 0 ? (
                        <ul className="font-semibold text-danger-700">
                          {r.errors.map((e) => (
                            <li key={e}>{e}</li>
                          ))}
                        </ul>
                      ) : (
                        <>
                          {r.changes.length > 0 ? (
                            <ul>
                              {r.changes.map((c) => (
                                <li key={c}>{describeChange(c, t, lang)}</li>
                              ))}
                            </ul>
                          ) : (
                            <span className="text-ink-600">{t('stock.csv.noChange')}</span>
                          )}
                          {r.warnings.length > 0 && (
                            <ul className="mt-1 font-semibold text-honey-800">
                              {r.warnings.map((w) => (
                                <li key={w}>
                                  {t('stock.csv.warning')} {w}
                                </li>
                              ))}
                            </ul>
                          )}
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
