import { PAGE_SIZE } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLang } from '../../i18n';

/** Previous / next over a list paged by PAGE_SIZE, with "31–60 of 75". */
export function Pager({ offset, total, onOffset }: { offset: number; total: number; onOffset: (offset: number) => void }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  if (total <= PAGE_SIZE) return null;
  return (
    <nav aria-label={t('pager.label')} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className="btn btn-secondary" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - PAGE_SIZE))}>
        {t('pager.previous')}
      </button>
      <span className="text-sm text-ink-600">
        {t('pager.range', {
          from: formatNumber(offset + 1, lang),
          to: formatNumber(Math.min(offset + PAGE_SIZE, total), lang),
          total: formatNumber(total, lang),
        })}
      </span>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={offset + PAGE_SIZE >= total}
        onClick={() => onOffset(offset + PAGE_SIZE)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}

/** A page of a console list holds no rows (QueryState's isEmpty for paged answers). */
export const noRows = (page: { rows: unknown[] }) => page.rows.length === 0;
