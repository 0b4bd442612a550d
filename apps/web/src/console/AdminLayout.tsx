// The console's own shell (no storefront header or footer): a side navigation from laptop width, a top bar
// with a drawer of all sections on phones and tablets, the shop's name, the alerts bell, the language switch,
// "View shop", the signed-in admin and sign-out. The section pages render in its main area.
import { Suspense, useState, type ReactNode } from 'react';
import { Languages, LogOut, Menu, Store } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@shop/contract';
import { switchShopLanguage } from '../api';
import { useLang } from '../i18n';
import { Dialog } from '../ui/Dialog';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { LogoMark } from '../ui/Logo';
import { HydratedMark } from '../lib/HydratedMark';
import { useScrollToTopOnNavigate } from '../lib/useScrollToTopOnNavigate';
import { useLogoutAndLeave } from '../features/auth';
import { AlertsBell } from './alerts/AlertsBell';
import type { Section } from './sections';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-2.5 rounded-xl px-3 text-sm font-semibold transition-colors ${
    isActive ? 'bg-honey-100 text-honey-900' : 'text-ink-800 hover:bg-cream-200'
  }`;

/** The shop's mark and name with the console's name under it. */
function Brand() {
  const { t } = useTranslation('console');
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <LogoMark className="size-8 shrink-0" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate font-extrabold text-ink-900">{t('common:brand.name')}</span>
        <span className="truncate text-xs font-medium text-ink-600">{t('title')}</span>
      </span>
    </span>
  );
}

/**
 * The other language, named in itself: the storefront's switch (stored, told to the account, then the same
 * URL under or without /ar), so the console reopens on the same page and filters.
 */
function LanguageToggle({ className }: { className: string }) {
  const { t } = useTranslation('console');
  const other: Lang = useLang() === 'ar' ? 'en' : 'ar';
  return (
    <button type="button" className={className} onClick={() => void switchShopLanguage(other)}>
      <Languages size={18} aria-hidden="true" className="shrink-0 text-honey-700" />
      <span lang={other}>{t(other === 'ar' ? 'common:nav.arabicName' : 'common:nav.englishName')}</span>
      <span className="sr-only">, {t('shell.switchLanguage')}</span>
    </button>
  );
}

/**
 * Every section, then "View shop", the admin's e-mail and sign-out: the same in the side bar and the drawer (the
 * language switch is above them in the side bar and in the phone's top bar).
 */
function ConsoleNav({ email, sections, onNavigate }: { email: string; sections: readonly Section[]; onNavigate?: () => void }) {
  const { t } = useTranslation('console');
  const logoutAndLeave = useLogoutAndLeave(t('shell.signOutOffline'));
  return (
    <div className="flex flex-1 flex-col gap-4">
      <nav aria-label={t('nav.label')}>
        <ul className="flex flex-col gap-0.5">
          {sections.map(({ path, key, Icon }) => (
            <li key={path}>
              <NavLink to={path === '' ? '/admin' : `/admin/${path}`} end={path === ''} className={itemClass} onClick={onNavigate}>
                <Icon size={18} aria-hidden="true" className="shrink-0 text-honey-700" />
                {t(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto space-y-1 border-t border-ink-200 pt-3">
        <Link to="/" className={itemClass({ isActive: false })} onClick={onNavigate}>
          <Store size={18} aria-hidden="true" className="shrink-0 text-honey-700" />
          {t('shell.viewShop')}
        </Link>
        <p className="truncate px-3 pt-2 text-xs text-ink-600" title={email}>
          <span className="sr-only">{t('shell.signedInAs')} </span>
          <span dir="ltr">{email}</span>
        </p>
        <button type="button" className={`${itemClass({ isActive: false })} w-full`} onClick={() => void logoutAndLeave()}>
          <LogOut size={18} aria-hidden="true" className="flip-rtl shrink-0 text-danger-600" />
          {t('shell.signOut')}
        </button>
      </div>
    </div>
  );
}

/** The console's frame around a section page (`children`), with the sections the admin's role opens. */
export function AdminLayout({ email, sections, children }: { email: string; sections: readonly Section[]; children: ReactNode }) {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const [drawer, setDrawer] = useState(false);
  useScrollToTopOnNavigate(pathname);
  return (
    <div className="min-h-dvh bg-cream-100 lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink-900 px-4 py-2 text-cream-50 focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {t('common:skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col gap-4 overflow-y-auto border-e border-ink-200/70 bg-white p-4 lg:flex">
        <div className="flex items-center justify-between gap-2">
          <Brand />
          <AlertsBell />
        </div>
        {/* At the top, beside the shop's name, as in the phone's top bar: never below the fold of a long side bar. */}
        <LanguageToggle className={`${itemClass({ isActive: false })} w-full`} />
        <ConsoleNav email={email} sections={sections} />
      </aside>
      <header className="sticky top-0 z-40 flex min-h-14 items-center gap-2 border-b border-ink-200/70 bg-white/95 px-3 backdrop-blur lg:hidden">
        <button
          type="button"
          className="icon-btn -ms-1"
          aria-label={t('shell.menu')}
          aria-expanded={drawer}
          onClick={() => setDrawer(true)}
        >
          <Menu size={24} aria-hidden="true" />
        </button>
        <Brand />
        <LanguageToggle className="btn btn-quiet ms-auto shrink-0 px-3" />
        <AlertsBell />
      </header>
      <Dialog open={drawer} onOpenChange={setDrawer} placement="start" title={<Brand />}>
        <ConsoleNav email={email} sections={sections} onNavigate={() => setDrawer(false)} />
      </Dialog>
      <main id="main" className="relative min-w-0 flex-1 px-3 py-4 md:px-5 lg:px-8 lg:py-6">
        <div className="mx-auto w-full max-w-[1200px]">
          <ErrorBoundary key={pathname}>
            <Suspense
              fallback={
                <div className="min-h-[50vh]">
                  <LoadingOverlay />
                </div>
              }
            >
              {children}
              <HydratedMark />
            </Suspense>
          </ErrorBoundary>
        </div>
      </main>
    </div>
  );
}
