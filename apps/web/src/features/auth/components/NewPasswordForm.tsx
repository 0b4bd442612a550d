// A new password and its confirmation, checked before sending (at least MIN_PASSWORD characters, the two the same):
// the reset's /forgetpassword and the staff invitation's /admin/join.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../ui/Field';
import { newPasswordSchema, type NewPasswordValues } from '../schemas';

/** `send` runs with the password; the form stays busy until it settles. `done` keeps the button disabled after. */
export function NewPasswordForm({
  send,
  submitLabel,
  done = false,
}: {
  send: (password: string) => Promise<unknown>;
  submitLabel: string;
  done?: boolean;
}) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirm: '' } });
  return (
    <form onSubmit={handleSubmit(({ password }) => send(password).catch(() => undefined))} noValidate className="space-y-5">
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
        {submitLabel}
      </button>
    </form>
  );
}
