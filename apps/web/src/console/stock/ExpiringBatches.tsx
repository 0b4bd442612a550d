// The batches with units left that expire within EXPIRING_WITHIN_DAYS days or have expired, soonest first, each
// linking to its product's form (where its batches are edited).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXPIRING_WITHIN_DAYS, shopDate } from '@shop/contract';
import { adminBatchesExpiringCall } from '@shop/contract/adminCalls';
import { apiData } from '../../api';
import { formatNumber, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { DataTable } from '../components/DataTable';
import { ProductName } from '../components/ProductName';
import { BATCHES_KEY, batchDay, ExpiryBadge } from '../products/BatchesEditor';

/** Whole days from the shop's today to `day` (both YYYY-MM-DD). */
const daysUntil = (day: string) => Math.round((Date.parse(day) - Date.parse(shopDate())) / 86_400_000);

export function ExpiringBatches() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const days = formatNumber(EXPIRING_WITHIN_DAYS, lang);
  const expiring = useQuery({
    queryKey: [BATCHES_KEY, 'expiring'],
    queryFn: ({ signal }) => apiData(adminBatchesExpiringCall, {}, { signal }),
  });
  return (
    <section aria-labelledby="expiring-batches" className="mb-6">
      <h2 id="expiring-batches" className="mb-3 font-bold text-ink-900">
        {t('batches.expiring', { days })}
      </h2>
      <QueryState query={expiring} failed={adminFailed} empty={<EmptyState title={t('batches.expiringNone', { days })} />}>
        {(rows) => (
          <DataTable
            caption={t('batches.expiring', { days })}
            rows={rows}
            rowKey={(b) => b.id}
            columns={[
              {
                header: t('batches.product'),
                title: true,
                cell: (b) => (
                  <ProductName product={{ id: b.product_id, name_en: b.name_en, name_ar: b.name_ar, main_image: b.main_image || null }} />
                ),
              },
              { header: t('batches.code'), cell: (b) => <bdi className="font-mono font-semibold">{b.code}</bdi> },
              {
                header: t('batches.expires'),
                cell: (b) => {
                  const left = daysUntil(b.expires_on);
                  return (
                    <span className="inline-flex flex-wrap items-center gap-2">
                      {batchDay(b.expires_on, lang)}
                      {b.expired ? (
                        <ExpiryBadge expired />
                      ) : (
                        <span className="text-xs text-ink-600">
                          {left === 0
                            ? t('batches.expiresToday')
                            : t('batches.daysLeft', { count: left, formatted: formatNumber(left, lang) })}
                        </span>
                      )}
                    </span>
                  );
                },
              },
              { header: t('batches.quantity'), end: true, cell: (b) => formatNumber(b.quantity, lang) },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
