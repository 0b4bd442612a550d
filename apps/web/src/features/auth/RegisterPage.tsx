// /Register (docs/product.md §2, §4, §5): full name, phone, e-mail, password and its confirmation, and adults only:
// a date of birth or an explicit "I am 18 or older" (the spec's payload has no birth date; when one is
// sent the server checks it too). The answer is the automatic login of the new, not yet active account: a
// code goes out, the success message shows for 2 s, then /Auth. An unticked box opts in to marketing e-mails.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MARKETING_CONSENT, MIN_AGE, shopDate } from '@shop/contract';
import { registerCall, sendCodeCall } from '@shop/contract/calls';
import { api, useApiMutation, writeStored } from '../../api';
import { REDIRECT_DELAY_MS } from '../../lib/guards';
import { usePageMeta } from '../../lib/usePageMeta';
import { PasswordField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { AuthCard, FormMessage } from './components/AuthCard';
import { deviceFields } from './device';
import { useNavigateLater } from './hooks';
import { registerSchema, type RegisterValues } from './schemas';
import { useLang } from '../../i18n';

/** The latest birth date of an adult today (the date picker's max). */
function latestAdultBirthDate(): string {
  const [y, m, d] = shopDate().split('-');
  return `${Number(y) - MIN_AGE}-${m}-${d}`;
}

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const lang = useLang();
  usePageMeta(t('register.metaTitle'));
  const navigateLater = useNavigateLater();
  const [serverMessage, setServerMessage] = useState('');
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      name: '',
      phone: '',
      email: '',
      birthDate: '',
      adultConfirmed: false,
      marketingConsent: false,
      password: '',
      confirm: '',
    },
  });

  const registration = useApiMutation({
    run: (values: RegisterValues) =>
      api(registerCall, {
        name: values.name,
        email: values.email,
        password: values.password,
        phone: values.phone,
        birth_date: values.birthDate || undefined,
        marketing_consent: values.marketingConsent ? 1 : 0,
        ...deviceFields(),
      }),
    onDone: async (answer) => {
      writeStored('tempEmail', answer.data.email);
      // The code is a second call: its refusal is only a warning, the account exists.
      const sent = await api(sendCodeCall, { email: answer.data.email, purpose: 'activate' }).catch(() => null);
      if (sent && !sent.status) toast.warning(sent.msg);
      toast.success(answer.msg, { duration: REDIRECT_DELAY_MS });
      setDone(true);
      navigateLater('/Auth', REDIRECT_DELAY_MS);
    },
    onRefused: (refusal) => setServerMessage(t('register.failed', { reason: refusal.message })),
    onFailed: () => setServerMessage(t('register.failedLater')),
  });
  // The form stays submitting until the answer; the outcome is handled above.
  const onSubmit = (values: RegisterValues) => {
    setServerMessage('');
    return registration.mutateAsync(values).catch(() => undefined);
  };

  return (
    <AuthCard
      wide
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-honey-700 underline-offset-4 hover:underline">
            {t('register.login')}
          </Link>
        </>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          error={errors.name?.message && t(errors.name.message)}
          {...register('name')}
        />
        <TextField
          label={t('fields.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          dir="ltr"
          error={errors.phone?.message && t(errors.phone.message)}
          {...register('phone')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          error={errors.email?.message && t(errors.email.message)}
          {...register('email')}
        />
        <TextField
          label={t('fields.birthDate')}
          type="date"
          autoComplete="bday"
          max={latestAdultBirthDate()}
          error={errors.birthDate?.message && t(errors.birthDate.message)}
          {...register('birthDate')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          error={errors.password?.message && t(errors.password.message)}
          {...register('password')}
        />
        <PasswordField
          label={t('fields.confirm')}
          autoComplete="new-password"
          error={errors.confirm?.message && t(errors.confirm.message)}
          {...register('confirm')}
        />
        <div className="sm:col-span-2">
          <p className="text-sm text-ink-600">{t('register.adultsOnly')}</p>
          <label className="mt-1 inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink-800">
            <input
              type="checkbox"
              className="size-5 accent-honey-600"
              aria-invalid={errors.adultConfirmed ? true : undefined}
              aria-describedby={errors.adultConfirmed ? 'adult-confirm-error' : undefined}
              {...register('adultConfirmed')}
            />
            {t('register.adultConfirm')}
          </label>
          {errors.adultConfirmed?.message && (
            <p id="adult-confirm-error" className="mt-1.5 text-sm text-danger-700">
              {t(errors.adultConfirmed.message)}
            </p>
          )}
        </div>
        <label className="inline-flex min-h-11 cursor-pointer items-start gap-2 text-sm text-ink-800 sm:col-span-2">
          <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-honey-600" {...register('marketingConsent')} />
          {/* The words the server records with the consent, in the page's language. */}
          {MARKETING_CONSENT[lang]}
        </label>
        <div className="space-y-4 sm:col-span-2">
          <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting || done}>
            {t('register.submit')}
          </button>
          <FormMessage>{serverMessage}</FormMessage>
        </div>
      </form>
    </AuthCard>
  );
}
