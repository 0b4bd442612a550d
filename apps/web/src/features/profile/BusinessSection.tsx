import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isValidTrn, type BusinessProfile } from '@shop/contract';
import { businessProfileCall, saveBusinessProfileCall } from '@shop/contract/calls';
import { api, apiData, type Fields, useApiMutation } from '../../api';
import { TextField } from '../../ui/Field';
import { LoadingLine, QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { EmirateRegionFields, useEmirates, useRegions } from '../addresses';
import { Section } from './components/Section';

// The call's name, as checkout's query of it (docs/architecture.md): a save here is what checkout offers next.
const BUSINESS_KEY = ['business'] as const;

const useBusinessProfile = () =>
  useQuery({ queryKey: BUSINESS_KEY, queryFn: ({ signal }) => apiData(businessProfileCall, {}, { signal }) });

type Values = Record<'company_name' | 'trn' | 'emirate' | 'region' | 'address', string>;
type Errors = Partial<Record<keyof Values, string>>;

const initialValues = (b: BusinessProfile | null): Values => ({
  company_name: b?.company_name ?? '',
  trn: b?.trn ?? '',
  emirate: b ? String(b.emirate) : '',
  region: b ? String(b.region) : '',
  address: b?.address ?? '',
});

/** The form's own checks; the TRN's rule is the contract's (isValidTrn), the same the server applies. */
function check(v: Values, t: (key: string) => string): Errors {
  const errors: Errors = {};
  for (const key of ['company_name', 'trn', 'emirate', 'region', 'address'] as const)
    if (v[key].trim() === '') errors[key] = t('business.required');
  if (!errors.trn && !isValidTrn(v.trn)) errors.trn = t('business.trnInvalid');
  return errors;
}

/** Company name, TRN and address: an order placed "as the business" is a B2B sale whose tax invoice names them. */
function BusinessForm({ business }: { business: BusinessProfile | null }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [v, setV] = useState<Values>(() => initialValues(business));
  const [errors, setErrors] = useState<Errors>({});
  const emirates = useEmirates();
  const regions = useRegions(v.emirate);
  const set = (key: keyof Values, value: string) => setV((old) => ({ ...old, [key]: value }));

  const save = useApiMutation({
    run: (fields: Fields<typeof saveBusinessProfileCall>) => api(saveBusinessProfileCall, fields),
    onDone: (answer) => {
      queryClient.setQueryData(BUSINESS_KEY, answer.data);
      setV(initialValues(answer.data));
      toast.success(answer.msg);
    },
    // The server names the field it refused (a TRN, a region not of the emirate); its message goes under it.
    onRefused: (refusal) => {
      const field = (refusal.answer.data as { field?: string } | null)?.field;
      if (field && field in v) setErrors({ [field]: refusal.message });
      else toast.error(refusal.message);
    },
    onFailed: () => toast.error(t('business.saveFailed')),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check(v, t);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(v);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-600">{t('business.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('business.companyName')}
          dir="auto"
          autoComplete="organization"
          maxLength={200}
          value={v.company_name}
          error={errors.company_name}
          onChange={(e) => set('company_name', e.target.value)}
        />
        <TextField
          label={t('business.trn')}
          inputMode="numeric"
          dir="ltr"
          hint={t('business.trnHint')}
          value={v.trn}
          error={errors.trn}
          onChange={(e) => set('trn', e.target.value)}
        />
        <EmirateRegionFields
          emirate={v.emirate}
          region={v.region}
          emirates={emirates}
          regions={regions}
          onChange={(place) => setV((old) => ({ ...old, ...place }))}
          problems={{ emirate: { error: errors.emirate }, region: { error: errors.region } }}
        />
      </div>
      <TextField
        label={t('business.address')}
        dir="auto"
        maxLength={300}
        value={v.address}
        error={errors.address}
        onChange={(e) => set('address', e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {t('business.save')}
      </button>
    </form>
  );
}

export function BusinessSection() {
  const { t } = useTranslation('profile');
  const business = useBusinessProfile();
  return (
    <Section title={t('business.title')} id="business">
      <QueryState
        query={business}
        loading={<LoadingLine />}
        failed={
          <p role="alert" className="text-danger-700">
            {t('business.loadFailed')}
          </p>
        }
      >
        {(data) => <BusinessForm business={data} />}
      </QueryState>
    </Section>
  );
}
