import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, FileText, Link2 } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LegalSlug } from '@shop/contract';
import { ApiRefusal } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { formatDate, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { parseLegalBody, type LegalBlock } from './legalText';
import { isLegalSlug, legalPath, slugOfSpecPath } from './legalPaths';
import { legalListQuery, legalQuery } from './api';

/** /privacy, /termsofconditions and /legal/{slug}: a legal text with its table of contents. */
export default function LegalPage() {
  const { slug: param } = useParams();
  const { pathname } = useLocation();
  const slug = (param ?? slugOfSpecPath(pathname) ?? '').toLowerCase();
  if (!isLegalSlug(slug)) return <Navigate to="/notfound" replace />;
  return <LegalText key={slug} slug={slug} />;
}

function Blocks({ blocks }: { blocks: LegalBlock[] }) {
  return blocks.map((b, i) =>
    b.kind === 'p' ? (
      <p key={i}>{b.text}</p>
    ) : b.kind === 'h3' ? (
      <h3 key={i} className="pt-2 text-lg font-bold text-ink-900">
        {b.text}
      </h3>
    ) : (
      <ul key={i} className="list-disc space-y-1 ps-6">
        {b.items.map((item, j) => (
          <li key={j}>{item}</li>
        ))}
      </ul>
    ),
  );
}

function LegalText({ slug }: { slug: LegalSlug }) {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { hash } = useLocation();
  usePageMeta(t(`legal.pages.${slug}.title`), t(`legal.pages.${slug}.description`));

  const page = useQuery(legalQuery(slug));
  const pages = useQuery(legalListQuery);
  const doc = useMemo(() => (page.data ? parseLegalBody(page.data.body) : null), [page.data]);

  // A link to a section (/privacy#section-3) lands on it once the text is there.
  useEffect(() => {
    if (doc && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [doc, hash]);

  if (page.error instanceof ApiRefusal && page.error.notFound) return <Navigate to="/notfound" replace />;
  if (page.isError) {
    return (
      <div className="container-page">
        <EmptyState title={t('legal.failed')}>
          <button type="button" className="btn btn-primary" onClick={() => void page.refetch()}>
            {t('retry')}
          </button>
        </EmptyState>
      </div>
    );
  }
  if (!page.data || !doc) {
    return (
      <div className="container-page relative min-h-[60vh]" aria-busy="true">
        <LoadingOverlay />
      </div>
    );
  }

  const tocLinks = (
    <ol className="space-y-0.5 text-sm">
      {doc.sections.map((s) => (
        <li key={s.id}>
          <a
            href={`#${s.id}`}
            className="flex min-h-11 items-center rounded-lg px-2 text-ink-800 hover:bg-cream-100 hover:text-honey-800 sm:min-h-9"
          >
            {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
  const hasToc = doc.sections.length > 1;
  const otherPages = pages.data && pages.data.length > 1 && (
    <nav aria-labelledby="legal-pages" className="rounded-2xl bg-cream-200/60 p-5">
      <h2 id="legal-pages" className="mb-2 text-sm font-bold tracking-wide text-honey-700 uppercase">
        {t('legal.allPages')}
      </h2>
      <ul className="space-y-0.5 text-sm">
        {pages.data.map((p) => (
          <li key={p.slug}>
            <Link
              to={isLegalSlug(p.slug) ? legalPath(p.slug) : `/legal/${p.slug}`}
              aria-current={p.slug === slug ? 'page' : undefined}
              className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-ink-800 hover:bg-white hover:text-honey-800 aria-[current=page]:bg-white aria-[current=page]:font-semibold aria-[current=page]:text-honey-800 sm:min-h-9"
            >
              <FileText size={16} className="shrink-0 text-ink-500" aria-hidden="true" />
              {p.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <div className="container-page py-6 sm:py-10">
      <div className="grid gap-8 lg:grid-cols-[17rem_1fr] lg:gap-12">
        <aside className="order-2 space-y-6 lg:order-1">
          <div className="hidden lg:sticky lg:top-28 lg:block lg:space-y-6">
            {hasToc && (
              <nav aria-labelledby="legal-toc" className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200/60">
                <h2 id="legal-toc" className="mb-2 text-sm font-bold tracking-wide text-honey-700 uppercase">
                  {t('legal.onThisPage')}
                </h2>
                {tocLinks}
              </nav>
            )}
            {otherPages}
          </div>
          <div className="lg:hidden">{otherPages}</div>
        </aside>
        <article className="order-1 min-w-0 lg:order-2">
          <header className="mb-6 space-y-2 border-b border-ink-200 pb-6">
            <p className="text-sm font-semibold text-honey-700">{t('legal.kicker')}</p>
            <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{page.data.title}</h1>
            <p className="text-sm text-ink-600">
              {t('legal.updated', { date: formatDate(page.data.updated_at, lang, { dateStyle: 'long' }) })}
            </p>
          </header>
          {hasToc && (
            // On phones the contents fold away so the text starts at once.
            <details className="group mb-8 rounded-2xl bg-white shadow-card ring-1 ring-ink-200/60 lg:hidden">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 font-semibold text-ink-900">
                {t('legal.onThisPage')}
                <ChevronDown size={18} className="text-ink-500 transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              <nav aria-label={t('legal.onThisPage')} className="px-3 pb-4">
                {tocLinks}
              </nav>
            </details>
          )}
          <div className="max-w-3xl space-y-4 text-[1.0625rem] leading-relaxed text-ink-800">
            <Blocks blocks={doc.intro} />
            {doc.sections.map((s) => (
              <section key={s.id} aria-labelledby={s.id} className="space-y-3 pt-4">
                <h2
                  id={s.id}
                  className="group flex scroll-mt-32 items-center gap-2 text-xl font-bold tracking-tight text-ink-900 sm:text-2xl"
                >
                  {s.title}
                  <a
                    href={`#${s.id}`}
                    className="icon-btn size-9 text-ink-400 opacity-60 group-hover:opacity-100 hover:text-honey-700 focus-visible:opacity-100"
                    aria-label={t('legal.linkTo', { section: s.title })}
                  >
                    <Link2 size={18} aria-hidden="true" />
                  </a>
                </h2>
                <Blocks blocks={s.blocks} />
              </section>
            ))}
          </div>
        </article>
      </div>
    </div>
  );
}
