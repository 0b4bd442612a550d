// /admin/join?token=… : the page an invitation to the shop's staff links to (the console's staff page sends it).
// The invited person chooses a password; the server makes or joins their account in the invited role, and they sign
// in at /login, which takes an admin to the console.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffAcceptInviteCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { PasswordField } from '../../ui/Field';
import { toast, TOAST_MS } from '../../ui/toast';
import { AuthCard } from './components/AuthCard';
import { newPasswordSchema, type NewPasswordValues } from './schemas';

export default function JoinStaffPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('join.metaTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [joined, setJoined] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirm: '' } });
  const accept = useApiMutation({
    run: (password: string) => api(staffAcceptInviteCall, { token, password }),
    onDone: (answer) => {
      toast.success(answer.msg, { duration: TOAST_MS.long });
      setJoined(answer.data.email);
    },
    onRefused: (refusal) => toast.error(t('join.failed'), { description: refusal.message }),
    onFailed: () => toast.error(t('join.failedLater')),
  });

  if (joined) {
    return (
      <AuthCard title={t('join.doneTitle')} subtitle={t('join.doneText', { email: joined })}>
        <Link to="/login" className="btn btn-primary w-full">
          {t('join.signIn')}
        </Link>
      </AuthCard>
    );
  }
  if (!token) {
    return (
      <AuthCard title={t('join.title')} subtitle={t('join.noToken')}>
        <Link to="/login" className="btn btn-primary w-full">
          {t('join.signIn')}
        </Link>
      </AuthCard>
    );
  }
  const onSubmit = ({ password }: NewPasswordValues) => accept.mutateAsync(password).catch(() => undefined);
  return (
    <AuthCard title={t('join.title')} subtitle={t('join.subtitle')}>
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
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
          {t('join.accept')}
        </button>
      </form>
    </AuthCard>
  );
}
