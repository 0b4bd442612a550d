// The emirate and area pair every address form asks for: the areas load once an emirate is chosen, and choosing
// another emirate clears the area (another emirate's areas do not apply).
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/Field';
import type { useEmirates, useRegions } from './api';

/** A field's refusal: the server's message under it, or only marked (a form that lists what is missing). */
export interface FieldProblem {
  error?: string;
  invalid?: boolean;
}

export function EmirateRegionFields({
  emirate,
  region,
  emirates,
  regions,
  onChange,
  problems = {},
}: {
  emirate: string;
  region: string;
  emirates: ReturnType<typeof useEmirates>;
  regions: ReturnType<typeof useRegions>;
  onChange: (place: { emirate: string; region: string }) => void;
  problems?: { emirate?: FieldProblem; region?: FieldProblem };
}) {
  const { t } = useTranslation('addresses');
  return (
    <>
      <SelectField
        label={t('addresses.emirate')}
        value={emirate}
        error={problems.emirate?.error}
        aria-invalid={problems.emirate?.invalid || undefined}
        onChange={(e) => onChange({ emirate: e.target.value, region: '' })}
      >
        <option value="">{t('addresses.chooseEmirate')}</option>
        {emirates.data?.map((em) => (
          <option key={em.id} value={em.id}>
            {em.emirate}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('addresses.region')}
        value={region}
        disabled={emirate === '' || regions.isPending}
        error={problems.region?.error}
        aria-invalid={problems.region?.invalid || undefined}
        onChange={(e) => onChange({ emirate, region: e.target.value })}
      >
        <option value="">{emirate === '' ? t('addresses.emirateFirst') : t('addresses.chooseRegion')}</option>
        {regions.data?.map((r) => (
          <option key={r.id} value={r.id}>
            {r.region}
          </option>
        ))}
      </SelectField>
    </>
  );
}
