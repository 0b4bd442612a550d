import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changeEmailCall } from '@shop/contract/calls';
import { api, useApiMutation, writeStored } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { PageTitle, Section } from './components/Section';
import { useProfile } from './api';
import { emailSchema, type EmailValues } from './schemas';

/**
 * /myprofile/editemail (docs/product.md §4 Email change, §5): the new address, checked on every keystroke; the server
 * mails a code to it, the address is kept as TempEmail and /OTP takes the code.
 */
export default function EditEmailPage() {
  const { t } = useTranslation('profile');
  usePageMeta(t('email.title'));
  const navigate = useNavigate();
  const profile = useProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({ resolver: zodResolver(emailSchema(t)), mode: 'onChange', defaultValues: { email: '' } });

  const change = useApiMutation({
    run: (email: string) => api(changeEmailCall, { new_email: email }),
    onDone: (answer) => {
      writeStored('tempEmail', answer.data.email);
      toast.success(answer.msg);
      navigate('/OTP');
    },
    onRefused: (refusal) => setError('email', { message: refusal.message }, { shouldFocus: true }),
    onFailed: () => toast.error(t('errors.emailFailed')),
  });
  // The form stays submitting until the answer; the outcome is handled above.
  const send = handleSubmit(({ email }) => change.mutateAsync(email).catch(() => undefined));

  return (
    <div className="space-y-5">
      <PageTitle text={t('email.text')}>{t('email.title')}</PageTitle>
      <Section title={t('email.new')} id="new-email">
        {profile.data && (
          <p className="mb-4 flex items-center gap-2 text-sm text-ink-700">
            <Mail size={16} aria-hidden="true" className="text-honey-700" />
            {t('email.current')}{' '}
            <span dir="ltr" className="font-semibold">
              {profile.data.email}
            </span>
          </p>
        )}
        <form onSubmit={send} noValidate className="space-y-4">
          <TextField
            label={t('fields.newEmail')}
            type="email"
            autoComplete="email"
            dir="ltr"
            placeholder="you@example.com"
            error={errors.email?.message}
            {...register('email')}
          />
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {t('email.send')}
          </button>
        </form>
      </Section>
    </div>
  );
}
