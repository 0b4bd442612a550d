import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <path d="M32 3 57 17.5v29L32 61 7 46.5v-29z" fill="var(--color-honey-600)" />
      <path d="M32 9.5 51.5 20.8v22.4L32 54.5 12.5 43.2V20.8z" fill="none" stroke="var(--color-honey-300)" strokeWidth="1.5" opacity=".7" />
      <path d="M32 17c-7 9.5-11 15.2-11 20.3a11 11 0 0 0 22 0C43 32.2 39 26.5 32 17z" fill="var(--color-cream-50)" />
    </svg>
  );
}

/** The shop's mark and name, linking home. */
export function Logo({ tagline = false }: { tagline?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('brand.home')} className="flex min-h-11 shrink-0 items-center gap-2.5">
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className="text-lg font-extrabold tracking-tight text-ink-900 sm:text-xl">{t('brand.name')}</span>
        {tagline && <span className="mt-1 hidden text-xs font-medium text-ink-600 lg:block">{t('brand.tagline')}</span>}
      </span>
    </Link>
  );
}
