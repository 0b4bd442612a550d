// The code form of /Auth and /forgetpasswordotp: ui/CodeForm with the auth texts, resending through
// sendcode.php for the page's purpose.
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_SECONDS, type CodePurpose } from '@shop/contract';
import { sendCodeCall } from '@shop/contract/calls';
import { api, useApiMutation, writeStored } from '../../../api';
import { CodeForm as CodeBoxesForm } from '../../../ui/CodeForm';
import { toast } from '../../../ui/toast';

interface CodeFormProps {
  email: string;
  /** Which code the resend button asks for. */
  purpose: CodePurpose;
  submitLabel: string;
  /** Called with the four ASCII digits. */
  onSubmit: (code: string) => Promise<void>;
  /** True once the code worked and the page is about to move on. */
  done?: boolean;
}

export function CodeForm({ email, purpose, submitLabel, onSubmit, done = false }: CodeFormProps) {
  const { t } = useTranslation('auth');

  const send = useApiMutation({
    run: () => api(sendCodeCall, { email, purpose }),
    onDone: (answer) => toast.success(answer.msg),
    onRefused: (refusal) => toast.error(t('toast.failed'), { description: refusal.message }),
    onFailed: () => toast.error(t('code.sendFailed')),
  });
  /** The seconds until the next resend, or null when nothing was sent. */
  const resend = () =>
    send.mutateAsync().then(
      (answer) => {
        // `Code` is the server's resend countdown, never the code itself.
        const seconds = typeof answer.Code === 'number' ? answer.Code : CODE_RESEND_SECONDS;
        writeStored('code', seconds);
        return seconds;
      },
      () => null,
    );

  return (
    <CodeBoxesForm
      labels={{
        boxes: t('code.label'),
        required: t('errors.codeRequired'),
        submit: submitLabel,
        resend: t('code.resend'),
        resendIn: (count) => t('code.resendIn', { count }),
      }}
      onSubmit={onSubmit}
      onResend={resend}
      done={done}
    />
  );
}
