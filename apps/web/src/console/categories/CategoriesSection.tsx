// Categories as the shop shows them: top-level categories (the home page's icon slider) each with its
// sub-categories (the strip on a category's page). Add, edit (names, parent, group, icon, visibility), move
// up or down within a level, delete what nothing is filed under.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CornerDownRight, ImageOff, Plus } from 'lucide-react';
import { adminCategorySaveCall, type AdminCategory } from '@shop/contract';
import {
  adminCategoriesListCall,
  adminCategoriesReorderCall,
  adminCategoryDeleteCall,
  adminGroupsListCall,
} from '@shop/contract/adminCalls';
import { api, apiData, type Fields } from '../../api';
import { formatNumber, useLang } from '../../i18n';
import { ConfirmDialog, Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { CARD, LABEL } from '../components/table';
import { BiField, useChange } from '../components/forms';
import { RowActions } from '../components/RowActions';
import { AdminFormElement, bindBi, SubmitRow, useAdminForm } from '../components/adminForm';
import { GROUPS } from '../groups/GroupsSection';
import { ImageInput } from '../components/ImageInput';
import { Names } from '../components/Names';
import { CATALOGUE_READERS } from '../components/shopQueries';

const CATEGORIES = ['admin_categories'];
const REFRESH = [CATEGORIES, GROUPS, ...CATALOGUE_READERS];

type Editing = { category: AdminCategory | null; parentId: number | null };

export function CategoriesSection() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const tree = useQuery({ queryKey: CATEGORIES, queryFn: ({ signal }) => apiData(adminCategoriesListCall, {}, { signal }) });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const reorder = useChange(
    ({ parentId, ids }: { parentId: number | null; ids: number[] }) =>
      api(adminCategoriesReorderCall, { parent_id: parentId ?? undefined, category_ids: ids.join(',') }),
    REFRESH,
  );
  const remove = useChange(
    (c: AdminCategory) => api(adminCategoryDeleteCall, { category_id: c.id }),
    REFRESH,
    () => setDeleting(null),
  );
  const name = (c: AdminCategory) => (lang === 'ar' ? c.name_ar : c.name_en);

  const row = (c: AdminCategory, siblings: AdminCategory[], i: number) => (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      {c.parent_id !== null && <CornerDownRight size={18} aria-hidden="true" className="flip-rtl shrink-0 text-ink-400" />}
      {c.icon ? (
        <img
          src={c.icon}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-full bg-cream-200 object-cover ring-1 ring-ink-200"
        />
      ) : (
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-cream-200 text-ink-500"
          title={t('taxonomy.noIcon')}
        >
          <ImageOff size={18} aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1 basis-40">
        <Names en={c.name_en} ar={c.name_ar} extra={c.visible ? undefined : t('taxonomy.hidden')} />
        <p className="text-xs text-ink-600">
          {t('taxonomy.productCount', { count: c.product_count, n: formatNumber(c.product_count, lang) })}
        </p>
      </div>
      <RowActions
        className="ms-auto flex shrink-0 items-center"
        ids={siblings.map((s) => s.id)}
        index={i}
        busy={reorder.isPending}
        onReorder={(ids) => reorder.mutate({ parentId: c.parent_id, ids })}
        edit={() => setEditing({ category: c, parentId: c.parent_id })}
        onDelete={() => setDeleting(c)}
        labels={{
          up: t('taxonomy.moveUp', { name: name(c) }),
          down: t('taxonomy.moveDown', { name: name(c) }),
          edit: t('taxonomy.edit', { name: name(c) }),
          delete: t('taxonomy.delete', { name: name(c) }),
        }}
      >
        {c.parent_id === null && (
          <button
            type="button"
            className="icon-btn"
            onClick={() => setEditing({ category: null, parentId: c.id })}
            aria-label={t('taxonomy.addSubTo', { name: name(c) })}
          >
            <Plus size={18} aria-hidden="true" />
          </button>
        )}
      </RowActions>
    </div>
  );

  return (
    <section className={CARD} aria-labelledby="tx-categories">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="tx-categories" className="text-lg font-bold text-ink-900">
            {t('taxonomy.categories')}
          </h2>
          <p className="text-sm text-ink-600">{t('taxonomy.categoriesHint')}</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ category: null, parentId: null })}>
          {t('taxonomy.addCategory')}
        </button>
      </div>
      <QueryState query={tree} failed={adminFailed} empty={<EmptyState title={t('taxonomy.noCategories')} />}>
        {(tops) => (
          <ol className="divide-y divide-cream-300">
            {tops.map((c, i) => (
              <li key={c.id} data-testid="category">
                {row(c, tops, i)}
                {c.children.length > 0 && (
                  <ol className="ps-6 md:ps-10" aria-label={t('taxonomy.subsOf', { name: name(c) })}>
                    {c.children.map((s, j) => (
                      <li key={s.id}>{row(s, c.children, j)}</li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.category ? t('taxonomy.editCategory') : editing?.parentId ? t('taxonomy.addSub') : t('taxonomy.addCategory')}
      >
        {editing !== null && (
          <CategoryForm
            key={editing.category?.id ?? `new-${editing.parentId ?? 0}`}
            category={editing.category}
            parentId={editing.parentId}
            tops={tree.data ?? []}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
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

function CategoryForm({
  category,
  parentId,
  tops,
  onDone,
}: {
  category: AdminCategory | null;
  parentId: number | null;
  tops: AdminCategory[];
  onDone: () => void;
}) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const groups = useQuery({ queryKey: GROUPS, queryFn: ({ signal }) => apiData(adminGroupsListCall, {}, { signal }) });
  const [icon, setIcon] = useState<File | null>(null);
  const form = useAdminForm({
    schema: adminCategorySaveCall.request,
    defaultValues: {
      name_en: category?.name_en ?? '',
      name_ar: category?.name_ar ?? '',
      parent_id: parentId === null ? '' : String(parentId),
      group_id: category?.group_id ? String(category.group_id) : '',
      visible: category?.visible ?? true,
    },
    toFields: (v) => ({
      ...v,
      category_id: category?.id,
      // Blank choices are left out (the contract reads '' as a bad number); a sub-category is in its parent's group.
      parent_id: v.parent_id || undefined,
      group_id: v.parent_id ? undefined : v.group_id || undefined,
    }),
  });
  const parent = form.watch('parent_id');
  const save = useChange(
    (fields: Fields<typeof adminCategorySaveCall>) => api(adminCategorySaveCall, { ...fields, icon: icon ?? undefined }),
    REFRESH,
    onDone,
    form,
  );
  const label = (o: { name_en: string; name_ar: string }) => (lang === 'ar' ? o.name_ar : o.name_en);
  return (
    <AdminFormElement form={form} onValid={(fields) => save.mutate(fields as Fields<typeof adminCategorySaveCall>)} className="space-y-3">
      <BiField id="cat-name" label={t('taxonomy.name')} {...bindBi(form, 'name')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="cat-parent" className={LABEL}>
            {t('taxonomy.parent')}
          </label>
          <select id="cat-parent" className="field" {...form.register('parent_id')}>
            <option value="">{t('taxonomy.topLevel')}</option>
            {tops
              .filter((c) => c.id !== category?.id)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {label(c)}
                </option>
              ))}
          </select>
        </div>
        <div>
          <label htmlFor="cat-group" className={LABEL}>
            {t('taxonomy.group')}
          </label>
          <select
            id="cat-group"
            className="field"
            // A sub-category is in its parent's group: shown, not chosen.
            value={parent ? String(tops.find((c) => String(c.id) === parent)?.group_id ?? '') : form.watch('group_id')}
            disabled={parent !== ''}
            onChange={(e) => form.setValue('group_id', e.target.value, { shouldDirty: true })}
            aria-describedby={parent ? 'cat-group-hint' : undefined}
          >
            <option value="">{t('taxonomy.noGroup')}</option>
            {groups.data?.map((g) => (
              <option key={g.id} value={g.id}>
                {label(g)}
              </option>
            ))}
          </select>
          {parent && (
            <p id="cat-group-hint" className="mt-1 text-xs text-ink-600">
              {t('taxonomy.parentsGroup')}
            </p>
          )}
        </div>
      </div>
      <ImageInput id="cat-icon" label={t('taxonomy.icon')} current={category?.icon ?? ''} onFile={setIcon} />
      <label className="inline-flex min-h-11 items-center gap-2 font-medium">
        <input type="checkbox" className="size-5 accent-honey-600" {...form.register('visible')} />
        {t('taxonomy.visible')}
      </label>
      <SubmitRow busy={save.isPending}>{t('taxonomy.save')}</SubmitRow>
    </AdminFormElement>
  );
}
