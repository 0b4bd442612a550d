import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { ArrowLeft, Check, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUIZ_AGE_BANDS, srcSetFor } from '@shop/contract';
import { REDIRECT_DELAY_MS } from '../../lib/guards';
import { usePageMeta } from '../../lib/usePageMeta';
import { formatNumber, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { toast } from '../../ui/toast';
import { QUIZ_INTRO_PATH, quizResultPath } from './paths';
import { useQuizQuestions } from './api';

/** Gender answers as the server numbers them (docs/product.md §4: 1-based). */
const GENDERS = [1, 2] as const;
/** Age bands as 1-based indexes of QUIZ_AGE_BANDS. */
const AGE_BANDS = QUIZ_AGE_BANDS.map((_, i) => i + 1);

type Step = { kind: 'gender' } | { kind: 'age'; gender: number } | { kind: 'questions'; gender: number; age: number; answers: boolean[] };
type Action = { type: 'gender'; gender: number } | { type: 'age'; age: number } | { type: 'answer'; yes: boolean } | { type: 'back' };

function reducer(step: Step, action: Action): Step {
  switch (action.type) {
    case 'gender':
      return { kind: 'age', gender: action.gender };
    case 'age':
      return step.kind === 'age' ? { kind: 'questions', gender: step.gender, age: action.age, answers: [] } : step;
    case 'answer':
      return step.kind === 'questions' ? { ...step, answers: [...step.answers, action.yes] } : step;
    case 'back':
      // Undoes the last answer: a question, then the age, then the gender.
      if (step.kind === 'questions')
        return step.answers.length > 0 ? { ...step, answers: step.answers.slice(0, -1) } : { kind: 'age', gender: step.gender };
      return { kind: 'gender' };
  }
}

/** /quiz (docs/product.md §2, §4): gender, age band, then the yes/no questions one by one; the yes ids go to /quizresult. */
export default function QuizPage() {
  const { t } = useTranslation('quiz');
  const lang = useLang();
  const navigate = useNavigate();
  usePageMeta(t('quiz.metaTitle'), t('quiz.metaDescription'));
  const [step, dispatch] = useReducer(reducer, { kind: 'gender' });

  const profile = step.kind === 'questions' ? { gender: step.gender, age: step.age } : null;
  const questions = useQuizQuestions(profile);
  const list = profile ? questions.data : undefined;
  const noQuestions = list?.length === 0;

  // No questions for this visitor (docs/product.md §4): an error toast, then back to the intro after 2 s.
  useEffect(() => {
    if (!noQuestions) return;
    toast.error(t('noQuestions'), { id: 'quiz:none', duration: REDIRECT_DELAY_MS });
    const timer = window.setTimeout(() => navigate(QUIZ_INTRO_PATH), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [noQuestions, navigate, t]);

  // Each new step moves focus to its question, so keyboard and screen-reader users follow along.
  const heading = useRef<HTMLHeadingElement>(null);
  const stepKey = step.kind === 'questions' ? `q${step.answers.length}` : step.kind;
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else heading.current?.focus();
  }, [stepKey, list]);

  const index = step.kind === 'questions' ? step.answers.length : 0;
  const current = list?.[index];
  // The next question's picture loads while this one is read.
  const nextImage = list?.[index + 1]?.image;
  useEffect(() => {
    if (nextImage) new Image().src = nextImage;
  }, [nextImage]);

  function answer(yes: boolean) {
    if (step.kind !== 'questions' || !list) return;
    const answers = [...step.answers, yes];
    if (answers.length < list.length) return dispatch({ type: 'answer', yes });
    navigate(quizResultPath(list.filter((_, i) => answers[i]).map((q) => q.id)));
  }

  const back = () => (step.kind === 'gender' ? navigate(QUIZ_INTRO_PATH) : dispatch({ type: 'back' }));

  let body: ReactNode;
  if (step.kind === 'gender' || step.kind === 'age') {
    const options = step.kind === 'gender' ? GENDERS : AGE_BANDS;
    body = (
      <>
        <p className="text-sm font-semibold text-honey-700">
          {t('quiz.stepOf', { n: formatNumber(step.kind === 'gender' ? 1 : 2, lang), total: formatNumber(2, lang) })}
        </p>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
          {t(step.kind === 'gender' ? 'quiz.genderQuestion' : 'quiz.ageQuestion')}
        </h1>
        <div className={`grid gap-3 ${step.kind === 'gender' ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
          {options.map((value) => (
            <button
              key={value}
              type="button"
              onClick={() => dispatch(step.kind === 'gender' ? { type: 'gender', gender: value } : { type: 'age', age: value })}
              className="flex min-h-20 items-center justify-center rounded-2xl bg-cream-50 px-5 text-lg font-semibold text-ink-900 ring-1 ring-ink-200 transition hover:bg-honey-50 hover:ring-2 hover:ring-honey-400"
            >
              {t(step.kind === 'gender' ? `quiz.gender.${value}` : `quiz.age.${value}`)}
            </button>
          ))}
        </div>
      </>
    );
  } else if (questions.isError) {
    body = (
      <EmptyState title={t('failed')}>
        <button type="button" className="btn btn-primary" onClick={() => void questions.refetch()}>
          {t('retry')}
        </button>
      </EmptyState>
    );
  } else if (!list || !current) {
    // Loading, or no questions (the toast is on its way and the intro follows).
    body = (
      <div className="min-h-72" aria-busy="true">
        {!noQuestions && <LoadingOverlay />}
      </div>
    );
  } else {
    body = (
      <>
        <div className="space-y-2">
          <p className="text-sm font-semibold text-honey-700" aria-live="polite">
            {t('quiz.counter', { n: formatNumber(index + 1, lang), total: formatNumber(list.length, lang) })}
          </p>
          <div className="h-2 overflow-hidden rounded-full bg-cream-200" aria-hidden="true">
            <div
              className="h-full rounded-full bg-honey-500 transition-[width] duration-300"
              style={{ width: `${((index + 1) / list.length) * 100}%` }}
            />
          </div>
        </div>
        <img
          key={current.id}
          src={current.image}
          srcSet={srcSetFor(current.image)}
          sizes="(min-width: 640px) 592px, 100vw"
          alt=""
          width={640}
          height={400}
          className="mx-auto aspect-[16/10] w-full max-w-[48vh] rounded-2xl bg-cream-200 object-cover"
        />
        <h1 ref={heading} tabIndex={-1} className="text-xl font-bold leading-snug text-ink-900 sm:text-2xl">
          {current.question}
        </h1>
        <div className="grid grid-cols-2 gap-3">
          <button type="button" onClick={() => answer(true)} className="btn btn-primary min-h-14 text-base">
            <Check size={20} aria-hidden="true" />
            {t('quiz.yes')}
          </button>
          <button type="button" onClick={() => answer(false)} className="btn btn-secondary min-h-14 text-base">
            <X size={20} aria-hidden="true" />
            {t('quiz.no')}
          </button>
        </div>
      </>
    );
  }

  return (
    <div className="container-page py-4 sm:py-6">
      <div className="relative mx-auto max-w-2xl space-y-5 rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-200/60 sm:p-8">
        <button type="button" onClick={back} className="btn btn-quiet -ms-3 px-3">
          <ArrowLeft size={18} className="flip-rtl" aria-hidden="true" />
          {t('quiz.back')}
        </button>
        {body}
      </div>
    </div>
  );
}
