import type { ReactNode } from 'react';
import { LogoMark } from '../../../ui/Logo';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (to /register, back to /login...). */
  footer?: ReactNode;
  wide?: boolean;
}

/** The card every sign-in, registration, code and reset page sits in. */
export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <div className="container-page flex justify-center py-8 sm:py-14">
      <section
        aria-labelledby="auth-title"
        className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-200/60 sm:p-10`}
      >
        <header className="mb-7 flex flex-col items-center gap-3 text-center">
          <LogoMark className="size-12" />
          <h1 id="auth-title" className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">
            {title}
          </h1>
          {subtitle && <p className="max-w-prose text-ink-600">{subtitle}</p>}
        </header>
        {children}
        {footer && <div className="mt-7 border-t border-cream-200 pt-5 text-center text-sm text-ink-700">{footer}</div>}
      </section>
    </div>
  );
}

/** The server's message beneath a form (docs/product.md §8: login, registration and password forms). */
export function FormMessage({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
      {children}
    </p>
  );
}
