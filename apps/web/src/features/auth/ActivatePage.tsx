// /Auth (docs/product.md §2, §4): the activation code sent to the e-mail kept under TempEmail. On success the e-mail
// becomes the stored one, the message shows, and the visitor goes to / after 2 s.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { activateCall } from '@shop/contract/calls';
import { api, readStored, removeStored, useApiMutation, writeStored } from '../../api';
import { REDIRECT_DELAY_MS } from '../../lib/guards';
import { pendingReturn } from '../../lib/returnAfterLogin';
import { usePageMeta } from '../../lib/usePageMeta';
import { toast } from '../../ui/toast';
import { AuthCard } from './components/AuthCard';
import { CodeForm } from './components/CodeForm';
import { isolate, useNavigateLater } from './hooks';

export default function ActivatePage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('activate.metaTitle'));
  const navigateLater = useNavigateLater();
  const [email] = useState(() => readStored('tempEmail'));
  const [done, setDone] = useState(false);

  const activation = useApiMutation({
    run: (code: string) => api(activateCall, { email: email!, passcode: code }),
    onDone: (answer) => {
      writeStored('email', email!);
      removeStored('tempEmail');
      toast.success(answer.msg, { duration: REDIRECT_DELAY_MS });
      setDone(true);
      // The message asks to log in again: a shopper who was stopped mid-purchase goes straight to /login,
      // from where signing in returns to that page; otherwise the spec's /.
      navigateLater(pendingReturn() ? '/login' : '/', REDIRECT_DELAY_MS);
    },
    onRefused: (refusal) => toast.error(t('toast.error'), { description: refusal.message }),
    onFailed: () => toast.error(t('toast.error'), { description: t('activate.failed') }),
  });

  if (!email) {
    return (
      <AuthCard title={t('activate.title')} subtitle={t('code.noEmail')}>
        <Link to="/login" className="btn btn-primary w-full">
          {t('activate.startOver')}
        </Link>
      </AuthCard>
    );
  }

  const activate = (code: string) =>
    activation.mutateAsync(code).then(
      () => undefined,
      () => undefined,
    );

  return (
    <AuthCard title={t('activate.title')} subtitle={t('code.sentTo', { email: isolate(email) })}>
      <CodeForm email={email} purpose="activate" submitLabel={t('activate.submit')} onSubmit={activate} done={done} />
    </AuthCard>
  );
}
