// Search (docs/decisions/012-search-matching.md): the searches that found nothing, most often first, each of which
// is added as a synonym of a word the shop knows in one step; and the synonym groups the shop's search applies at
// once (add, edit and delete one; a group is one text, 'kalonji = nigella = black seed = حبة البركة'). The
// searches come first: they are the owner's to-do list, and the groups (some 35 in the demo shop) would push them
// far down, on a phone thousands of pixels. The forms are checked with the contract's rules (adminForm.tsx).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { adminSynonymAddCall, adminSynonymSaveCall, type AdminSynonymGroup, type CallData } from '@shop/contract';
import { adminSearchMissesCall, adminSynonymDeleteCall, adminSynonymsListCall } from '@shop/contract/adminCalls';
import { api, apiData, type Fields } from '../../api';
import { formatDate, formatNumber, useLang } from '../../i18n';
import { ConfirmDialog, Dialog } from '../../ui/Dialog';
import { TextArea, TextField } from '../../ui/Field';
import { QueryState } from '../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { AdminFormElement, SubmitRow, useAdminForm } from '../components/adminForm';
import { DataTable } from '../components/DataTable';
import { EditDialog } from '../components/EditDialog';
import { useChange } from '../components/forms';
import { NothingYet } from '../components/NothingYet';
import { PageHeader } from '../components/PageHeader';

type Miss = CallData<typeof adminSearchMissesCall>[number];
const SYNONYMS = ['admin_synonyms'];
const MISSES = ['admin_search_misses'];
/** How many of the searches that found nothing the page lists (the contract allows up to 200). */
const MISSES_SHOWN = 100;

/** A group's terms in the notation its form takes, for names and questions: 'kalonji = black seed'. */
const named = (g: AdminSynonymGroup) => g.terms.join(' = ');

const SECTION_HEADING = 'text-lg font-bold text-ink-900';
const INTRO = 'mb-3 max-w-prose text-sm text-ink-700';

export default function SearchPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const synonyms = useQuery({ queryKey: SYNONYMS, queryFn: ({ signal }) => apiData(adminSynonymsListCall, {}, { signal }) });
  const misses = useQuery({
    queryKey: MISSES,
    queryFn: ({ signal }) => apiData(adminSearchMissesCall, { limit: MISSES_SHOWN }, { signal }),
  });
  const [editing, setEditing] = useState<AdminSynonymGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminSynonymGroup | null>(null);
  const [adding, setAdding] = useState<Miss | null>(null);
  const remove = useChange(
    (g: AdminSynonymGroup) => api(adminSynonymDeleteCall, { synonym_id: g.id }),
    [SYNONYMS],
    () => setDeleting(null),
  );

  return (
    <>
      <PageHeader title={t('nav.search')} />

      <section aria-labelledby="search-misses" className="space-y-3">
        <div>
          <h2 id="search-misses" className={SECTION_HEADING}>
            {t('search.misses')}
          </h2>
          <p className={INTRO}>{t('search.missesIntro')}</p>
        </div>
        <QueryState query={misses} failed={adminFailed} empty={<NothingYet />}>
          {(rows) => (
            <DataTable
              caption={t('search.misses')}
              rows={rows}
              rowKey={(m) => m.query}
              columns={[
                {
                  header: t('search.query'),
                  title: true,
                  cell: (m) => (
                    <span dir="auto" className="font-semibold break-words text-ink-900">
                      {m.typed}
                    </span>
                  ),
                },
                { header: t('search.language'), cell: (m) => t(m.lang === 'ar' ? 'search.script.ar' : 'search.script.en') },
                { header: t('search.count'), end: true, cell: (m) => formatNumber(m.count, lang) },
                {
                  header: t('search.lastSeen'),
                  className: 'whitespace-nowrap',
                  cell: (m) => formatDate(m.last_seen, lang, { dateStyle: 'medium', timeStyle: 'short' }),
                },
                {
                  header: t('products.actions'),
                  actions: true,
                  end: true,
                  cell: (m) => (
                    <button
                      type="button"
                      className="btn btn-secondary min-h-9 px-3 text-sm whitespace-nowrap"
                      onClick={() => setAdding(m)}
                      aria-label={t('search.addAsSynonymOf', { term: m.typed })}
                    >
                      {t('search.addAsSynonym')}
                    </button>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </section>

      <section aria-labelledby="search-synonyms" className="mt-8 space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="search-synonyms" className={SECTION_HEADING}>
              {t('search.synonyms')}
            </h2>
            <p className={INTRO}>{t('search.synonymsIntro')}</p>
          </div>
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            {t('search.add')}
          </button>
        </div>
        <QueryState query={synonyms} failed={adminFailed} empty={<NothingYet />}>
          {(groups) => (
            <DataTable
              caption={t('search.synonyms')}
              rows={groups}
              rowKey={(g) => g.id}
              columns={[
                {
                  header: t('search.terms'),
                  title: true,
                  cell: (g) => (
                    <ul className="flex flex-wrap gap-1.5" data-testid="synonym-group">
                      {g.terms.map((term) => (
                        <li key={term} className="rounded-full bg-honey-50 px-2.5 py-0.5 font-medium text-ink-900 ring-1 ring-honey-200">
                          <bdi>{term}</bdi>
                        </li>
                      ))}
                    </ul>
                  ),
                },
                {
                  header: t('search.lastChanged'),
                  className: 'whitespace-nowrap',
                  cell: (g) => formatDate(g.updated_at, lang),
                },
                {
                  header: t('products.actions'),
                  actions: true,
                  end: true,
                  className: 'whitespace-nowrap',
                  cell: (g) => (
                    <div className="flex items-center gap-1 md:justify-end">
                      <button
                        type="button"
                        className="icon-btn"
                        onClick={() => setEditing(g)}
                        aria-label={t('search.editGroup', { terms: named(g) })}
                      >
                        <Pencil size={18} aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        className="icon-btn text-danger-700"
                        onClick={() => setDeleting(g)}
                        aria-label={t('search.deleteGroup', { terms: named(g) })}
                      >
                        <Trash2 size={18} aria-hidden="true" />
                      </button>
                    </div>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </section>

      <EditDialog editing={editing} onClose={() => setEditing(null)} titles={{ add: t('search.add'), edit: t('search.edit') }}>
        {(group) => <SynonymsForm group={group} onDone={() => setEditing(null)} />}
      </EditDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('search.confirmDelete', { terms: deleting ? named(deleting) : '' })}
        onConfirm={() => deleting && remove.mutate(deleting)}
        busy={remove.isPending}
      />
      <Dialog
        open={adding !== null}
        onOpenChange={(open) => !open && setAdding(null)}
        title={t('search.addAsSynonymOf', { term: adding?.typed ?? '' })}
      >
        {adding && <AddSynonymForm key={adding.query} miss={adding} onDone={() => setAdding(null)} />}
      </Dialog>
    </>
  );
}

/** A new group, or a group's terms replaced: one text, the terms separated by '=', commas or new lines. */
function SynonymsForm({ group, onDone }: { group: AdminSynonymGroup | null; onDone: () => void }) {
  const { t } = useTranslation('console');
  const form = useAdminForm({
    schema: adminSynonymSaveCall.request,
    defaultValues: { terms: group ? named(group) : '' },
    toFields: (v) => ({ ...v, synonym_id: group?.id }),
  });
  const save = useChange((fields: Fields<typeof adminSynonymSaveCall>) => api(adminSynonymSaveCall, fields), [SYNONYMS], onDone, form);
  return (
    <AdminFormElement form={form} onValid={(fields) => save.mutate(fields as Fields<typeof adminSynonymSaveCall>)} className="space-y-3">
      <TextArea
        id="syn-terms"
        label={t('search.terms')}
        dir="auto"
        rows={3}
        hint={t('search.termsHint')}
        error={form.formState.errors.terms?.message}
        {...form.register('terms')}
      />
      <SubmitRow busy={save.isPending}>{t('search.save')}</SubmitRow>
    </AdminFormElement>
  );
}

/**
 * "Add as a synonym of…": the search as the shopper typed it joins the group of the word given (a new group of the
 * two when no group has it); it leaves the searches that found nothing.
 */
function AddSynonymForm({ miss, onDone }: { miss: Miss; onDone: () => void }) {
  const { t } = useTranslation('console');
  const form = useAdminForm({
    schema: adminSynonymAddCall.request,
    defaultValues: { synonym_of: '' },
    toFields: (v) => ({ ...v, term: miss.typed }),
  });
  const add = useChange((fields: Fields<typeof adminSynonymAddCall>) => api(adminSynonymAddCall, fields), [SYNONYMS, MISSES], onDone, form);
  return (
    <AdminFormElement form={form} onValid={(fields) => add.mutate(fields as Fields<typeof adminSynonymAddCall>)} className="space-y-3">
      <TextField
        id="syn-of"
        label={t('search.synonymOf')}
        dir="auto"
        hint={t('search.synonymOfHint')}
        error={form.formState.errors.synonym_of?.message}
        {...form.register('synonym_of')}
      />
      <SubmitRow busy={add.isPending}>{t('search.addSynonym')}</SubmitRow>
    </AdminFormElement>
  );
}
