/** The quiz's illustration: a honey jar between herb leaves, drawn here (no downloaded artwork). */
export function QuizArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 220" className={className} aria-hidden="true">
      <circle cx="120" cy="116" r="96" fill="var(--color-cream-200)" />
      <path d="M46 170c8-44 34-70 70-82-20 26-34 52-40 86z" fill="var(--color-herb-600)" opacity="0.85" />
      <path d="M194 168c-6-40-28-64-60-76 17 24 28 48 32 80z" fill="var(--color-herb-700)" opacity="0.8" />
      <rect x="82" y="58" width="76" height="22" rx="7" fill="var(--color-honey-700)" />
      <path d="M76 88h88c6 0 10 4 10 10v76c0 12-10 22-22 22H88c-12 0-22-10-22-22V98c0-6 4-10 10-10z" fill="var(--color-honey-400)" />
      <path d="M66 124h108v24H66z" fill="var(--color-honey-200)" />
      <path d="M120 110l10 6v12l-10 6-10-6v-12z" fill="var(--color-honey-600)" />
      <path d="M96 96c-4 16-4 52 0 80" stroke="#fff" strokeWidth="6" strokeLinecap="round" opacity="0.35" fill="none" />
      <circle cx="186" cy="56" r="9" fill="var(--color-honey-300)" />
      <circle cx="58" cy="72" r="6" fill="var(--color-honey-200)" />
    </svg>
  );
}
