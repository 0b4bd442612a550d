// FAQ: the questions the shop's Help page shows, in both languages; add, edit, delete and move up or down.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminFaqSaveCall, type CallData } from '@shop/contract';
import { adminFaqDeleteCall, adminFaqListCall, adminFaqReorderCall } from '@shop/contract/adminCalls';
import { api, apiData, type Fields } from '../../api';
import { useLang } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { CARD } from '../components/table';
import { BiField, useChange } from '../components/forms';
import { RowActions } from '../components/RowActions';
import { AdminFormElement, bindBi, SubmitRow, useAdminForm } from '../components/adminForm';
import { EditDialog } from '../components/EditDialog';

type Faq = CallData<typeof adminFaqListCall>[number];
const FAQ = ['admin_faq'];

export default function FaqPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const faq = useQuery({ queryKey: FAQ, queryFn: ({ signal }) => apiData(adminFaqListCall, {}, { signal }) });
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Faq | null>(null);
  const reorder = useChange((ids: number[]) => api(adminFaqReorderCall, { faq_ids: ids.join(',') }), [FAQ]);
  const remove = useChange(
    (f: Faq) => api(adminFaqDeleteCall, { faq_id: f.id }),
    [FAQ],
    () => setDeleting(null),
  );
  const question = (f: Faq) => (lang === 'ar' ? f.question_ar : f.question_en);

  return (
    <>
      <div className="mb-3 flex justify-end">
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('content.faq.add')}
        </button>
      </div>
      <QueryState query={faq} failed={adminFailed} empty={<EmptyState title={t('content.faq.none')} />}>
        {(rows) => (
          <ol className="space-y-3">
            {rows.map((f, i) => (
              <li key={f.id} className={`${CARD} flex flex-col gap-3 sm:flex-row sm:items-start`} data-testid="faq-item">
                <div className="grid min-w-0 flex-1 gap-3 md:grid-cols-2">
                  {/* The page's language first, the other beside it. */}
                  {(lang === 'ar' ? (['ar', 'en'] as const) : (['en', 'ar'] as const)).map((l) => (
                    <div key={l} lang={l} dir={l === 'ar' ? 'rtl' : 'ltr'} className="min-w-0 text-start">
                      <p className="font-semibold text-ink-900">{l === 'ar' ? f.question_ar : f.question_en}</p>
                      <p className="mt-1 text-sm whitespace-pre-line text-ink-700">{l === 'ar' ? f.answer_ar : f.answer_en}</p>
                    </div>
                  ))}
                </div>
                <RowActions
                  className="flex shrink-0 items-center gap-1 self-end sm:self-start"
                  ids={rows.map((r) => r.id)}
                  index={i}
                  busy={reorder.isPending}
                  onReorder={(ids) => reorder.mutate(ids)}
                  edit={() => setEditing(f)}
                  onDelete={() => setDeleting(f)}
                  labels={{
                    up: t('content.moveUp', { name: question(f) }),
                    down: t('content.moveDown', { name: question(f) }),
                    edit: t('content.editItem', { name: question(f) }),
                    delete: t('content.deleteItem', { name: question(f) }),
                  }}
                />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <EditDialog editing={editing} onClose={() => setEditing(null)} titles={{ add: t('content.faq.add'), edit: t('content.faq.edit') }}>
        {(faq) => <FaqForm faq={faq} onDone={() => setEditing(null)} />}
      </EditDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('content.faq.confirmDelete', { question: deleting ? question(deleting) : '' })}
        onConfirm={() => deleting && remove.mutate(deleting)}
        busy={remove.isPending}
      />
    </>
  );
}

function FaqForm({ faq, onDone }: { faq: Faq | null; onDone: () => void }) {
  const { t } = useTranslation('console');
  const form = useAdminForm({
    schema: adminFaqSaveCall.request,
    defaultValues: {
      question_en: faq?.question_en ?? '',
      question_ar: faq?.question_ar ?? '',
      answer_en: faq?.answer_en ?? '',
      answer_ar: faq?.answer_ar ?? '',
    },
    toFields: (v) => ({ ...v, faq_id: faq?.id }),
  });
  const save = useChange((fields: Fields<typeof adminFaqSaveCall>) => api(adminFaqSaveCall, fields), [FAQ], onDone, form);
  return (
    <AdminFormElement form={form} onValid={(fields) => save.mutate(fields as Fields<typeof adminFaqSaveCall>)} className="space-y-3">
      <BiField id="faq-q" label={t('content.faq.question')} {...bindBi(form, 'question')} rows={2} />
      <BiField id="faq-a" label={t('content.faq.answer')} {...bindBi(form, 'answer')} rows={5} />
      <SubmitRow busy={save.isPending}>{t('content.save')}</SubmitRow>
    </AdminFormElement>
  );
}
