import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A key of the 'auth' namespace (the form schemas' messages). */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** Label, input and the input's error beneath, tied together for screen readers. */
function Field({ label, error, id, className = '', ref, end, ...input }: TextFieldProps & { end?: ReactNode }) {
  const { t } = useTranslation('auth');
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          className={`field aria-invalid:border-danger-600 ${end ? 'pe-12' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {end}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger-700">
          {t(error)}
        </p>
      )}
    </div>
  );
}

export const TextField = (props: TextFieldProps) => <Field {...props} />;

/** A password input with a show/hide button at its end. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="icon-btn absolute inset-y-0 end-0 my-auto text-ink-600"
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
        </button>
      }
    />
  );
}
