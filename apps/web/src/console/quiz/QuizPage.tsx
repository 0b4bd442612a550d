// Wellness quiz: every question (inactive ones too) with who is asked and what a yes recommends; move up
// or down (the quiz asks them in this order), open one to edit, delete.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type AdminQuizQuestion } from '@shop/contract';
import { adminQuizDeleteCall, adminQuizListCall, adminQuizReorderCall } from '@shop/contract/adminCalls';
import { api, apiData } from '../../api';
import { formatNumber, useLang } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { useChange } from '../components/forms';
import { RowActions } from '../components/RowActions';
import { PageHeader } from '../components/PageHeader';
import { adminFailed } from '../components/AdminsOnly';
import { CARD } from '../components/table';
import { Audience } from './audience';

export const QUIZ = ['admin_quiz'];

export default function QuizPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const quiz = useQuery({ queryKey: QUIZ, queryFn: ({ signal }) => apiData(adminQuizListCall, {}, { signal }) });
  const [deleting, setDeleting] = useState<AdminQuizQuestion | null>(null);
  const reorder = useChange((ids: number[]) => api(adminQuizReorderCall, { question_ids: ids.join(',') }), [QUIZ]);
  const remove = useChange(
    (q: AdminQuizQuestion) => api(adminQuizDeleteCall, { question_id: q.id }),
    [QUIZ],
    () => setDeleting(null),
  );
  const text = (q: AdminQuizQuestion) => (lang === 'ar' ? q.question_ar : q.question_en);

  return (
    <>
      <PageHeader title={t('nav.quiz')}>
        <Link to="/admin/quiz/new" className="btn btn-primary">
          {t('quiz.add')}
        </Link>
      </PageHeader>
      <QueryState query={quiz} failed={adminFailed} empty={<EmptyState title={t('quiz.none')} />}>
        {(rows) => (
          <ol className="space-y-3">
            {rows.map((q, i) => (
              <li
                key={q.id}
                className={`${CARD} flex flex-col gap-3 sm:flex-row sm:items-center ${q.active ? '' : 'bg-cream-100'}`}
                data-testid="quiz-item"
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  {q.image ? (
                    <img src={q.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-xl bg-cream-200 object-cover" />
                  ) : (
                    <span className="size-16 shrink-0 rounded-xl bg-cream-200" aria-hidden="true" />
                  )}
                  <div className="min-w-0">
                    <p className="font-semibold text-ink-900">
                      <span className="text-ink-500">{formatNumber(i + 1, lang)}. </span>
                      {text(q)}
                    </p>
                    <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
                      {!q.active && (
                        <span className="rounded-full bg-ink-200 px-2 py-0.5 font-semibold text-ink-800">{t('quiz.inactive')}</span>
                      )}
                      <Audience genders={q.genders} ageBands={q.age_bands} />
                      <span className="text-ink-600">
                        {t('quiz.productCount', { count: q.products.length, n: formatNumber(q.products.length, lang) })}
                      </span>
                    </div>
                  </div>
                </div>
                <RowActions
                  className="flex shrink-0 items-center gap-1 self-end sm:self-center"
                  ids={rows.map((r) => r.id)}
                  index={i}
                  busy={reorder.isPending}
                  onReorder={(ids) => reorder.mutate(ids)}
                  edit={`/admin/quiz/${q.id}`}
                  onDelete={() => setDeleting(q)}
                  labels={{
                    up: t('content.moveUp', { name: text(q) }),
                    down: t('content.moveDown', { name: text(q) }),
                    edit: t('content.editItem', { name: text(q) }),
                    delete: t('content.deleteItem', { name: text(q) }),
                  }}
                />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={t('quiz.confirmDelete', { question: deleting ? text(deleting) : '' })}
        onConfirm={() => deleting && remove.mutate(deleting)}
        busy={remove.isPending}
      />
    </>
  );
}
