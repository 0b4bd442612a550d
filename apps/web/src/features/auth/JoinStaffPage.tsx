// /admin/join?token=… : the page an invitation to the shop's staff links to (the console's staff page sends it).
// The invited person chooses a password; the server makes or joins their account in the invited role, and they sign
// in at /login, which takes an admin to the console.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffAcceptInviteCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { toast, TOAST_MS } from '../../ui/toast';
import { AuthCard } from './components/AuthCard';
import { NewPasswordForm } from './components/NewPasswordForm';

export default function JoinStaffPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('join.metaTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [joined, setJoined] = useState<string | null>(null);
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
  return (
    <AuthCard title={t('join.title')} subtitle={t('join.subtitle')}>
      <NewPasswordForm send={(password) => accept.mutateAsync(password)} submitLabel={t('join.accept')} />
    </AuthCard>
  );
}
