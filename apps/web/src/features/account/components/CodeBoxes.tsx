// Four single-character boxes (spec §5) for the e-mail change code; a pasted code fills them, Arabic-Indic
// digits count as digits.
import { OTPInput, type SlotProps } from 'input-otp';
import { CODE_LENGTH, asciiDigits } from '@shop/contract';

const DIGITS = '^[0-9\u0660-\u0669\u06F0-\u06F9]+$';
export const onlyDigits = (s: string) => asciiDigits(s).replace(/\D/g, '').slice(0, CODE_LENGTH);

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

interface CodeBoxesProps {
  value: string;
  onChange: (code: string) => void;
  label: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
}

export function CodeBoxes({ value, onChange, label, invalid = false, describedBy, disabled = false }: CodeBoxesProps) {
  return (
    <div dir="ltr" className="flex justify-center">
      <OTPInput
        maxLength={CODE_LENGTH}
        value={value}
        onChange={(v) => onChange(onlyDigits(v))}
        pattern={DIGITS}
        pasteTransformer={onlyDigits}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        noScriptCSSFallback={null}
        containerClassName="flex justify-center gap-3"
        render={({ slots }) => slots.map((slot, i) => <Slot key={i} {...slot} />)}
      />
    </div>
  );
}
