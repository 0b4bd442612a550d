// /forgetpassword (docs/product.md §2, §4, §5): the new password and its confirmation, set with the checked code;
// the message shows and the visitor goes to /login after 3 s.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordCall } from '@shop/contract/calls';
import { api, readStored, removeStored, useApiMutation } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { PasswordField } from '../../ui/Field';
import { toast, TOAST_MS } from '../../ui/toast';
import { AuthCard } from './components/AuthCard';
import { useNavigateLater } from './hooks';
import { newPasswordSchema, type NewPasswordValues } from './schemas';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.passwordMetaTitle'));
  const navigateLater = useNavigateLater();
  const [email] = useState(() => readStored('tempEmail'));
  const [code] = useState(() => readStored('forgetOtp'));
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirm: '' } });

  const reset = useApiMutation({
    run: (password: string) => api(resetPasswordCall, { email: email!, new_password: password, passcode: code! }),
    onDone: (answer) => {
      removeStored('tempEmail', 'forgetOtp');
      toast.success(answer.msg, { duration: TOAST_MS.long });
      setDone(true);
      navigateLater('/login', TOAST_MS.long);
    },
    onRefused: (refusal) => toast.error(t('reset.sendFailed'), { description: refusal.message }),
    onFailed: () => toast.error(t('reset.sendFailedLater')),
  });

  if (!email || !code) {
    return (
      <AuthCard title={t('reset.passwordTitle')} subtitle={t('code.noEmail')}>
        <Link to="/emailtosendotp" className="btn btn-primary w-full">
          {t('reset.startOver')}
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = ({ password }: NewPasswordValues) => reset.mutateAsync(password).catch(() => undefined);

  return (
    <AuthCard
      title={t('reset.passwordTitle')}
      subtitle={t('reset.passwordSubtitle')}
      footer={
        <Link to="/emailtosendotp" className="font-semibold text-honey-700 underline-offset-4 hover:underline">
          {t('reset.startOver')}
        </Link>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          error={errors.password?.message && t(errors.password.message)}
          {...register('password')}
        />
        <PasswordField
          label={t('fields.confirmNewPassword')}
          autoComplete="new-password"
          error={errors.confirm?.message && t(errors.confirm.message)}
          {...register('confirm')}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting || done}>
          {t('reset.save')}
        </button>
      </form>
    </AuthCard>
  );
}
