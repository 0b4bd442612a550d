// /forgetpasswordotp (docs/product.md §2, §4): the reset code, checked without using it up, kept under 'Forget OTP'
// for the next page; then /forgetpassword.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checkCodeCall } from '@shop/contract/calls';
import { api, readStored, useApiMutation, writeStored } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { toast } from '../../ui/toast';
import { AuthCard } from './components/AuthCard';
import { CodeForm } from './components/CodeForm';
import { isolate } from './hooks';

export default function ResetCodePage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('reset.codeMetaTitle'));
  const navigate = useNavigate();
  const [email] = useState(() => readStored('tempEmail'));

  const checking = useApiMutation({
    run: (code: string) => api(checkCodeCall, { email: email!, passcode: code }),
    onDone: (_answer, code) => {
      writeStored('forgetOtp', code);
      void navigate('/forgetpassword');
    },
    onRefused: (refusal) => toast.error(t('toast.error'), { description: refusal.message }),
    onFailed: () => toast.error(t('toast.error'), { description: t('reset.sendFailedLater') }),
  });

  if (!email) {
    return (
      <AuthCard title={t('reset.codeTitle')} subtitle={t('code.noEmail')}>
        <Link to="/emailtosendotp" className="btn btn-primary w-full">
          {t('reset.startOver')}
        </Link>
      </AuthCard>
    );
  }

  const check = (code: string) =>
    checking.mutateAsync(code).then(
      () => undefined,
      () => undefined,
    );

  return (
    <AuthCard title={t('reset.codeTitle')} subtitle={t('code.sentTo', { email: isolate(email) })}>
      <CodeForm email={email} purpose="reset" submitLabel={t('reset.verify')} onSubmit={check} />
    </AuthCard>
  );
}
