// Groups: the shop's group chips on the home page and the group pages. Add, rename, hide, move up or
// down; deleting is offered only for a group nothing is filed under (the server refuses it otherwise).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminGroupSaveCall, type AdminGroup } from '@shop/contract';
import { adminGroupDeleteCall, adminGroupsListCall, adminGroupsReorderCall } from '@shop/contract/adminCalls';
import { api, apiData, type Fields } from '../../api';
import { formatNumber, useLang } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { CARD } from '../components/table';
import { BiField, useChange } from '../components/forms';
import { RowActions } from '../components/RowActions';
import { AdminFormElement, bindBi, SubmitRow, useAdminForm } from '../components/adminForm';
import { EditDialog } from '../components/EditDialog';
import { Names } from '../components/Names';
import { CATALOGUE_READERS } from '../components/shopQueries';

export const GROUPS = ['admin_groups'];

export function GroupsSection() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const groups = useQuery({ queryKey: GROUPS, queryFn: ({ signal }) => apiData(adminGroupsListCall, {}, { signal }) });
  const [editing, setEditing] = useState<AdminGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminGroup | null>(null);
  const reorder = useChange((ids: number[]) => api(adminGroupsReorderCall, { group_ids: ids.join(',') }), [GROUPS, ...CATALOGUE_READERS]);
  const remove = useChange(
    (g: AdminGroup) => api(adminGroupDeleteCall, { group_id: g.id }),
    [GROUPS, ...CATALOGUE_READERS],
    () => setDeleting(null),
  );
  const name = (g: AdminGroup) => (lang === 'ar' ? g.name_ar : g.name_en);

  return (
    <section className={CARD} aria-labelledby="tx-groups">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="tx-groups" className="text-lg font-bold text-ink-900">
            {t('taxonomy.groups')}
          </h2>
          <p className="text-sm text-ink-600">{t('taxonomy.groupsHint')}</p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => setEditing('new')}>
          {t('taxonomy.addGroup')}
        </button>
      </div>
      <QueryState query={groups} failed={adminFailed} empty={<EmptyState title={t('taxonomy.noGroups')} />}>
        {(rows) => (
          <ol className="divide-y divide-cream-300">
            {rows.map((g, i) => (
              <li key={g.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <div className="min-w-0 flex-1 basis-48">
                  <Names en={g.name_en} ar={g.name_ar} extra={g.visible ? undefined : t('taxonomy.hidden')} />
                  <p className="text-xs text-ink-600">
                    {t('taxonomy.usage', {
                      products: formatNumber(g.product_count, lang),
                      categories: formatNumber(g.category_count, lang),
                    })}
                  </p>
                </div>
                <RowActions
                  className="ms-auto flex shrink-0 items-center"
                  ids={rows.map((r) => r.id)}
                  index={i}
                  busy={reorder.isPending}
                  onReorder={(ids) => reorder.mutate(ids)}
                  edit={() => setEditing(g)}
                  onDelete={() => setDeleting(g)}
                  labels={{
                    up: t('taxonomy.moveUp', { name: name(g) }),
                    down: t('taxonomy.moveDown', { name: name(g) }),
                    edit: t('taxonomy.edit', { name: name(g) }),
                    delete: t('taxonomy.delete', { name: name(g) }),
                  }}
                />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={{ add: t('taxonomy.addGroup'), edit: t('taxonomy.editGroup') }}
      >
        {(group) => <GroupForm group={group} onDone={() => setEditing(null)} />}
      </EditDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('taxonomy.confirmDelete', { name: deleting ? name(deleting) : '' })}
        onConfirm={() => deleting && remove.mutate(deleting)}
        busy={remove.isPending}
      />
    </section>
  );
}

function GroupForm({ group, onDone }: { group: AdminGroup | null; onDone: () => void }) {
  const { t } = useTranslation('console');
  const form = useAdminForm({
    schema: adminGroupSaveCall.request,
    defaultValues: { name_en: group?.name_en ?? '', name_ar: group?.name_ar ?? '', visible: group?.visible ?? true },
    toFields: (v) => ({ ...v, group_id: group?.id }),
  });
  const save = useChange(
    (fields: Fields<typeof adminGroupSaveCall>) => api(adminGroupSaveCall, fields),
    [GROUPS, ...CATALOGUE_READERS],
    onDone,
    form,
  );
  return (
    <AdminFormElement form={form} onValid={(fields) => save.mutate(fields as Fields<typeof adminGroupSaveCall>)} className="space-y-3">
      <BiField id="grp-name" label={t('taxonomy.name')} {...bindBi(form, 'name')} />
      <label className="inline-flex min-h-11 items-center gap-2 font-medium">
        <input type="checkbox" className="size-5 accent-honey-600" {...form.register('visible')} />
        {t('taxonomy.visible')}
      </label>
      <SubmitRow busy={save.isPending}>{t('taxonomy.save')}</SubmitRow>
    </AdminFormElement>
  );
}
