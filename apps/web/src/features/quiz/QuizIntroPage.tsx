import { ArrowRight, ClipboardList, Leaf, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/usePageMeta';
import { QuizArt } from './QuizArt';
import { QUIZ_PATH } from './paths';

const STEPS = [
  { icon: UserRound, key: 'about' },
  { icon: ClipboardList, key: 'answer' },
  { icon: Leaf, key: 'result' },
] as const;

/** /wellnessquiz (docs/product.md §2): what the quiz is, and the start button to /quiz. */
export default function QuizIntroPage() {
  const { t } = useTranslation('quiz');
  usePageMeta(t('intro.metaTitle'), t('intro.metaDescription'));
  return (
    <div className="container-page py-6 sm:py-10">
      <section className="grid items-center gap-8 overflow-hidden rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-200/60 sm:p-10 lg:grid-cols-[1.2fr_1fr] lg:gap-12 lg:p-14">
        <div className="space-y-5">
          <p className="inline-flex items-center gap-2 rounded-full bg-herb-50 px-3 py-1 text-sm font-semibold text-herb-700">
            <Leaf size={16} aria-hidden="true" />
            {t('intro.kicker')}
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{t('intro.title')}</h1>
          <p className="max-w-prose text-lg leading-relaxed text-ink-700">{t('intro.text')}</p>
          <ol className="grid gap-3 sm:grid-cols-3">
            {STEPS.map(({ icon: Icon, key }, i) => (
              <li
                key={key}
                className="flex items-center gap-3 rounded-2xl bg-cream-100 p-3 text-sm font-medium text-ink-800 sm:flex-col sm:items-start"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-honey-100 text-honey-800">
                  <Icon size={20} aria-hidden="true" />
                </span>
                <span>
                  <span className="sr-only">{t('intro.stepNumber', { n: i + 1 })} </span>
                  {t(`intro.steps.${key}`)}
                </span>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap items-center gap-4 pt-2">
            <Link to={QUIZ_PATH} className="btn btn-primary px-8 text-base">
              {t('intro.start')}
              <ArrowRight size={18} className="flip-rtl" aria-hidden="true" />
            </Link>
            <span className="text-sm text-ink-600">{t('intro.duration')}</span>
          </div>
          <p className="text-xs leading-relaxed text-ink-500">{t('disclaimer')}</p>
        </div>
        <QuizArt className="order-first mx-auto w-36 sm:w-48 lg:order-none lg:w-full lg:max-w-sm" />
      </section>
    </div>
  );
}
