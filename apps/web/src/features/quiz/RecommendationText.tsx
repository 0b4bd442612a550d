/** Advice usually opens with its aim ('For calmer nights: ...'): that lead is set in bold. */
function Advice({ text }: { text: string }) {
  const colon = text.indexOf(': ');
  if (colon < 1 || colon > 60) return <span>{text}</span>;
  return (
    <span>
      <strong className="font-semibold text-ink-900">{text.slice(0, colon + 1)}</strong>
      {text.slice(colon + 1)}
    </span>
  );
}

/**
 * The server's recommendation text: lines starting with '• ' are advice, shown as a list; other lines
 * are paragraphs (the introduction).
 */
export function RecommendationText({ text }: { text: string }) {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const advice = lines.filter((l) => l.startsWith('• ')).map((l) => l.slice(2));
  const paragraphs = lines.filter((l) => !l.startsWith('• '));
  return (
    <div className="space-y-3 text-ink-800">
      {paragraphs.map((p, i) => (
        <p key={i} className="text-lg leading-relaxed">
          {p}
        </p>
      ))}
      {advice.length > 0 && (
        <ul className="space-y-2">
          {advice.map((a, i) => (
            <li key={i} className="flex gap-3 rounded-2xl bg-cream-100 p-3 leading-relaxed sm:p-4">
              <span className="mt-2 size-2 shrink-0 rounded-full bg-honey-500" aria-hidden="true" />
              <Advice text={a} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
