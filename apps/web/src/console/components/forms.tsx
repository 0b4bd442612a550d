// Pieces shared by the console's pages (content, quiz, groups, categories, variations, banners, coupons, reviews):
// a text in both languages side by side, and a change that toasts the server's message and refreshes the lists it
// touched.
import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Call, CallData } from '@shop/contract';
import { type Answer, useApiMutation } from '../../api';
import { toast } from '../../ui/toast';
import { LABEL } from './table';
import type { AdminForm } from './adminForm';
import type { FieldValues } from 'react-hook-form';

/**
 * Runs a console change: a refusal toasts its message (or, for a change sent by an AdminForm, shows it on the
 * field it names); success toasts, marks the form saved, refreshes `refresh` and calls onDone.
 */
export function useChange<V, C extends Call>(
  run: (vars: V) => Promise<Answer<C>>,
  refresh: QueryKey[],
  onDone?: (data: CallData<C>) => void,
  form?: Pick<AdminForm<FieldValues>, 'refused'> & { saved: () => void },
) {
  const { t } = useTranslation('console');
  return useApiMutation({
    run,
    refresh,
    onDone: (answer) => {
      toast.success(answer.msg);
      form?.saved();
      onDone?.(answer.data);
    },
    onRefused: (refusal) => (form ? form.refused(refusal.answer) : toast.error(refusal.message)),
    onFailed: () => toast.error(t('loadFailed')),
  });
}

interface TextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  lang?: 'en' | 'ar';
  rows?: number;
  required?: boolean;
  hint?: ReactNode;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'decimal' | 'numeric';
  /** Why the value is refused (already in the page's language), shown beneath in place of the hint. */
  error?: string | undefined;
  /** The most characters the server takes (the contract's limit): typing stops there. */
  maxLength?: number;
}

/** A labelled input (or textarea when `rows` is given); Arabic texts are typed right to left whatever the page's language. */
export function TextField({ id, label, value, onChange, lang, rows, required = false, hint, inputMode, error, maxLength }: TextFieldProps) {
  const common = {
    id,
    className: 'field aria-invalid:border-danger-600',
    value,
    required,
    maxLength,
    dir: lang === 'ar' ? 'rtl' : lang === 'en' ? 'ltr' : undefined,
    lang,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {rows ? <textarea {...common} rows={rows} /> : <input {...common} inputMode={inputMode} />}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The English and Arabic versions of one text, side by side from tablet width. */
export function BiField({
  id,
  label,
  value,
  onChange,
  rows,
  required = true,
  errors,
}: {
  id: string;
  label: string;
  value: { en: string; ar: string };
  onChange: (lang: 'en' | 'ar', value: string) => void;
  rows?: number;
  required?: boolean;
  errors?: { en?: string | undefined; ar?: string | undefined };
}) {
  const { t } = useTranslation('console');
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {(['en', 'ar'] as const).map((lang) => (
        <TextField
          key={lang}
          id={`${id}-${lang}`}
          label={t(`content.inLang.${lang}`, { field: label })}
          value={value[lang]}
          onChange={(v) => onChange(lang, v)}
          lang={lang}
          rows={rows}
          required={required}
          error={errors?.[lang]}
        />
      ))}
    </div>
  );
}
