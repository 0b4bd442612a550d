// Variations: the product families (a main product whose variations, e.g. size and type, lead to the
// family's products). Find a family by its main product, or start one from any product.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminFamiliesListCall } from '@shop/contract/calls';
import { apiData } from '../../../api/client';
import { formatNumber } from '../../../i18n/format';
import { useLang } from '../../../i18n/useLang';
import { Dialog } from '../../../ui/Dialog';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { QueryState } from '../../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { CARD } from '../components/table';
import { ProductPicker, type PickedProduct } from './ProductPicker';

export const FAMILIES = ['admin_families'];

export default function FamiliesPage() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const offset = Number(params.get('offset') ?? 0);
  const [draft, setDraft] = useState(keyword);
  const [starting, setStarting] = useState(false);
  const [picked, setPicked] = useState<PickedProduct | null>(null);
  const fields = { keyword: keyword || undefined, offset };
  const families = useQuery({
    queryKey: [...FAMILIES, fields],
    queryFn: ({ signal }) => apiData(adminFamiliesListCall, fields, { signal }),
    placeholderData: keepPreviousData,
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  const name = (o: { name_en: string; name_ar: string }) => (lang === 'ar' ? o.name_ar : o.name_en);

  return (
    <>
      <PageHeader title={t('nav.variations')}>
        <button type="button" className="btn btn-primary" onClick={() => setStarting(true)}>
          {t('variations.newFamily')}
        </button>
      </PageHeader>
      <p className="mb-4 max-w-3xl text-sm text-ink-700">{t('variations.intro')}</p>
      <form role="search" onSubmit={search} className="mb-4 flex gap-2">
        <label htmlFor="fam-search" className="sr-only">
          {t('variations.search')}
        </label>
        <input
          id="fam-search"
          type="search"
          className="field flex-1"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('variations.searchHint')}
        />
        <button type="submit" className="btn btn-secondary">
          {t('variations.searchButton')}
        </button>
      </form>
      <QueryState query={families} failed={adminFailed}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={t('variations.none')} />
          ) : (
            <>
              <ul className="grid gap-3 md:grid-cols-2">
                {data.rows.map((f) => (
                  <li key={f.main_product_id}>
                    <Link
                      to={`/admin/variations/${f.main_product_id}`}
                      className={`${CARD} flex items-center gap-3 transition hover:ring-honey-300`}
                    >
                      {f.main_image ? (
                        <img
                          src={f.main_image}
                          alt=""
                          width={56}
                          height={56}
                          className="size-14 shrink-0 rounded-xl bg-cream-200 object-cover"
                        />
                      ) : (
                        <span className="size-14 shrink-0 rounded-xl bg-cream-200" />
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-semibold text-ink-900">{name(f)}</span>
                        <span className="block truncate text-sm text-ink-700">{f.variations.map(name).join(' · ')}</span>
                        <span className="block text-xs text-ink-600">
                          {t('variations.productCount', { count: f.product_count, n: formatNumber(f.product_count, lang) })}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Pager
                offset={offset}
                total={data.total}
                onOffset={(o) => setParams({ ...(keyword ? { q: keyword } : {}), offset: String(o) })}
              />
            </>
          )
        }
      </QueryState>
      <Dialog open={starting} onOpenChange={setStarting} title={t('variations.newFamily')} description={t('variations.newFamilyHint')}>
        <div className="space-y-4">
          <ProductPicker id="fam-main" label={t('variations.mainProduct')} value={picked} onChange={setPicked} />
          <div className="flex justify-end">
            <button
              type="button"
              className="btn btn-primary"
              disabled={!picked}
              onClick={() => picked && navigate(`/admin/variations/${picked.id}`)}
            >
              {t('variations.open')}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
