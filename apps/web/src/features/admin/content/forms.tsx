// Pieces shared by the content and quiz pages: a text in both languages side by side, and a change that
// toasts the server's message and refreshes the lists it touched.
import type { ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Call, CallData } from '@shop/contract';
import type { Answer } from '../../../api/client';
import { toast } from '../../../ui/toast';
import { LABEL } from '../components/table';

/** Runs a console change: a refusal toasts its message; success toasts, refreshes `refresh` and calls onDone. */
export function useChange<V, C extends Call>(run: (vars: V) => Promise<Answer<C>>, refresh: QueryKey[], onDone?: (data: CallData<C>) => void) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      if (!answer.status) {
        toast.error(answer.msg);
        return;
      }
      toast.success(answer.msg);
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
      onDone?.(answer.data);
    },
    onError: () => toast.error(t('loadFailed')),
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
  inputMode?: 'text' | 'tel' | 'email' | 'decimal' | 'numeric';
}

/** A labelled input (or textarea when `rows` is given); Arabic texts are typed right to left whatever the page's language. */
export function TextField({ id, label, value, onChange, lang, rows, required = false, hint, inputMode }: TextFieldProps) {
  const common = {
    id,
    className: 'field',
    value,
    required,
    dir: lang === 'ar' ? 'rtl' : lang === 'en' ? 'ltr' : undefined,
    lang,
    'aria-describedby': hint ? `${id}-hint` : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {rows ? <textarea {...common} rows={rows} /> : <input {...common} inputMode={inputMode} />}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
          {hint}
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
}: {
  id: string;
  label: string;
  value: { en: string; ar: string };
  onChange: (lang: 'en' | 'ar', value: string) => void;
  rows?: number;
  required?: boolean;
}) {
  const { t } = useTranslation('admin');
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
        />
      ))}
    </div>
  );
}
