import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MapPin, Pencil, Phone, Plus, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type AddressItem } from '@shop/contract';
import { deleteAddressCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { placeName, useLang } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingLine, QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { AddressDialog, type AddressEditing } from './AddressDialog';
import { useMakeMain } from './useMakeMain';
import { PageTitle } from '../profile';
import { ADDRESSES_KEY, useAddresses } from './api';

function AddressCard({ address, onEdit, onDelete }: { address: AddressItem; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('addresses');
  const lang = useLang();
  const main = address.primary === '1';
  const change = useMakeMain();
  const busy = change.isPending;
  const makeMain = () => change.mutate(address);

  return (
    <li className={`rounded-2xl bg-white p-5 shadow-card ring-1 ${main ? 'ring-2 ring-honey-400' : 'ring-ink-200/60'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 dir="auto" className="text-start text-lg font-bold text-ink-900">
          {address.name}
        </h2>
        {main && (
          <span className="inline-flex items-center gap-1 rounded-full bg-honey-100 px-3 py-1 text-xs font-bold text-honey-900">
            <Star size={13} aria-hidden="true" className="fill-honey-500 text-honey-500" />
            {t('addresses.main')}
          </span>
        )}
      </div>
      <p className="mt-2 flex gap-2 text-ink-800">
        <MapPin size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-honey-700" />
        <span>
          <span dir="auto" className="block text-start">
            {address.address}
          </span>
          <span className="block text-sm text-ink-600">
            {placeName(
              lang,
              lang === 'ar' ? address.region_ar : address.region_en,
              lang === 'ar' ? address.emirate_ar : address.emirate_en,
            )}
          </span>
        </span>
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm text-ink-700">
        <Phone size={16} aria-hidden="true" className="shrink-0 text-honey-700" />
        <span dir="ltr">{address.phone}</span>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn btn-secondary" onClick={onEdit} aria-label={t('addresses.editNamed', { name: address.name })}>
          <Pencil size={16} aria-hidden="true" />
          {t('addresses.edit')}
        </button>
        {!main && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={makeMain}
            disabled={busy}
            aria-label={t('addresses.makeMainNamed', { name: address.name })}
          >
            <Star size={16} aria-hidden="true" />
            {t('addresses.makeMain')}
          </button>
        )}
        <button
          type="button"
          className="btn btn-quiet text-danger-700"
          onClick={onDelete}
          aria-label={t('addresses.deleteNamed', { name: address.name })}
        >
          <Trash2 size={16} aria-hidden="true" />
          {t('addresses.delete')}
        </button>
      </div>
    </li>
  );
}

/** Delivery addresses (docs/product.md §2): list, add, edit, delete with a confirmation, choose the main one. */
export default function AddressesPage() {
  const { t } = useTranslation('addresses');
  usePageMeta(t('addresses.title'));
  const queryClient = useQueryClient();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<AddressEditing>(null);
  const [deleting, setDeleting] = useState<AddressItem | null>(null);

  useEffect(() => {
    if (addresses.isError) toast.error(t('addresses.loadFailed'));
  }, [addresses.isError, t]);

  const deletion = useApiMutation({
    run: (id: number) => api(deleteAddressCall, { id }),
    onDone: (answer) => {
      queryClient.setQueryData(ADDRESSES_KEY, answer.data);
      toast.success(answer.msg);
      setDeleting(null);
    },
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('addresses.deleteFailed')),
  });
  const busy = deletion.isPending;
  const remove = () => {
    if (deleting) deletion.mutate(deleting.id);
  };

  const add = (
    <button type="button" className="btn btn-primary" onClick={() => setEditing({ mode: 'add' })}>
      <Plus size={18} aria-hidden="true" />
      {t('addresses.add')}
    </button>
  );

  return (
    <div>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <PageTitle className="" text={t('addresses.text')}>
          {t('addresses.title')}
        </PageTitle>
        {addresses.data && addresses.data.length > 0 && add}
      </div>
      <QueryState
        query={addresses}
        loading={<LoadingLine />}
        failed={<EmptyState title={t('addresses.loadFailed')} />}
        empty={
          <EmptyState title={t('addresses.none')} text={t('addresses.noneText')}>
            {add}
          </EmptyState>
        }
      >
        {(rows) => (
          <ul className="grid gap-4 xl:grid-cols-2">
            {rows.map((a) => (
              <AddressCard key={a.id} address={a} onEdit={() => setEditing({ mode: 'edit', address: a })} onDelete={() => setDeleting(a)} />
            ))}
          </ul>
        )}
      </QueryState>

      <AddressDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('addresses.deleteConfirm')}
        onConfirm={remove}
        busy={busy}
      />
    </div>
  );
}
