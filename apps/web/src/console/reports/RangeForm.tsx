// A range of shop days to report on (the reports page, the dashboard): presets, a first and a last day checked
// before anything is asked (rangeProblem), and the range shown in the page's language.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange, useLang } from '../../i18n';
import { CARD, LABEL } from '../components/table';
import { PRESETS, presetRange, rangeProblem, type DayRange } from './ranges';

/** A range of shop days as the page's language writes it, the days as given (not moved by the browser's time zone). */
export const dayRange = (r: DayRange, lang: 'en' | 'ar') => formatDateRange(r.from, r.to, lang, { dateStyle: 'medium', timeZone: 'UTC' });

/** `range`: the range shown (null: none yet); `onShow`: a preset or a checked range asked for; `children`: more buttons. */
export function RangeForm({
  id,
  range,
  onShow,
  children,
}: {
  id: string;
  range: DayRange | null;
  onShow: (range: DayRange) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const [draft, setDraft] = useState(range ?? presetRange('last30'));
  const problem = rangeProblem(draft);
  const show = (next: DayRange) => {
    setDraft(next);
    onShow(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) show(draft);
  };
  return (
    <form aria-label={t('reports.range')} onSubmit={submit} className={`${CARD} mb-4 space-y-3`} noValidate>
      <div className="flex flex-wrap gap-2">
        {PRESETS.map((p) => (
          <button key={p} type="button" className="btn btn-secondary" onClick={() => show(presetRange(p))}>
            {t(`reports.presets.${p}`)}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <label htmlFor={`${id}-from`} className={LABEL}>
            {t('reports.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="field"
            dir="ltr"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
        </div>
        <div className="w-44">
          <label htmlFor={`${id}-to`} className={LABEL}>
            {t('reports.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="field"
            dir="ltr"
            value={draft.to}
            aria-invalid={problem === 'toBeforeFrom' || problem === 'tooLong' ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={problem !== null}>
          {t('reports.show')}
        </button>
        {children}
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-danger-700">
          {t(`reports.problems.${problem}`)}
        </p>
      )}
      <p className="text-sm text-ink-700">{range && t('reports.showing', { range: dayRange(range, lang) })}</p>
    </form>
  );
}
