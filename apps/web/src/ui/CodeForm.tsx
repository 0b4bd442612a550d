// The four code boxes (docs/product.md §5: four single-character boxes, all required, joined into the code; a pasted code
// fills them, Arabic-Indic digits count) with the submit button and the resend button and its countdown
// (docs/product.md §4: 59 s, enabled at zero, restarted by a resend). Used by /Auth, /forgetpasswordotp and /OTP.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { OTPInput, type SlotProps } from 'input-otp';
import { RotateCw } from 'lucide-react';
import { CODE_LENGTH, CODE_RESEND_SECONDS, asciiDigits } from '@shop/contract';

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

/** Seconds left, counting down to 0 once a second; the setter restarts it. */
function useCountdown(start: number) {
  const [left, setLeft] = useState(start);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

export interface CodeFormProps {
  /** Texts in the page's language. */
  labels: { boxes: string; required: string; submit: string; resend: string; resendIn: (seconds: number) => string };
  /** Called with the four ASCII digits. */
  onSubmit: (code: string) => Promise<void>;
  /** Asks for a new code: the seconds before another may be asked, or null when it was not sent (the caller says why). */
  onResend: () => Promise<number | null>;
  /** True once the code worked and the page is about to move on. */
  done?: boolean;
}

export function CodeForm({ labels, onSubmit, onResend, done = false }: CodeFormProps) {
  const errorId = useId();
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
      const seconds = await onResend();
      if (seconds !== null) restartCountdown(seconds);
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
            // input-otp also reports the unchanged value (on the change event after the boxes lose focus, which
            // the submit button's click causes): only a different code clears 'all four digits' error.
            const next = onlyDigits(value);
            if (next === code) return;
            setCode(next);
            setMissing(false);
          }}
          pattern={DIGITS}
          pasteTransformer={onlyDigits}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          aria-label={labels.boxes}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          disabled={done}
          noScriptCSSFallback={null}
          pushPasswordManagerStrategy="none"
          containerClassName="flex justify-center gap-3"
          render={({ slots }) => slots.map((slot, i) => <Slot key={i} {...slot} />)}
        />
        {missing && (
          <p id={errorId} className="text-sm text-danger-700">
            {labels.required}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={busy || done}>
        {labels.submit}
      </button>
      <div className="text-center">
        <button type="button" className="btn btn-quiet text-honey-800" disabled={secondsLeft > 0 || resending || done} onClick={resend}>
          <RotateCw size={18} aria-hidden="true" />
          {secondsLeft > 0 ? labels.resendIn(secondsLeft) : labels.resend}
        </button>
      </div>
    </form>
  );
}
