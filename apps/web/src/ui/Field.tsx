// Form fields: label, control, and its hint or error beneath, tied together for screen readers.
// Errors are already-translated messages (a field rule's or the server's).
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface Wrapped {
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
}

function useFieldIds(id: string | undefined) {
  const own = useId();
  const inputId = id ?? own;
  return { inputId, errorId: `${inputId}-error`, hintId: `${inputId}-hint` };
}

function Frame({
  label,
  error,
  hint,
  className = '',
  ids,
  children,
}: Wrapped & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={ids.inputId} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={ids.hintId} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (ids: ReturnType<typeof useFieldIds>, error?: string, hint?: string) =>
  error ? ids.errorId : hint ? ids.hintId : undefined;

type InputProps = Wrapped & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { ref?: Ref<HTMLInputElement>; end?: ReactNode };

export function TextField({ label, error, hint, className, id, end, ref, ...input }: InputProps) {
  const ids = useFieldIds(id);
  return (
    <Frame label={label} error={error} hint={hint} className={className} ids={ids}>
      <div className="relative">
        <input
          ref={ref}
          id={ids.inputId}
          className={`field aria-invalid:border-danger-600 ${end ? 'pe-12' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, hint)}
          {...input}
        />
        {end}
      </div>
    </Frame>
  );
}

/** A password input with a show/hide button at its end. */
export function PasswordField(props: Omit<InputProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="icon-btn absolute inset-y-0 end-0 my-auto text-ink-600"
          aria-label={visible ? t('field.hidePassword') : t('field.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </button>
      }
    />
  );
}

export function TextArea({
  label,
  error,
  hint,
  className,
  id,
  ref,
  ...area
}: Wrapped & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { ref?: Ref<HTMLTextAreaElement> }) {
  const ids = useFieldIds(id);
  return (
    <Frame label={label} error={error} hint={hint} className={className} ids={ids}>
      <textarea
        ref={ref}
        id={ids.inputId}
        rows={4}
        className="field py-3 aria-invalid:border-danger-600"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        {...area}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  ref,
  children,
  ...select
}: Wrapped & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { ref?: Ref<HTMLSelectElement> }) {
  const ids = useFieldIds(id);
  return (
    <Frame label={label} error={error} hint={hint} className={className} ids={ids}>
      <select
        ref={ref}
        id={ids.inputId}
        className="field aria-invalid:border-danger-600 disabled:bg-cream-100 disabled:text-ink-500"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        {...select}
      >
        {children}
      </select>
    </Frame>
  );
}
