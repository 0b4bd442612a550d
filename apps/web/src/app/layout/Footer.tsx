import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StoreInfo } from '@shop/contract';
import { storeInfoQuery } from '../../api';
import { LogoMark } from '../../ui/Logo';

/** The footer's links (docs/product.md §1): terms, privacy, the other legal texts, contact. */
const FOOTER_LINKS = [
  { to: '/termsofconditions', key: 'footer.terms' },
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/legal/pricing', key: 'footer.pricing' },
  { to: '/legal/delivery', key: 'footer.delivery' },
  { to: '/legal/refund', key: 'footer.refund' },
  { to: '/legal/accessibility', key: 'footer.accessibility' },
  { to: '/ContactUs', key: 'footer.contact' },
] as const;

/**
 * The ways to pay at checkout (docs/product.md §4): the cards and cash on delivery. Phone wallets are
 * left out here: the payment provider's account decides whether they are offered. Brand names stay in Latin letters.
 */
const PAYMENT_BADGES = ['Visa', 'Mastercard'] as const;

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16.4 12.7c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.4-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
      />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
      <path fill="#00c3f5" d="M3.6 2.2 13.4 12l-9.8 9.8a1.3 1.3 0 0 1-.5-1.1V3.3c0-.5.2-.9.5-1.1z" />
      <path fill="#00e070" d="M3.6 2.2c.4-.3 1-.3 1.6 0l11.4 6.6-3.2 3.2z" />
      <path fill="#ff3a44" d="m3.6 21.8 9.8-9.8 3.2 3.2-11.4 6.6c-.6.3-1.2.3-1.6 0z" />
      <path fill="#ffd000" d="m16.6 8.8 3.5 2c1 .6 1 1.9 0 2.4l-3.5 2-3.2-3.2z" />
    </svg>
  );
}

/**
 * A store badge, drawn here (no downloaded artwork), linking to the shop's app in that store. Store names stay in
 * Latin letters as the stores write them.
 */
function StoreBadge({ href, mark, line1, line2, label }: { href: string; mark: ReactNode; line1: string; line2: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="inline-flex h-12 items-center gap-2.5 rounded-xl bg-black px-3.5 text-white ring-1 ring-white/25 hover:ring-honey-300"
    >
      {mark}
      <span aria-hidden="true" className="flex flex-col leading-tight">
        <span className="text-[0.6875rem] opacity-90">{line1}</span>
        <span className="text-base font-semibold tracking-tight" dir="ltr">
          {line2}
        </span>
      </span>
    </a>
  );
}

/** The shop's apps, each badge only where the owner has set its store link; nothing when neither is set. */
function AppBadges({ apps }: { apps: StoreInfo['apps'] }) {
  const { t } = useTranslation();
  if (!apps.app_store && !apps.google_play) return null;
  return (
    <>
      <h2 className="mb-3 text-sm font-bold tracking-wide text-honey-300 uppercase">{t('footer.getTheApp')}</h2>
      <div className="mb-6 flex flex-wrap gap-3">
        {apps.app_store && (
          <StoreBadge
            href={apps.app_store}
            mark={<AppleMark />}
            line1={t('footer.appStoreLine1')}
            line2={t('footer.appStoreLine2')}
            label={t('footer.appStore')}
          />
        )}
        {apps.google_play && (
          <StoreBadge
            href={apps.google_play}
            mark={<PlayMark />}
            line1={t('footer.googlePlayLine1')}
            line2={t('footer.googlePlayLine2')}
            label={t('footer.googlePlay')}
          />
        )}
      </div>
    </>
  );
}

/** Who sells: the legal name, trade licence and TRN the owner has set, in one line under the copyright. */
function CompanyLine({ company }: { company: StoreInfo['company'] }) {
  const { t } = useTranslation();
  const parts = [
    company.legal_name && <bdi key="name">{company.legal_name}</bdi>,
    company.trade_licence && (
      <span key="licence">
        {t('footer.tradeLicence')} <bdi dir="ltr">{company.trade_licence}</bdi>
      </span>
    ),
    company.trn && (
      <span key="trn">
        {t('footer.trn')} <bdi dir="ltr">{company.trn}</bdi>
      </span>
    ),
  ].filter(Boolean);
  if (!parts.length) return null;
  return (
    <p data-testid="company-line" className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-cream-300 sm:justify-start">
      {parts}
    </p>
  );
}

export function Footer() {
  const { t } = useTranslation();
  // The server renders every page with it (entry-server.tsx); a page it did not render asks once a visit.
  const info = useQuery(storeInfoQuery).data;
  return (
    <footer id="site-footer" className="mt-16 bg-ink-900 text-cream-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1.4fr]">
        <div className="max-w-sm space-y-4">
          <p className="flex items-center gap-2.5 text-xl font-extrabold text-cream-50">
            <LogoMark />
            {t('brand.name')}
          </p>
          <p className="text-sm leading-relaxed text-cream-300">{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="mb-3 text-sm font-bold tracking-wide text-honey-300 uppercase">
            {t('footer.help')}
          </h2>
          <ul className="space-y-1">
            {FOOTER_LINKS.map(({ to, key }) => (
              <li key={to}>
                <Link to={to} className="inline-flex min-h-11 items-center text-cream-100 hover:text-honey-300 sm:min-h-9">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {info && <AppBadges apps={info.apps} />}
          <h2 className="mb-3 text-sm font-bold tracking-wide text-honey-300 uppercase">{t('footer.weAccept')}</h2>
          <ul className="flex flex-wrap gap-2" aria-label={t('footer.weAccept')}>
            {PAYMENT_BADGES.map((name) => (
              <li key={name} className="rounded-lg bg-white px-3 py-1.5 text-sm font-bold text-ink-900" dir="ltr">
                {name}
              </li>
            ))}
            <li className="rounded-lg bg-white px-3 py-1.5 text-sm font-bold text-ink-900">{t('footer.cashOnDelivery')}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page space-y-2 py-5">
          <p className="text-center text-sm text-cream-300 sm:text-start">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          {info && <CompanyLine company={info.company} />}
        </div>
      </div>
    </footer>
  );
}
