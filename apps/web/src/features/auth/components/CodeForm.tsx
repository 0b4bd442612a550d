// The four code boxes (spec §5: four single-character boxes, all required, joined into the code; a pasted
// code fills them) and the resend button with its 59 s countdown (spec §4), for /Auth and /forgetpasswordotp.
import { useState, type FormEvent } from 'react';
import { OTPInput, type SlotProps } from 'input-otp';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, CODE_RESEND_SECONDS, asciiDigits, sendCodeCall, type CodePurpose } from '@shop/contract';
import { api } from '../../../api/client';
import { writeStored } from '../../../api/storage';
import { toast } from '../../../ui/toast';
import { useCountdown } from '../hooks';

/** Western and Arabic-Indic digits: Arabic keyboards type the latter. */
const DIGITS = '^[0-9\u0660-\u0669\u06F0-\u06F9]+$';
const onlyDigits = (s: string) => asciiDigits(s).replace(/\D/g, '').slice(0, CODE_LENGTH);

function Slot({ char, isActive, hasFakeCaret }: SlotProps) {
  return (
    <div
      className={`relative flex size-14 items-center justify-center rounded-2xl border-2 bg-cream-50 text-2xl font-bold text-ink-900 transition-colors sm:size-16 ${
        isActive ? 'border-honey-500 ring-4 ring-honey-300/40' : 'border-ink-200'
      }`}
    >
      {char}
      {hasFakeCaret && <span className="absolute h-7 w-0.5 animate-pulse bg-ink-900" aria-hidden="true" />}
    </div>
  );
}

interface CodeFormProps {
  email: string;
  /** Which code the resend button asks for. */
  purpose: CodePurpose;
  submitLabel: string;
  /** Called with the four ASCII digits. */
  onSubmit: (code: string) => Promise<void>;
  /** True once the code worked and the page is about to move on. */
  done?: boolean;
}

export function CodeForm({ email, purpose, submitLabel, onSubmit, done = false }: CodeFormProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [secondsLeft, restartCountdown] = useCountdown(CODE_RESEND_SECONDS);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (code.length !== CODE_LENGTH) return setMissing(true);
    setBusy(true);
    try {
      await onSubmit(code);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setResending(true);
    try {
      const answer = await api(sendCodeCall, { email, purpose });
      if (answer.status) {
        // `Code` is the server's resend countdown, never the code itself.
        const seconds = typeof answer.Code === 'number' ? answer.Code : CODE_RESEND_SECONDS;
        writeStored('code', seconds);
        restartCountdown(seconds);
        toast.success(answer.msg);
      } else {
        toast.error(t('toast.failed'), { description: answer.msg });
      }
    } catch {
      toast.error(t('code.sendFailed'));
    } finally {
      setResending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div dir="ltr" className="flex flex-col items-center gap-2">
        <OTPInput
          maxLength={CODE_LENGTH}
          value={code}
          onChange={(value) => {
            setCode(onlyDigits(value));
            setMissing(false);
          }}
          pattern={DIGITS}
          pasteTransformer={onlyDigits}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          aria-label={t('code.label')}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? 'code-error' : undefined}
          disabled={done}
          noScriptCSSFallback={null}
          pushPasswordManagerStrategy="none"
          containerClassName="flex justify-center gap-3"
          render={({ slots }) => slots.map((slot, i) => <Slot key={i} {...slot} />)}
        />
        {missing && (
          <p id="code-error" className="text-sm text-danger-700">
            {t('errors.codeRequired')}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={busy || done}>
        {submitLabel}
      </button>
      <div className="text-center">
        <button type="button" className="btn btn-quiet text-honey-800" disabled={secondsLeft > 0 || resending || done} onClick={resend}>
          <RotateCw size={18} aria-hidden="true" />
          {secondsLeft > 0 ? t('code.resendIn', { count: secondsLeft }) : t('code.resend')}
        </button>
      </div>
    </form>
  );
}
