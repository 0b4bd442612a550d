import type { ReactNode } from 'react';
import { usePageMeta } from '../../lib/usePageMeta';

/** A console page's title (also the document title) with its actions at the end. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  usePageMeta(title);
  return (
    <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </header>
  );
}
