// Chooses one product by searching its name (either language) or id, hidden products included.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { adminProductsListCall } from '@shop/contract/adminCalls';
import { apiData } from '../../api';
import { formatNumber, useLang } from '../../i18n';
import { LABEL } from '../components/table';
import { Thumbnail } from '../components/Thumbnail';

export interface PickedProduct {
  id: number;
  name_en: string;
  name_ar: string;
}

export function ProductPicker({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: PickedProduct | null;
  onChange: (p: PickedProduct) => void;
}) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const [keyword, setKeyword] = useState('');
  const term = keyword.trim();
  const found = useQuery({
    queryKey: ['admin_products', { keyword: term, offset: 0 }],
    queryFn: ({ signal }) => apiData(adminProductsListCall, { keyword: term, offset: 0 }, { signal }),
    enabled: term.length >= 2 || /^\d+$/.test(term),
  });
  const name = (p: PickedProduct) => (lang === 'ar' ? p.name_ar : p.name_en);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {value && (
        <p
          className="flex items-center gap-2 rounded-xl bg-herb-50 px-3 py-2 text-sm font-semibold text-ink-900"
          data-testid={`${id}-chosen`}
        >
          <Check size={16} aria-hidden="true" className="shrink-0 text-herb-700" />
          <span className="min-w-0 truncate">
            {name(value)} <span className="font-normal text-ink-600">#{formatNumber(value.id, lang, { useGrouping: false })}</span>
          </span>
        </p>
      )}
      <input
        id={id}
        type="search"
        className="field"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        placeholder={t('variations.findHint')}
      />
      {found.data && (
        <ul className="max-h-56 space-y-1 overflow-y-auto" aria-label={t('variations.results')}>
          {found.data.rows.length === 0 && <li className="px-2 text-sm text-ink-600">{t('variations.noResults')}</li>}
          {found.data.rows.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                aria-pressed={value?.id === p.id}
                className={`flex min-h-11 w-full items-center gap-2 rounded-xl px-2 text-start text-sm hover:bg-cream-200 ${value?.id === p.id ? 'bg-honey-50 ring-1 ring-honey-300' : ''}`}
                onClick={() => onChange({ id: p.id, name_en: p.name_en, name_ar: p.name_ar })}
              >
                <Thumbnail image={p.main_image} size={32} />
                <span className="min-w-0 flex-1 truncate">{name(p)}</span>
                <span className="text-xs text-ink-600">#{formatNumber(p.id, lang, { useGrouping: false })}</span>
                {!p.visible && <span className="text-xs text-ink-600">({t('taxonomy.hidden')})</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
