import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MailCheck, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, CODE_RESEND_SECONDS, activateNewEmailCall, changeEmailCall } from '@shop/contract';
import { api } from '../../api/client';
import { readStored, removeStored, writeStored } from '../../api/storage';
import { usePageMeta } from '../../app/usePageMeta';
import { toast } from '../../ui/toast';
import { useCountdown, useNavigateLater } from '../auth/hooks';
import { CodeBoxes } from './components/CodeBoxes';
import { PROFILE_KEY } from './queries';

/** How long the success message shows before the settings page (spec §4: redirect delays 2 to 3 s). */
const DONE_DELAY_MS = 2000;

/** /OTP (spec §2, §4 Email change): the code sent to the new address (TempEmail), with a 59 s resend. */
export default function OtpPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('otp.title'));
  const navigateLater = useNavigateLater();
  const queryClient = useQueryClient();
  const [email] = useState(() => readStored('tempEmail'));
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [resending, setResending] = useState(false);
  const [secondsLeft, restart] = useCountdown(CODE_RESEND_SECONDS);

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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (code.length !== CODE_LENGTH) return setMissing(true);
    setBusy(true);
    try {
      const answer = await api(activateNewEmailCall, { new_email: email, passcode: code });
      if (!answer.status) {
        toast.error(t('toast.error'), { description: answer.msg });
        return;
      }
      // The temporary e-mail becomes the stored one (spec §4).
      writeStored('email', answer.data.email);
      removeStored('tempEmail');
      setDone(true);
      toast.success(answer.msg, { duration: DONE_DELAY_MS });
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      navigateLater('/myprofile/personalsettings', DONE_DELAY_MS);
    } catch {
      toast.error(t('toast.error'));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const answer = await api(changeEmailCall, { new_email: email });
      if (answer.status) {
        restart(CODE_RESEND_SECONDS);
        toast.success(answer.msg);
      } else {
        toast.error(t('toast.failed'), { description: answer.msg });
      }
    } catch {
      toast.error(t('errors.otpFailed'));
    } finally {
      setResending(false);
    }
  };

  return (
    <div className="container-page max-w-lg py-8 sm:py-14">
      <div className="rounded-3xl bg-white p-6 text-center shadow-card ring-1 ring-ink-200/60 sm:p-10">
        <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-honey-100 text-honey-800">
          <MailCheck size={28} aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">{t('otp.title')}</h1>
        <p className="mt-2 text-ink-700">
          {t('otp.text')} <span dir="ltr" className="font-semibold text-ink-900">{email}</span>
        </p>
        <form onSubmit={submit} noValidate className="mt-8 space-y-6">
          <div className="space-y-2">
            <CodeBoxes
              value={code}
              onChange={(v) => {
                setCode(v);
                setMissing(false);
              }}
              label={t('otp.label')}
              invalid={missing}
              describedBy={missing ? 'otp-error' : undefined}
              disabled={done}
            />
            {missing && (
              <p id="otp-error" className="text-sm text-danger-700">
                {t('errors.codeRequired')}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn-primary w-full" disabled={busy || done}>
            {t('otp.confirm')}
          </button>
          <button type="button" className="btn btn-quiet text-honey-800" disabled={secondsLeft > 0 || resending || done} onClick={resend}>
            <RotateCw size={18} aria-hidden="true" />
            {secondsLeft > 0 ? t('otp.resendIn', { count: secondsLeft }) : t('otp.resend')}
          </button>
        </form>
      </div>
    </div>
  );
}
