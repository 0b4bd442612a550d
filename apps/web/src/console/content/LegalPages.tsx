// Legal pages: the six texts of docs/product.md §1 (privacy, terms, pricing, delivery, refund, accessibility), each
// edited in both languages in the shop's format ('## ' headings, '- ' lists, blank lines between paragraphs).
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, FileText } from 'lucide-react';
import { adminLegalSaveCall, LEGAL_SLUGS, type AdminLegalPage, type LegalSlug } from '@shop/contract';
import { adminLegalListCall } from '@shop/contract/adminCalls';
import { api, apiData, type Fields } from '../../api';
import { formatDate, useLang } from '../../i18n';
import { QueryState } from '../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { CARD } from '../components/table';
import { AdminFormElement, bindBi, SubmitRow, useAdminForm } from '../components/adminForm';
import { BiField, useChange } from '../components/forms';

const LEGAL = ['admin_legal'];
/** The marks the shop's legal page reads (features/content/legalText.ts). */
const FORMAT = [
  ['## ', 'heading'],
  ['### ', 'subheading'],
  ['- ', 'item'],
  ['¶', 'paragraph'],
] as const;
const useLegal = () => useQuery({ queryKey: LEGAL, queryFn: ({ signal }) => apiData(adminLegalListCall, {}, { signal }) });

export function LegalListPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const pages = useLegal();
  return (
    <QueryState query={pages} failed={adminFailed}>
      {(rows) => (
        <ul className="grid gap-3 md:grid-cols-2">
          {rows.map((p) => (
            <li key={p.slug}>
              <Link to={p.slug} className={`${CARD} flex min-h-20 items-center gap-3 hover:ring-honey-300`}>
                <FileText size={22} aria-hidden="true" className="shrink-0 text-honey-700" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink-900">
                    {(lang === 'ar' ? p.title_ar : p.title_en) || t(`content.legal.slug.${p.slug}`)}
                  </span>
                  <span className="block text-sm text-ink-600">
                    {p.updated_at ? t('content.legal.updated', { date: formatDate(p.updated_at, lang) }) : t('content.legal.empty')}
                  </span>
                </span>
                <ChevronRight size={18} aria-hidden="true" className="flip-rtl text-ink-500" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const isSlug = (v: string | undefined): v is LegalSlug => (LEGAL_SLUGS as readonly (string | undefined)[]).includes(v);

export function LegalEditPage() {
  const { t } = useTranslation('console');
  const { slug } = useParams();
  const pages = useLegal();
  if (!isSlug(slug)) return <Navigate to="/admin/content/legal" replace />;
  return (
    <>
      <Link to="/admin/content/legal" className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-honey-700">
        <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" />
        {t('content.tab.legal')}
      </Link>
      <QueryState query={pages} failed={adminFailed}>
        {(rows) => <LegalForm key={slug} page={rows.find((p) => p.slug === slug)!} />}
      </QueryState>
    </>
  );
}

function LegalForm({ page }: { page: AdminLegalPage }) {
  const { t } = useTranslation('console');
  const form = useAdminForm({
    schema: adminLegalSaveCall.request,
    defaultValues: { title_en: page.title_en, title_ar: page.title_ar, body_en: page.body_en, body_ar: page.body_ar },
    toFields: (v) => ({ ...v, slug: page.slug }),
  });
  const save = useChange(
    (fields: Fields<typeof adminLegalSaveCall>) => api(adminLegalSaveCall, fields),
    [LEGAL, ['legal'], ['legal_list']],
    undefined,
    form,
  );
  return (
    <AdminFormElement
      form={form}
      onValid={(fields) => save.mutate(fields as Fields<typeof adminLegalSaveCall>)}
      className={`${CARD} space-y-4`}
      aria-labelledby="legal-title"
    >
      <h2 id="legal-title" className="text-lg font-bold text-ink-900">
        {t(`content.legal.slug.${page.slug}`)}
      </h2>
      <BiField id="lg-title" label={t('content.legal.title')} {...bindBi(form, 'title')} />
      <div className="rounded-xl bg-cream-100 p-3 text-sm text-ink-700">
        <p className="font-semibold">{t('content.legal.format')}</p>
        <ul className="mt-1 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {FORMAT.map(([mark, key]) => (
            <li key={key} className="flex items-baseline gap-2">
              <code dir="ltr" className="min-w-10 rounded bg-white px-1.5 text-center font-mono text-ink-900">
                {mark.trim()}
              </code>
              {t(`content.legal.mark.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <BiField id="lg-body" label={t('content.legal.body')} {...bindBi(form, 'body')} rows={18} />
      <SubmitRow busy={save.isPending}>{t('content.save')}</SubmitRow>
    </AdminFormElement>
  );
}
