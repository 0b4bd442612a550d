import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_SECONDS } from '@shop/contract';
import { activateNewEmailCall, changeEmailCall } from '@shop/contract/calls';
import { api, readStored, refreshAfterChange, removeStored, useApiMutation, writeStored } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { CodeForm } from '../../ui/CodeForm';
import { toast } from '../../ui/toast';
import { useNavigateLater } from '../auth';
import { PROFILE_KEY } from './api';

/** How long the success message shows before the settings page (docs/product.md §4: redirect delays 2 to 3 s). */
const DONE_DELAY_MS = 2000;

/** /OTP (docs/product.md §2, §4 Email change): the code sent to the new address (TempEmail), with a 59 s resend. */
export default function OtpPage() {
  const { t } = useTranslation('profile');
  usePageMeta(t('otp.title'));
  const navigateLater = useNavigateLater();
  const queryClient = useQueryClient();
  const [email] = useState(() => readStored('tempEmail'));
  const [done, setDone] = useState(false);

  const activation = useApiMutation({
    run: (code: string) => api(activateNewEmailCall, { new_email: email!, passcode: code }),
    onDone: (answer) => {
      // The temporary e-mail becomes the stored one (docs/product.md §4).
      writeStored('email', answer.data.email);
      removeStored('tempEmail');
      setDone(true);
      toast.success(answer.msg, { duration: DONE_DELAY_MS });
      void refreshAfterChange(queryClient, PROFILE_KEY);
      navigateLater('/myprofile/personalsettings', DONE_DELAY_MS);
    },
    onRefused: (refusal) => toast.error(t('toast.error'), { description: refusal.message }),
    onFailed: () => toast.error(t('toast.error')),
  });
  const sending = useApiMutation({
    run: () => api(changeEmailCall, { new_email: email! }),
    onDone: (answer) => toast.success(answer.msg),
    onRefused: (refusal) => toast.error(t('toast.failed'), { description: refusal.message }),
    onFailed: () => toast.error(t('errors.otpFailed')),
  });

  if (!email) {
    return (
      <div className="container-page max-w-lg py-12 text-center">
        <p className="mb-6 text-ink-700">{t('otp.noEmail')}</p>
        <Link to="/myprofile/editemail" className="btn btn-primary">
          {t('email.title')}
        </Link>
      </div>
    );
  }

  const submit = (code: string) =>
    activation.mutateAsync(code).then(
      () => undefined,
      () => undefined,
    );
  /** The seconds until the next resend, or null when nothing was sent. */
  const resend = () =>
    sending.mutateAsync().then(
      () => CODE_RESEND_SECONDS,
      () => null,
    );

  return (
    <div className="container-page max-w-lg py-8 sm:py-14">
      <div className="rounded-3xl bg-white p-6 text-center shadow-card ring-1 ring-ink-200/60 sm:p-10">
        <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-honey-100 text-honey-800">
          <MailCheck size={28} aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">{t('otp.title')}</h1>
        <p className="mt-2 text-ink-700">
          {t('otp.text')}{' '}
          <span dir="ltr" className="font-semibold text-ink-900">
            {email}
          </span>
        </p>
        <div className="mt-8">
          <CodeForm
            labels={{
              boxes: t('otp.label'),
              required: t('errors.codeRequired'),
              submit: t('otp.confirm'),
              resend: t('otp.resend'),
              resendIn: (count) => t('otp.resendIn', { count }),
            }}
            onSubmit={submit}
            onResend={resend}
            done={done}
          />
        </div>
      </div>
    </div>
  );
}
