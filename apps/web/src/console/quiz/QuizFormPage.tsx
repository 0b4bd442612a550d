// Create or edit a quiz question: the question and the advice a yes adds, in both languages; who is asked
// (genders, age bands); the products a yes recommends (found by name); active; checked with the contract's
// rules (adminForm.tsx). Once saved, its image (previewed before upload, re-encoded to WebP by the server).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, Plus, X } from 'lucide-react';
import { adminQuizSaveCall, QUIZ_AGE_BANDS, QUIZ_GENDERS, type AdminQuizQuestion } from '@shop/contract';
import { adminProductsListCall, adminQuizImageCall, adminQuizListCall } from '@shop/contract/adminCalls';
import { api, apiData, type Fields } from '../../api';
import { useLang } from '../../i18n';
import { BiField, useChange } from '../components/forms';
import { PageHeader } from '../components/PageHeader';
import { QueryState } from '../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { CARD, LABEL } from '../components/table';
import { QUIZ } from './QuizPage';
import { AdminFormElement, bindBi, SubmitRow, useAdminForm } from '../components/adminForm';

type Product = AdminQuizQuestion['products'][number];
const GENDERS = Array.from({ length: QUIZ_GENDERS }, (_, i) => i + 1);
const AGE_BANDS = QUIZ_AGE_BANDS.map((_, i) => i + 1);

export default function QuizFormPage() {
  const { t } = useTranslation('console');
  const questionId = Number(useParams().questionId) || null;
  const quiz = useQuery({
    queryKey: QUIZ,
    queryFn: ({ signal }) => apiData(adminQuizListCall, {}, { signal }),
    enabled: questionId !== null,
  });
  return (
    <>
      <Link to="/admin/quiz" className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-honey-700">
        <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" />
        {t('nav.quiz')}
      </Link>
      {questionId === null ? (
        <>
          <PageHeader title={t('quiz.add')} />
          <QuestionForm question={null} />
        </>
      ) : (
        <QueryState query={quiz} failed={adminFailed}>
          {(rows) => {
            const q = rows.find((r) => r.id === questionId);
            if (!q) return <p role="alert">{t('quiz.notFound')}</p>;
            return (
              <>
                <PageHeader title={t('quiz.edit', { id: q.id })} />
                <QuestionForm key={q.id} question={q} />
                <QuestionImage question={q} />
              </>
            );
          }}
        </QueryState>
      )}
    </>
  );
}

function QuestionForm({ question }: { question: AdminQuizQuestion | null }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const form = useAdminForm({
    schema: adminQuizSaveCall.request,
    defaultValues: {
      question_en: question?.question_en ?? '',
      question_ar: question?.question_ar ?? '',
      recommendation_en: question?.recommendation_en ?? '',
      recommendation_ar: question?.recommendation_ar ?? '',
      genders: question?.genders ?? GENDERS,
      age_bands: question?.age_bands ?? AGE_BANDS,
      active: question?.active ?? true,
      products: question?.products ?? ([] as Product[]),
    },
    toFields: ({ products, ...v }) => ({
      ...v,
      question_id: question?.id,
      genders: v.genders.join(','),
      age_bands: v.age_bands.join(','),
      product_ids: products.map((p) => p.id).join(','),
    }),
  });
  const [genders, ageBands, products] = form.watch(['genders', 'age_bands', 'products']);
  const chosen = { genders, age_bands: ageBands };
  const toggle = (k: 'genders' | 'age_bands', n: number, on: boolean) =>
    form.setValue(k, on ? [...chosen[k], n].sort() : chosen[k].filter((x) => x !== n), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  const save = useChange(
    (fields: Fields<typeof adminQuizSaveCall>) => api(adminQuizSaveCall, fields),
    [QUIZ],
    (saved) => {
      if (!question) navigate(`/admin/quiz/${saved.id}`, { replace: true });
    },
    form,
  );
  const choices = (k: 'genders' | 'age_bands', values: number[], label: (n: number) => string) => {
    const error = form.formState.errors[k]?.message;
    return (
      <fieldset className="flex flex-wrap gap-x-5 gap-y-1" aria-describedby={error ? `qz-${k}-error` : undefined}>
        <legend className={LABEL}>{t(`quiz.field.${k}`)}</legend>
        {values.map((n) => (
          <label key={n} className="inline-flex min-h-11 items-center gap-2 font-medium">
            <input
              type="checkbox"
              className="size-5 accent-honey-600"
              checked={chosen[k].includes(n)}
              onChange={(e) => toggle(k, n, e.target.checked)}
            />
            {label(n)}
          </label>
        ))}
        {error && (
          <p id={`qz-${k}-error`} className="basis-full text-sm text-danger-700">
            {error}
          </p>
        )}
      </fieldset>
    );
  };

  return (
    <AdminFormElement form={form} onValid={(fields) => save.mutate(fields as Fields<typeof adminQuizSaveCall>)} className="space-y-4">
      <section className={`${CARD} space-y-3`} aria-label={t('quiz.texts')}>
        <BiField id="qz-question" label={t('quiz.field.question')} {...bindBi(form, 'question')} rows={2} />
        <BiField id="qz-recommendation" label={t('quiz.field.recommendation')} {...bindBi(form, 'recommendation')} rows={4} />
      </section>
      <section className={`${CARD} flex flex-wrap gap-x-12 gap-y-3`} aria-label={t('quiz.audience')}>
        {choices('genders', GENDERS, (g) => t(`quiz.gender.${g}`))}
        {choices('age_bands', AGE_BANDS, (a) => t(`quiz.age.${a}`))}
        <label className="inline-flex min-h-11 basis-full items-center gap-2 border-t border-cream-300 pt-3 font-medium">
          <input type="checkbox" className="size-5 accent-honey-600" {...form.register('active')} />
          {t('quiz.field.active')}
        </label>
      </section>
      <ProductPicker chosen={products} onChange={(next) => form.setValue('products', next, { shouldDirty: true })} />
      <SubmitRow busy={save.isPending}>{t('quiz.save')}</SubmitRow>
    </AdminFormElement>
  );
}

/** The products a yes recommends: chips to remove, and a search by name to add more. */
function ProductPicker({ chosen, onChange }: { chosen: Product[]; onChange: (products: Product[]) => void }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['admin_products', { keyword, offset: 0 }],
    queryFn: ({ signal }) => apiData(adminProductsListCall, { keyword, offset: 0 }, { signal }),
    enabled: keyword.trim().length >= 2,
  });
  const name = (p: { name_en: string; name_ar: string }) => (lang === 'ar' ? p.name_ar : p.name_en);
  const chosenIds = new Set(chosen.map((p) => p.id));
  return (
    <section className={`${CARD} space-y-3`} aria-labelledby="qz-products">
      <h2 id="qz-products" className="font-bold text-ink-900">
        {t('quiz.field.products')}
      </h2>
      {chosen.length === 0 ? (
        <p className="text-sm text-ink-600">{t('quiz.noProducts')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {chosen.map((p) => (
            <li key={p.id} className="inline-flex items-center gap-1 rounded-full bg-cream-200 ps-3 text-sm font-medium">
              {name(p)}
              <button
                type="button"
                className="icon-btn size-9"
                onClick={() => onChange(chosen.filter((c) => c.id !== p.id))}
                aria-label={t('quiz.removeProduct', { name: name(p) })}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor="qz-search" className={LABEL}>
          {t('quiz.findProduct')}
        </label>
        <input id="qz-search" type="search" className="field max-w-md" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </div>
      {found.data && (
        <ul className="max-h-72 space-y-1 overflow-y-auto" aria-label={t('quiz.results')}>
          {found.data.rows
            .filter((p) => !chosenIds.has(p.id))
            .map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="flex min-h-11 w-full items-center gap-2 rounded-xl px-2 text-start text-sm hover:bg-cream-200"
                  onClick={() => onChange([...chosen, { id: p.id, name_en: p.name_en, name_ar: p.name_ar, main_image: p.main_image }])}
                >
                  <Plus size={16} aria-hidden="true" className="shrink-0 text-honey-700" />
                  {name(p)}
                  {!p.visible && <span className="text-xs text-ink-500">({t('quiz.hiddenProduct')})</span>}
                </button>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

function QuestionImage({ question }: { question: AdminQuizQuestion }) {
  const { t } = useTranslation('console');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const pick = (chosen: File | null) => {
    if (preview) URL.revokeObjectURL(preview);
    setFile(chosen);
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
  };
  const upload = useChange(
    (image: File) => api(adminQuizImageCall, { question_id: question.id, image }),
    [QUIZ],
    () => pick(null),
  );
  return (
    <section className={`${CARD} mt-4`} aria-labelledby="qz-image">
      <h2 id="qz-image" className="mb-3 font-bold text-ink-900">
        {t('quiz.image')}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        {question.image ? (
          <img
            src={question.image}
            alt={t('quiz.currentImage')}
            width={112}
            height={112}
            className="size-28 rounded-xl bg-cream-200 object-cover"
          />
        ) : (
          <p className="text-sm text-ink-600">{t('quiz.noImage')}</p>
        )}
        <div>
          <label htmlFor="qz-photo" className={LABEL}>
            {t('quiz.chooseImage')}
          </label>
          <input
            id="qz-photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="text-sm"
            onChange={(e) => pick(e.target.files?.[0] ?? null)}
          />
        </div>
        {preview && <img src={preview} alt={t('quiz.preview')} className="size-28 rounded-xl object-cover ring-2 ring-honey-300" />}
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!file || upload.isPending}
          onClick={() => file && upload.mutate(file)}
        >
          {t('quiz.upload')}
        </button>
      </div>
    </section>
  );
}
