/** A reason picked from a short list, as a group of radio cards (a cancel's, a return's). */
export function ReasonChoice({
  legend,
  name,
  reasons,
  value,
  onChange,
  error,
  className = '',
  columns = 1,
}: {
  legend: string;
  /** The radios' group name, one per form. */
  name: string;
  reasons: readonly { id: number; label: string }[];
  value: number | null;
  onChange: (id: number) => void;
  /** Said under the group, and tied to each radio, when no reason is picked and one must be. */
  error?: string;
  className?: string;
  /** Two columns from the small breakpoint up, for a list that has room for them. */
  columns?: 1 | 2;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-sm font-semibold text-ink-800">{legend}</legend>
      <div className={`grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {reasons.map((r) => (
          <label
            key={r.id}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 ring-1 ring-ink-200 has-[:checked]:bg-honey-50 has-[:checked]:ring-2 has-[:checked]:ring-honey-500"
          >
            <input
              type="radio"
              name={name}
              value={r.id}
              checked={value === r.id}
              onChange={() => onChange(r.id)}
              className="size-4 accent-honey-600"
              aria-describedby={error ? errorId : undefined}
            />
            <span className="font-medium text-ink-900">{r.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
