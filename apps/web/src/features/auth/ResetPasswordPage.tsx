// /forgetpassword (docs/product.md §2, §4, §5): the new password and its confirmation, set with the checked code;
// the message shows and the visitor goes to /login after 3 s.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordCall } from '@shop/contract/calls';
import { api, readStored, removeStored, useApiMutation } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { toast, TOAST_MS } from '../../ui/toast';
import { AuthCard } from './components/AuthCard';
import { NewPasswordForm } from './components/NewPasswordForm';
import { useNavigateLater } from './hooks';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.passwordMetaTitle'));
  const navigateLater = useNavigateLater();
  const [email] = useState(() => readStored('tempEmail'));
  const [code] = useState(() => readStored('forgetOtp'));
  const [done, setDone] = useState(false);

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
      <NewPasswordForm send={(password) => reset.mutateAsync(password)} submitLabel={t('reset.save')} done={done} />
    </AuthCard>
  );
}
