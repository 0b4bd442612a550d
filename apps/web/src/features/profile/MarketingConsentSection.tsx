// Consent to marketing e-mails (UAE PDPL, docs/product.md §10) in the personal settings: a switch beside the
// words the server records with the choice (MARKETING_CONSENT), off until the customer turns it on.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MARKETING_CONSENT } from '@shop/contract';
import { marketingConsentCall, setMarketingConsentCall } from '@shop/contract/calls';
import { api, apiData, useApiMutation } from '../../api';
import { useLang } from '../../i18n';
import { toast } from '../../ui/toast';
import { Section } from './components/Section';

const CONSENT_KEY = ['marketing_consent'] as const;

export function MarketingConsentSection() {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const queryClient = useQueryClient();
  const consent = useQuery({ queryKey: CONSENT_KEY, queryFn: ({ signal }) => apiData(marketingConsentCall, {}, { signal }) });
  const change = useApiMutation({
    run: (marketing: boolean) => api(setMarketingConsentCall, { marketing: marketing ? 1 : 0 }),
    onDone: (answer) => {
      queryClient.setQueryData(CONSENT_KEY, answer.data);
      toast.success(answer.msg);
    },
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('marketing.failed')),
  });
  const on = consent.data?.marketing ?? false;

  return (
    <Section title={t('marketing.title')} id="marketing-consent">
      <div className="flex items-start gap-4">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="marketing-consent-text"
          disabled={!consent.data || change.isPending}
          onClick={() => change.mutate(!on)}
          className={`relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-honey-600' : 'bg-ink-300'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1'}`}
          />
        </button>
        <p id="marketing-consent-text" className="text-ink-800">
          {MARKETING_CONSENT[lang]}
        </p>
      </div>
      {consent.isError && (
        <p role="alert" className="mt-2 text-danger-700">
          {t('marketing.loadFailed')}
        </p>
      )}
    </Section>
  );
}
