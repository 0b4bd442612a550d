// A saved product's stock batches: lot code, production and expiry dates, units; added and edited in a dialog
// checked with the contract's rules (adminForm.tsx), deleted after a question. Batches are the labelling and expiry
// record of the stock on hand (contract admin/batches.ts): the product's stock stays the count the shop sells from,
// and a warning says when the batches' units do not add up to it.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminBatchSaveCall, type AdminBatch } from '@shop/contract';
import { adminBatchDeleteCall, adminBatchesListCall } from '@shop/contract/adminCalls';
import { api, apiData, type Fields } from '../../api';
import { formatDate, formatNumber, useLang } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { QueryState } from '../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { AdminFormElement, SubmitRow, useAdminForm } from '../components/adminForm';
import { DataTable } from '../components/DataTable';
import { EditDialog } from '../components/EditDialog';
import { useChange } from '../components/forms';
import { CARD } from '../components/table';

/** Every list of batches (a product's, the expiring one) is under this key. */
export const BATCHES_KEY = 'admin_batches';

/** A shop day (YYYY-MM-DD) in the page's language, the day as written. */
export const batchDay = (day: string, lang: 'en' | 'ar') => formatDate(day, lang, { dateStyle: 'medium', timeZone: 'UTC' });

/** Expired or valid, as a badge. */
export function ExpiryBadge({ expired }: { expired: boolean }) {
  const { t } = useTranslation('console');
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${expired ? 'bg-danger-50 text-danger-700' : 'bg-herb-100 text-herb-700'}`}
    >
      {t(expired ? 'batches.expired' : 'batches.valid')}
    </span>
  );
}

export function BatchesEditor({ productId }: { productId: number }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const [editing, setEditing] = useState<AdminBatch | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBatch | null>(null);
  const batches = useQuery({
    queryKey: [BATCHES_KEY, productId],
    queryFn: ({ signal }) => apiData(adminBatchesListCall, { product_id: productId }, { signal }),
  });
  const remove = useChange(
    (b: AdminBatch) => api(adminBatchDeleteCall, { batch_id: b.id }),
    [[BATCHES_KEY]],
    () => setDeleting(null),
  );
  const code = (b: AdminBatch) => <bdi className="font-mono font-semibold">{b.code}</bdi>;

  return (
    <section className={`${CARD} mt-4`} aria-labelledby="pf-batches">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-3">
        <h2 id="pf-batches" className="font-bold text-ink-900">
          {t('batches.title')}
        </h2>
        <button type="button" className="btn btn-secondary" onClick={() => setEditing('new')}>
          {t('batches.add')}
        </button>
      </div>
      <p className="mb-3 text-sm text-ink-600">{t('batches.hint')}</p>
      <QueryState query={batches} failed={adminFailed}>
        {({ stock, batches: rows }) => {
          const units = rows.reduce((sum, b) => sum + b.quantity, 0);
          return (
            <>
              {rows.length > 0 && units !== stock && (
                <p role="status" className="mb-3 rounded-xl bg-honey-100 px-3 py-2 text-sm font-semibold text-honey-900">
                  {t('batches.mismatch', { units: formatNumber(units, lang), stock: formatNumber(stock, lang) })}
                </p>
              )}
              {rows.length === 0 ? (
                <p className="text-sm text-ink-700">{t('batches.none')}</p>
              ) : (
                <DataTable
                  caption={t('batches.title')}
                  rows={rows}
                  rowKey={(b) => b.id}
                  columns={[
                    { header: t('batches.code'), title: true, cell: code },
                    { header: t('batches.produced'), cell: (b) => (b.produced_on ? batchDay(b.produced_on, lang) : '—') },
                    {
                      header: t('batches.expires'),
                      cell: (b) => (
                        <span className="inline-flex flex-wrap items-center gap-2">
                          {batchDay(b.expires_on, lang)}
                          <ExpiryBadge expired={b.expired} />
                        </span>
                      ),
                    },
                    { header: t('batches.quantity'), end: true, cell: (b) => formatNumber(b.quantity, lang) },
                    {
                      header: t('products.actions'),
                      actions: true,
                      end: true,
                      className: 'whitespace-nowrap',
                      cell: (b) => (
                        <>
                          <button
                            type="button"
                            className="btn btn-quiet min-h-9 px-2 text-sm"
                            onClick={() => setEditing(b)}
                            aria-label={t('batches.editCode', { code: b.code })}
                          >
                            {t('batches.edit')}
                          </button>
                          <button
                            type="button"
                            className="btn btn-quiet min-h-9 px-2 text-sm text-danger-700"
                            onClick={() => setDeleting(b)}
                            aria-label={t('batches.delete', { code: b.code })}
                          >
                            {t('batches.remove')}
                          </button>
                        </>
                      ),
                    },
                  ]}
                />
              )}
            </>
          );
        }}
      </QueryState>
      <EditDialog editing={editing} onClose={() => setEditing(null)} titles={{ add: t('batches.add'), edit: t('batches.edit') }}>
        {(batch) => <BatchForm productId={productId} batch={batch} onDone={() => setEditing(null)} />}
      </EditDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('batches.confirmDelete', { code: deleting?.code ?? '' })}
        onConfirm={() => deleting && remove.mutate(deleting)}
        busy={remove.isPending}
      />
    </section>
  );
}

function BatchForm({ productId, batch, onDone }: { productId: number; batch: AdminBatch | null; onDone: () => void }) {
  const { t } = useTranslation('console');
  const form = useAdminForm({
    schema: adminBatchSaveCall.request,
    defaultValues: {
      code: batch?.code ?? '',
      produced_on: batch?.produced_on ?? '',
      expires_on: batch?.expires_on ?? '',
      quantity: batch ? String(batch.quantity) : '',
    },
    toFields: (v) => ({ ...v, product_id: productId, batch_id: batch?.id }),
  });
  const errors = form.formState.errors;
  const save = useChange((fields: Fields<typeof adminBatchSaveCall>) => api(adminBatchSaveCall, fields), [[BATCHES_KEY]], onDone, form);
  return (
    <AdminFormElement
      form={form}
      onValid={(fields) => save.mutate(fields as Fields<typeof adminBatchSaveCall>)}
      className="grid grid-cols-2 gap-3"
    >
      <TextField
        id="bt-code"
        className="col-span-2"
        label={t('batches.code')}
        dir="auto"
        autoComplete="off"
        spellCheck={false}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <TextField
        id="bt-produced"
        type="date"
        label={t('batches.producedOn')}
        error={errors.produced_on?.message}
        {...form.register('produced_on')}
      />
      <TextField
        id="bt-expires"
        type="date"
        label={t('batches.expiresOn')}
        error={errors.expires_on?.message}
        {...form.register('expires_on')}
      />
      <TextField
        id="bt-quantity"
        label={t('batches.quantity')}
        inputMode="numeric"
        dir="ltr"
        error={errors.quantity?.message}
        {...form.register('quantity')}
      />
      <SubmitRow busy={save.isPending} className="col-span-2">
        {t('batches.save')}
      </SubmitRow>
    </AdminFormElement>
  );
}
