// A family's products as one grid (issue 39 §3): a row per variant (its values in the family's variations), with its
// SKU, price, sale price, stock and visibility edited in place and saved together, all or none. Only changed rows
// are sent, each with the stock it showed, so a sale made meanwhile is never counted over (contract: grid_save.php).
// Each variant stays its own product, the id the original apps address.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminVariantGridSaveCall, issueReason, knownReason, type AdminFamily, type AdminFamilyProduct } from '@shop/contract';
import { api, useApiMutation } from '../../api';
import { useLang } from '../../i18n';
import { toast } from '../../ui/toast';
import { CARD } from '../components/table';
import { Thumbnail } from '../components/Thumbnail';
import { sentence, useReportUnsaved } from '../components/adminForm';
import { CATALOGUE_READERS } from '../components/shopQueries';

type Cell = 'sku' | 'list_price' | 'sale_price' | 'stock';
const CELLS: readonly Cell[] = ['sku', 'list_price', 'sale_price', 'stock'];
type Row = Record<Cell, string> & { visible: boolean };

const rowOf = (p: AdminFamilyProduct): Row => ({
  sku: p.sku,
  list_price: String(p.list_price),
  sale_price: String(p.sale_price),
  stock: String(p.stock),
  visible: p.visible,
});
/** The grid's columns on a wide screen: the variant, the four cells, the box. */
const COLUMNS = 'md:grid-cols-[minmax(10rem,1.4fr)_minmax(7rem,1fr)_repeat(3,minmax(5.5rem,0.8fr))_4.5rem] md:items-start';
const sameRow = (a: Row, b: Row) => CELLS.every((c) => a[c].trim() === b[c].trim()) && a.visible === b.visible;

/** Mounted afresh (keyed by the family's products) whenever the server's family changes: its rows start from it. */
export function VariantGrid({ family }: { family: AdminFamily }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const [rows, setRows] = useState(() => new Map(family.products.map((p) => [p.id, rowOf(p)])));
  // Errors by product and cell: the contract's check before sending, or the server's refusal naming a row's field.
  const [errors, setErrors] = useState(new Map<string, string>());
  const changed = family.products.filter((p) => !sameRow(rows.get(p.id)!, rowOf(p)));
  useReportUnsaved(changed.length > 0);

  /** The rows sent for these products: each as typed, with the stock it showed. */
  const rowsSent = (sent: AdminFamilyProduct[]) =>
    sent.map((p) => {
      const r = rows.get(p.id)!;
      return {
        product_id: p.id,
        sku: r.sku.trim(),
        list_price: r.list_price.trim(),
        sale_price: r.sale_price.trim(),
        stock_was: p.stock,
        stock: r.stock.trim(),
        visible: r.visible ? 1 : 0,
      };
    });
  const fieldsOf = (sent: AdminFamilyProduct[]) => ({ main_product_id: family.main_product_id, variants: JSON.stringify(rowsSent(sent)) });
  /** A refusal's field ('variants.2.sale_price') as the key of its cell, the row counted among those sent. */
  const cellKey = (field: string, sent: AdminFamilyProduct[]) => {
    const [, index, cell] = field.split('.');
    const product = sent[Number(index)];
    return product && cell ? `${product.id}.${cell === 'stock_was' ? 'stock' : cell}` : null;
  };
  const save = useApiMutation({
    run: (sent: AdminFamilyProduct[]) => api(adminVariantGridSaveCall, fieldsOf(sent)),
    refresh: [['admin_family'], ['admin_products'], ...CATALOGUE_READERS],
    onDone: (answer) => toast.success(answer.msg),
    onRefused: (refusal, sent) => {
      const { field, reason } = (refusal.answer.data as { field?: unknown; reason?: unknown } | null) ?? {};
      const key = typeof field === 'string' ? cellKey(field, sent) : null;
      const known = typeof reason === 'string' ? knownReason(reason) : undefined;
      if (key) setErrors(new Map([[key, known ? sentence(known[lang]) : refusal.message]]));
      else toast.error(refusal.message);
    },
    onFailed: () => toast.error(t('loadFailed')),
  });

  const submit = () => {
    const checked = adminVariantGridSaveCall.request.safeParse(fieldsOf(changed));
    if (checked.success) {
      setErrors(new Map());
      save.mutate(changed);
      return;
    }
    const sentRows: Record<string, unknown>[] = rowsSent(changed);
    const found = new Map<string, string>();
    for (const issue of checked.error.issues) {
      const [, index, cell] = issue.path.map(String);
      const key = cellKey(issue.path.map(String).join('.'), changed);
      if (key && !found.has(key)) found.set(key, sentence(issueReason(issue, sentRows[Number(index)]?.[cell ?? ''])[lang]));
    }
    setErrors(found);
  };

  const valuesOf = (p: AdminFamilyProduct) =>
    p.values
      .map((v) => (lang === 'ar' ? v.value_ar : v.value_en))
      .filter(Boolean)
      .join(' · ') || (lang === 'ar' ? p.name_ar : p.name_en);
  const edit = (id: number, change: Partial<Row>) => {
    setRows((now) => new Map(now).set(id, { ...now.get(id)!, ...change }));
    setErrors((now) => {
      const next = new Map(now);
      for (const cell of Object.keys(change)) next.delete(`${id}.${cell}`);
      return next;
    });
  };

  return (
    <section className={`${CARD} mb-4`} aria-labelledby="variant-grid">
      <h2 id="variant-grid" className="text-lg font-bold text-ink-900">
        {t('variants.title')}
      </h2>
      <p className="mb-3 text-sm text-ink-700">{t('variants.hint')}</p>
      {/* A row per variant: its cells side by side under one header on a wide screen, each with its own label on a phone. */}
      <div aria-hidden="true" className={`${COLUMNS} hidden border-b border-cream-300 pb-2 text-xs font-semibold text-ink-600 md:grid`}>
        <span>{t('variants.variant')}</span>
        {CELLS.map((c) => (
          <span key={c} className={c === 'sku' ? '' : 'text-end'}>
            {t(`variants.${c}`)}
          </span>
        ))}
        <span className="text-center">{t('variants.visible')}</span>
      </div>
      <ul aria-label={t('variants.title')}>
        {family.products.map((p) => {
          const r = rows.get(p.id)!;
          const variant = valuesOf(p);
          return (
            <li
              key={p.id}
              aria-label={variant}
              className={`${COLUMNS} grid grid-cols-2 gap-3 border-t border-cream-300 py-3 first:border-t-0 md:gap-2 ${changed.includes(p) ? 'bg-honey-50' : ''}`}
            >
              <div className="col-span-2 flex items-center gap-2 md:col-span-1">
                <Thumbnail image={p.image} size={40} />
                <div className="min-w-0">
                  <bdi className="block font-semibold text-ink-900">{variant}</bdi>
                  <Link to={`/admin/products/${p.id}`} className="text-xs text-honey-700 hover:underline">
                    {t('products.edit', { id: p.id })}
                  </Link>
                </div>
              </div>
              {CELLS.map((c) => {
                const error = errors.get(`${p.id}.${c}`);
                const id = `vg-${p.id}-${c}`;
                return (
                  <div key={c}>
                    <label htmlFor={id} className="mb-1 block text-xs font-semibold text-ink-700 md:sr-only">
                      {t(`variants.${c}`)}
                    </label>
                    <input
                      id={id}
                      className={`field aria-invalid:border-danger-600 ${c === 'sku' ? '' : 'text-end'}`}
                      dir="ltr"
                      inputMode={c === 'sku' ? 'text' : c === 'stock' ? 'numeric' : 'decimal'}
                      autoComplete="off"
                      spellCheck={false}
                      aria-label={t('variants.cell', { field: t(`variants.${c}`), variant })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      value={r[c]}
                      onChange={(e) => edit(p.id, { [c]: e.target.value })}
                    />
                    {error && (
                      <p id={`${id}-error`} className="mt-1 text-xs font-semibold text-danger-700">
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
              <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-700 md:justify-center">
                <input
                  type="checkbox"
                  className="size-5 accent-honey-600"
                  aria-label={t('variants.cell', { field: t('variants.visible'), variant })}
                  checked={r.visible}
                  onChange={(e) => edit(p.id, { visible: e.target.checked })}
                />
                <span className="md:sr-only">{t('variants.visible')}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-end gap-3">
        <p className="text-sm text-ink-700" role="status">
          {changed.length > 0 ? t('variants.changed', { count: changed.length }) : t('variants.unchanged')}
        </p>
        <button type="button" className="btn btn-primary" disabled={changed.length === 0 || save.isPending} onClick={submit}>
          {t('variants.save')}
        </button>
      </div>
    </section>
  );
}
