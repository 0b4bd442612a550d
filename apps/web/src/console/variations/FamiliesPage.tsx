// Variations: the product families (a main product whose variations, e.g. size and type, lead to the
// family's products). Find a family by its main product, or start one from any product.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminFamiliesListCall } from '@shop/contract/adminCalls';
import { apiData } from '../../api';
import { formatNumber, useLang } from '../../i18n';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { KeywordSearch, useKeywordSearch } from '../components/KeywordSearch';
import { PageHeader } from '../components/PageHeader';
import { Thumbnail } from '../components/Thumbnail';
import { Pager, noRows } from '../components/Pager';
import { adminFailed } from '../components/AdminsOnly';
import { CARD } from '../components/table';
import { ProductPicker, type PickedProduct } from './ProductPicker';

export const FAMILIES = ['admin_families'];

export default function FamiliesPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const navigate = useNavigate();
  const { fields, offset, setOffset } = useKeywordSearch();
  const [starting, setStarting] = useState(false);
  const [picked, setPicked] = useState<PickedProduct | null>(null);
  const families = useQuery({
    queryKey: [...FAMILIES, fields],
    queryFn: ({ signal }) => apiData(adminFamiliesListCall, fields, { signal }),
    placeholderData: keepPreviousData,
  });
  const name = (o: { name_en: string; name_ar: string }) => (lang === 'ar' ? o.name_ar : o.name_en);

  return (
    <>
      <PageHeader title={t('nav.variations')}>
        <button type="button" className="btn btn-primary" onClick={() => setStarting(true)}>
          {t('variations.newFamily')}
        </button>
      </PageHeader>
      <p className="mb-4 max-w-3xl text-sm text-ink-700">{t('variations.intro')}</p>
      <KeywordSearch
        id="fam-search"
        label={t('variations.search')}
        placeholder={t('variations.searchHint')}
        button={t('variations.searchButton')}
      />
      <QueryState query={families} failed={adminFailed} empty={<EmptyState title={t('variations.none')} />} isEmpty={noRows}>
        {(data) => (
          <>
            <ul className="grid gap-3 md:grid-cols-2">
              {data.rows.map((f) => (
                <li key={f.main_product_id}>
                  <Link
                    to={`/admin/variations/${f.main_product_id}`}
                    className={`${CARD} flex items-center gap-3 transition hover:ring-honey-300`}
                  >
                    <Thumbnail image={f.main_image} size={56} />
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
            <Pager offset={offset} total={data.total} onOffset={setOffset} />
          </>
        )}
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
