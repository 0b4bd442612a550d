// Branches: the shops the contact page lists (docs/product.md §1: address, landline, mobile, embedded map), in both
// languages; add, edit, delete and move up or down.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MapPin, Phone, Smartphone } from 'lucide-react';
import { type AdminBranch } from '@shop/contract';
import { adminBranchDeleteCall, adminBranchesListCall, adminBranchesReorderCall, adminBranchSaveCall } from '@shop/contract/calls';
import { api, apiData } from '../../../api/client';
import { formatNumber } from '../../../i18n/format';
import { useLang } from '../../../i18n/useLang';
import { ConfirmDialog, Dialog } from '../../../ui/Dialog';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryState } from '../components/QueryState';
import { CARD } from '../components/table';
import { BiField, TextField, useChange } from './forms';
import { RowActions } from '../components/RowActions';

const BRANCHES = ['admin_branches'];
const BI = ['name', 'city', 'address', 'hours'] as const;
type Bi = (typeof BI)[number];
type Form = Record<Bi, { en: string; ar: string }> & { landline: string; mobile: string; latitude: string; longitude: string };

const formOf = (b: AdminBranch | null): Form => ({
  name: { en: b?.name_en ?? '', ar: b?.name_ar ?? '' },
  city: { en: b?.city_en ?? '', ar: b?.city_ar ?? '' },
  address: { en: b?.address_en ?? '', ar: b?.address_ar ?? '' },
  hours: { en: b?.hours_en ?? '', ar: b?.hours_ar ?? '' },
  landline: b?.landline ?? '',
  mobile: b?.mobile ?? '',
  latitude: b ? String(b.latitude) : '',
  longitude: b ? String(b.longitude) : '',
});

export default function BranchesPage() {
  const { t } = useTranslation('admin');
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
      <QueryState query={branches}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title={t('content.branches.none')} />
          ) : (
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
          )
        }
      </QueryState>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? t('content.branches.add') : t('content.branches.edit')}
      >
        {editing !== null && (
          <BranchForm
            key={editing === 'new' ? 'new' : editing.id}
            branch={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
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

const fieldsOf = (f: Form) => ({
  name_en: f.name.en,
  name_ar: f.name.ar,
  city_en: f.city.en,
  city_ar: f.city.ar,
  address_en: f.address.en,
  address_ar: f.address.ar,
  hours_en: f.hours.en,
  hours_ar: f.hours.ar,
  landline: f.landline,
  mobile: f.mobile,
  latitude: f.latitude,
  longitude: f.longitude,
});

function BranchForm({ branch, onDone }: { branch: AdminBranch | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState(() => formOf(branch));
  const setBi = (k: Bi) => (lang: 'en' | 'ar', v: string) => setForm((f) => ({ ...f, [k]: { ...f[k], [lang]: v } }));
  const set = (k: 'landline' | 'mobile' | 'latitude' | 'longitude') => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const save = useChange(() => api(adminBranchSaveCall, { ...fieldsOf(form), branch_id: branch?.id }), [BRANCHES], onDone);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(undefined);
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      {BI.map((k) => (
        <BiField
          key={k}
          id={`br-${k}`}
          label={t(`content.branches.${k}`)}
          value={form[k]}
          onChange={setBi(k)}
          rows={k === 'address' || k === 'hours' ? 2 : undefined}
          required={k !== 'hours'}
        />
      ))}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="br-landline"
          label={t('content.branches.landline')}
          value={form.landline}
          onChange={set('landline')}
          lang="en"
          inputMode="tel"
          required
        />
        <TextField
          id="br-mobile"
          label={t('content.branches.mobile')}
          value={form.mobile}
          onChange={set('mobile')}
          lang="en"
          inputMode="tel"
          required
        />
        <TextField
          id="br-lat"
          label={t('content.branches.latitude')}
          value={form.latitude}
          onChange={set('latitude')}
          lang="en"
          inputMode="decimal"
          required
        />
        <TextField
          id="br-lon"
          label={t('content.branches.longitude')}
          value={form.longitude}
          onChange={set('longitude')}
          lang="en"
          inputMode="decimal"
          required
        />
      </div>
      <p className="text-xs text-ink-600">{t('content.branches.mapHint')}</p>
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('content.save')}
        </button>
      </div>
    </form>
  );
}
