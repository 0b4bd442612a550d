// /emailtosendotp (docs/product.md §2, §4, §5): the e-mail to send a reset code to; then /forgetpasswordotp.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sendCodeCall } from '@shop/contract/calls';
import { api, useApiMutation, writeStored } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { AuthCard } from './components/AuthCard';
import { resetEmailSchema, type ResetEmailValues } from './schemas';

export default function ResetEmailPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.emailMetaTitle'));
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetEmailValues>({ resolver: zodResolver(resetEmailSchema), defaultValues: { email: '' } });

  const send = useApiMutation({
    run: (email: string) => api(sendCodeCall, { email, purpose: 'reset' }),
    onDone: (answer, email) => {
      writeStored('tempEmail', email.toLowerCase());
      if (typeof answer.Code === 'number') writeStored('code', answer.Code);
      toast.success(answer.msg);
      void navigate('/forgetpasswordotp');
    },
    onRefused: (refusal) => toast.error(t('reset.sendFailed'), { description: refusal.message }),
    onFailed: () => toast.error(t('reset.sendFailedLater')),
  });
  // The form stays submitting until the answer; the outcome is handled above.
  const onSubmit = ({ email }: ResetEmailValues) => send.mutateAsync(email).catch(() => undefined);

  return (
    <AuthCard
      title={t('reset.emailTitle')}
      subtitle={t('reset.emailSubtitle')}
      footer={
        <Link to="/login" className="font-semibold text-honey-700 underline-offset-4 hover:underline">
          {t('reset.backToLogin')}
        </Link>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        <TextField
          label={t('fields.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          error={errors.email?.message && t(errors.email.message)}
          {...register('email')}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
          {t('reset.send')}
        </button>
      </form>
    </AuthCard>
  );
}
