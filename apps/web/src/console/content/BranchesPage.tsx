// Branches: the shops the contact page lists (docs/product.md §1: address, landline, mobile, embedded map), in both
// languages; add, edit, delete and move up or down.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MapPin, Phone, Smartphone } from 'lucide-react';
import { adminBranchSaveCall, type AdminBranch } from '@shop/contract';
import { adminBranchDeleteCall, adminBranchesListCall, adminBranchesReorderCall } from '@shop/contract/adminCalls';
import { api, apiData, type Fields } from '../../api';
import { formatNumber, useLang } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { CARD } from '../components/table';
import { AdminFormElement, bind, bindBi, SubmitRow, useAdminForm } from '../components/adminForm';
import { BiField, TextField, useChange } from '../components/forms';
import { RowActions } from '../components/RowActions';
import { EditDialog } from '../components/EditDialog';

const BRANCHES = ['admin_branches'];
const BI = ['name', 'city', 'address', 'hours'] as const;
/** The form's values are the save call's fields, as typed. */
const formOf = (b: AdminBranch | null) => ({
  ...Object.fromEntries(BI.flatMap((k) => (['en', 'ar'] as const).map((l) => [`${k}_${l}`, b?.[`${k}_${l}`] ?? '']))),
  landline: b?.landline ?? '',
  mobile: b?.mobile ?? '',
  latitude: b ? String(b.latitude) : '',
  longitude: b ? String(b.longitude) : '',
  pickup: b?.pickup ?? true,
});
type Form = ReturnType<typeof formOf>;

export default function BranchesPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const branches = useQuery({ queryKey: BRANCHES, queryFn: ({ signal }) => apiData(adminBranchesListCall, {}, { signal }) });
  const [editing, setEditing] = useState<AdminBranch | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBranch | null>(null);
  const remove = useChange(
    (b: AdminBranch) => api(adminBranchDeleteCall, { branch_id: b.id }),
    [BRANCHES],
    () => setDeleting(null),
  );
  const reorder = useChange((ids: number[]) => api(adminBranchesReorderCall, { branch_ids: ids.join(',') }), [BRANCHES]);
  const name = (b: AdminBranch) => (lang === 'ar' ? b.name_ar : b.name_en);
  const degrees = (n: number) => formatNumber(n, lang, { maximumFractionDigits: 5 });

  return (
    <>
      <div className="mb-3 flex justify-end">
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('content.branches.add')}
        </button>
      </div>
      <QueryState query={branches} failed={adminFailed} empty={<EmptyState title={t('content.branches.none')} />}>
        {(rows) => (
          <ol className="grid gap-3 lg:grid-cols-2">
            {rows.map((b, i) => (
              <li key={b.id} className={`${CARD} flex flex-col gap-2`} data-testid="branch-item">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="font-bold text-ink-900">{name(b)}</h2>
                    <p className="text-sm text-ink-600">{lang === 'ar' ? b.city_ar : b.city_en}</p>
                  </div>
                  <RowActions
                    className="flex shrink-0 items-center"
                    ids={rows.map((r) => r.id)}
                    index={i}
                    busy={reorder.isPending}
                    onReorder={(ids) => reorder.mutate(ids)}
                    edit={() => setEditing(b)}
                    onDelete={() => setDeleting(b)}
                    labels={{
                      up: t('content.moveUp', { name: name(b) }),
                      down: t('content.moveDown', { name: name(b) }),
                      edit: t('content.editItem', { name: name(b) }),
                      delete: t('content.deleteItem', { name: name(b) }),
                    }}
                  />
                </div>
                <p className="text-sm text-ink-800">{lang === 'ar' ? b.address_ar : b.address_en}</p>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
                  <span className="inline-flex items-center gap-1">
                    <Phone size={14} aria-hidden="true" />
                    <span className="sr-only">{t('content.branches.landline')}</span>
                    <bdi dir="ltr">{b.landline}</bdi>
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Smartphone size={14} aria-hidden="true" />
                    <span className="sr-only">{t('content.branches.mobile')}</span>
                    <bdi dir="ltr">{b.mobile}</bdi>
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <MapPin size={14} aria-hidden="true" />
                    <bdi dir="ltr">
                      {degrees(b.latitude)}, {degrees(b.longitude)}
                    </bdi>
                  </span>
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={{ add: t('content.branches.add'), edit: t('content.branches.edit') }}
      >
        {(branch) => <BranchForm branch={branch} onDone={() => setEditing(null)} />}
      </EditDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('content.branches.confirmDelete', { name: deleting ? name(deleting) : '' })}
        onConfirm={() => deleting && remove.mutate(deleting)}
        busy={remove.isPending}
      />
    </>
  );
}

function BranchForm({ branch, onDone }: { branch: AdminBranch | null; onDone: () => void }) {
  const { t } = useTranslation('console');
  const form = useAdminForm<Form>({
    schema: adminBranchSaveCall.request,
    defaultValues: formOf(branch),
    toFields: (v) => ({ ...v, branch_id: branch?.id }),
  });
  const save = useChange((fields: Fields<typeof adminBranchSaveCall>) => api(adminBranchSaveCall, fields), [BRANCHES], onDone, form);
  return (
    <AdminFormElement form={form} onValid={(fields) => save.mutate(fields as Fields<typeof adminBranchSaveCall>)} className="space-y-3">
      {BI.map((k) => (
        <BiField
          key={k}
          id={`br-${k}`}
          label={t(`content.branches.${k}`)}
          {...bindBi(form, k)}
          rows={k === 'address' || k === 'hours' ? 2 : undefined}
          required={k !== 'hours'}
        />
      ))}
      <div className="grid grid-cols-2 gap-3">
        <TextField id="br-landline" label={t('content.branches.landline')} {...bind(form, 'landline')} lang="en" inputMode="tel" required />
        <TextField id="br-mobile" label={t('content.branches.mobile')} {...bind(form, 'mobile')} lang="en" inputMode="tel" required />
        <TextField id="br-lat" label={t('content.branches.latitude')} {...bind(form, 'latitude')} lang="en" inputMode="decimal" required />
        <TextField
          id="br-lon"
          label={t('content.branches.longitude')}
          {...bind(form, 'longitude')}
          lang="en"
          inputMode="decimal"
          required
        />
      </div>
      <p className="text-xs text-ink-600">{t('content.branches.mapHint')}</p>
      <label className="inline-flex min-h-11 items-center gap-2 font-medium">
        <input type="checkbox" className="size-5 accent-honey-600" {...form.register('pickup')} />
        {t('content.branches.pickup')}
      </label>
      <SubmitRow busy={save.isPending}>{t('content.save')}</SubmitRow>
    </AdminFormElement>
  );
}
