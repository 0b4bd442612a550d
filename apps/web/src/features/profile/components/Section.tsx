import type { ReactNode } from 'react';

/** A white card with a heading: the building block of the account pages. */
export function Section({ title, children, action, id }: { title: string; children: ReactNode; action?: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200/60 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The page's heading inside the profile shell. */
export function PageTitle({ children, text, className = 'mb-5' }: { children: ReactNode; text?: string; className?: string }) {
  return (
    <div className={className}>
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{children}</h1>
      {text && <p className="mt-1 text-ink-600">{text}</p>}
    </div>
  );
}
