import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MapPin, MessageCircle, Phone, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Branch, StoreInfo } from '@shop/contract';
import { usePageMeta } from '../../lib/usePageMeta';
import { BranchMap } from './BranchMap';
import { chatUrl, telUrl } from '../../lib/contactLinks';
import { storeInfoQuery } from '../../api';
import { LoadingVeil, QueryFailed, QueryState } from '../../ui/QueryState';

/** /ContactUs (docs/product.md §1, §2): the company's phone, chat and e-mail, and each branch with its map. */
export default function ContactPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('contact.metaTitle'), t('contact.metaDescription'));
  const info = useQuery(storeInfoQuery);

  return (
    <QueryState
      query={info}
      loading={<LoadingVeil className="container-page min-h-[60vh]" />}
      failed={
        <div className="container-page">
          <QueryFailed title={t('contact.failed')} onRetry={() => void info.refetch()} retryLabel={t('retry')} />
        </div>
      }
    >
      {({ branches, phone, whatsapp, email, company }) => (
        <div className="container-page space-y-10 py-6 sm:py-10">
          <header className="max-w-2xl space-y-3">
            <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{t('contact.title')}</h1>
            <p className="text-lg leading-relaxed text-ink-700">{t('contact.intro')}</p>
          </header>

          <ul className="grid gap-3 sm:grid-cols-3" aria-label={t('contact.company')}>
            {phone && <ContactChannel icon={<Phone size={22} />} label={t('contact.call')} value={phone} href={telUrl(phone)} ltr />}
            {whatsapp && (
              <ContactChannel
                icon={<MessageCircle size={22} />}
                label={t('contact.chat')}
                value={t('contact.chatAction')}
                href={chatUrl(whatsapp)}
                external
              />
            )}
            {email && <ContactChannel icon={<Mail size={22} />} label={t('contact.email')} value={email} href={`mailto:${email}`} ltr />}
          </ul>

          <section aria-labelledby="branches" className="space-y-5">
            <h2 id="branches" className="text-2xl font-bold tracking-tight text-ink-900">
              {t('contact.branches')}
            </h2>
            <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {branches.map((b) => (
                <li key={b.id}>
                  <BranchCard branch={b} />
                </li>
              ))}
            </ul>
          </section>

          <CompanyDetails company={company} />
        </div>
      )}
    </QueryState>
  );
}

function ContactChannel(props: { icon: ReactNode; label: string; value: string; href: string; ltr?: boolean; external?: boolean }) {
  const { t } = useTranslation('content');
  return (
    <li>
      <a
        href={props.href}
        {...(props.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className="flex min-h-20 items-center gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/60 transition hover:shadow-lift hover:ring-honey-300"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-honey-100 text-honey-800" aria-hidden="true">
          {props.icon}
        </span>
        <span className="min-w-0">
          <span className="block text-sm text-ink-600">{props.label}</span>
          <span className="block truncate font-semibold text-ink-900" dir={props.ltr ? 'ltr' : undefined}>
            {props.value}
          </span>
          {props.external && <span className="sr-only">{t('contact.newTab')}</span>}
        </span>
      </a>
    </li>
  );
}

function BranchCard({ branch }: { branch: Branch }) {
  const { t } = useTranslation('content');
  const headingId = `branch-${branch.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-200/60 sm:p-6"
    >
      <header className="space-y-1">
        <p className="text-sm font-semibold text-herb-700">{branch.city}</p>
        <h3 id={headingId} className="text-xl font-bold text-ink-900">
          {branch.name}
        </h3>
      </header>
      <dl className="space-y-3 text-[0.9375rem] text-ink-800">
        <Detail icon={<MapPin size={18} />} term={t('contact.address')}>
          <address className="not-italic leading-relaxed">{branch.address}</address>
        </Detail>
        {branch.hours && (
          <Detail icon={<Clock size={18} />} term={t('contact.hours')}>
            {branch.hours}
          </Detail>
        )}
        <Detail icon={<Phone size={18} />} term={t('contact.landline')}>
          <a href={telUrl(branch.landline)} dir="ltr" className="font-semibold text-honey-700 underline-offset-2 hover:underline">
            {branch.landline}
          </a>
        </Detail>
        <Detail icon={<Smartphone size={18} />} term={t('contact.mobile')}>
          <a href={telUrl(branch.mobile)} dir="ltr" className="font-semibold text-honey-700 underline-offset-2 hover:underline">
            {branch.mobile}
          </a>
        </Detail>
      </dl>
      <div className="mt-auto">
        <BranchMap branch={branch} />
      </div>
    </article>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-ink-500" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{term}</dt>
        <dd className="mt-0.5">{children}</dd>
      </div>
    </div>
  );
}

/** Who sells: the legal name, trade licence and TRN, each only when the owner has set it. */
function CompanyDetails({ company }: { company: StoreInfo['company'] }) {
  const { t } = useTranslation('content');
  const rows = [
    [t('contact.legalName'), company.legal_name, 'auto'],
    [t('contact.tradeLicence'), company.trade_licence, 'ltr'],
    [t('contact.trn'), company.trn, 'ltr'],
  ] as const;
  if (rows.every(([, value]) => !value)) return null;
  return (
    <section aria-labelledby="company-details" className="max-w-2xl space-y-4">
      <h2 id="company-details" className="text-2xl font-bold tracking-tight text-ink-900">
        {t('contact.companyDetails')}
      </h2>
      <dl className="divide-y divide-ink-200/70 rounded-2xl bg-white px-5 shadow-card ring-1 ring-ink-200/60">
        {rows
          .filter(([, value]) => value)
          .map(([term, value, dir]) => (
            <div key={term} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3">
              <dt className="text-ink-600">{term}</dt>
              <dd className="font-semibold text-ink-900" dir={dir}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
