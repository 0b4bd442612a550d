import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  text?: string;
  /** An action such as a link back to the shop. */
  children?: ReactNode;
}

/** Nothing to show: an empty honey jar and a line of text (spec: 'no items found', empty cart...). */
export function EmptyState({ title, text, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-14 text-center">
      <svg viewBox="0 0 160 160" className="size-36" aria-hidden="true">
        <circle cx="80" cy="84" r="64" fill="var(--color-cream-200)" />
        <rect x="52" y="36" width="56" height="16" rx="5" fill="var(--color-honey-300)" />
        <path d="M46 58h68v58a14 14 0 0 1-14 14H60a14 14 0 0 1-14-14z" fill="#fff" stroke="var(--color-ink-300)" strokeWidth="3" />
        <path d="M46 104h68v12a14 14 0 0 1-14 14H60a14 14 0 0 1-14-14z" fill="var(--color-honey-200)" />
        <path d="M66 80q14-8 28 0" fill="none" stroke="var(--color-ink-300)" strokeWidth="3" strokeLinecap="round" />
        <path d="M118 44c5-6 13-6 17 0-4 5-12 6-17 0zM118 44c-1-7 4-13 11-13 0 7-5 12-11 13z" fill="var(--color-herb-600)" opacity=".75" />
      </svg>
      <div className="space-y-1">
        <p className="text-lg font-semibold text-ink-900">{title}</p>
        {text && <p className="text-ink-600">{text}</p>}
      </div>
      {children}
    </div>
  );
}
