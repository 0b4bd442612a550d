// /Login (docs/product.md §2, §4, §5): social buttons, e-mail and password, remember me, links to reset and register.
// An active account goes back to the page where, as a guest, the shopper tried an action, else an admin to the
// console and a customer to /home; one not activated yet gets a code and goes to /Auth.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { SOCIAL_PROVIDERS, type SessionData } from '@shop/contract';
import { loginCall, sendCodeCall, thirdPartyLoginCall } from '@shop/contract/calls';
import { api, signIn, useApiMutation, writeStored } from '../../api';
import { pendingReturn } from '../../lib/returnAfterLogin';
import { usePageMeta } from '../../lib/usePageMeta';
import { PasswordField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { AuthCard, FormMessage } from './components/AuthCard';
import { SocialButtons } from './components/SocialButtons';
import { deviceFields } from './device';
import { loginSchema, type LoginValues } from './schemas';
import { endSocialSignIn, readSocialAnswer } from './social';
import { consoleLanding } from '../../console';

// "Remember me" keeps the e-mail filled in on this device (the session itself always stays until logout).
const REMEMBERED_EMAIL_KEY = 'RememberedEmail';
function rememberedEmail(): string {
  try {
    return localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}
function rememberEmail(email: string | null) {
  try {
    if (email) localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
    else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
  } catch {
    // Storage blocked: nothing to remember.
  }
}

const storeSession = (data: SessionData) => signIn({ token: data.auth_key, userId: data.id, email: data.email, favId: data.Favorite_id });

export default function LoginPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('login.metaTitle'));
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // Back to the page where a guest tried to buy or save something, else an admin's console
  //, else `fallback`; the router keeps the page's language (/ar/admin in Arabic).
  const landing = useCallback(
    async (fallback: string) => pendingReturn()?.path ?? (await consoleLanding(queryClient)) ?? fallback,
    [queryClient],
  );
  // Coming back from a provider's sign-in page with its answer in the URL.
  const [socialAnswer] = useState(() => readSocialAnswer(location.hash, location.search));
  // A tampered answer is an error; a cancelled or refused one is ignored (docs/product.md §8).
  const [serverMessage, setServerMessage] = useState(() => (socialAnswer?.kind === 'invalid' ? t('social.error') : ''));
  const remembered = rememberedEmail();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: remembered, password: '', remember: remembered !== '' },
  });

  const socialHandled = useRef(false);
  useEffect(() => {
    if (!socialAnswer || socialHandled.current) return;
    socialHandled.current = true;
    endSocialSignIn();
    void navigate('/login', { replace: true }); // the token leaves the address bar and the history
    if (socialAnswer.kind !== 'token') return;
    void (async () => {
      try {
        const res = await api(thirdPartyLoginCall, {
          account_type: SOCIAL_PROVIDERS[socialAnswer.provider],
          id_token: socialAnswer.idToken,
          access_token: socialAnswer.accessToken,
          name: socialAnswer.name,
          email: socialAnswer.email,
          userid: socialAnswer.userId,
          ...deviceFields(),
        });
        if (!res.status) return setServerMessage(res.msg);
        storeSession(res.data);
        void navigate(await landing('/'));
      } catch {
        setServerMessage(t('social.error'));
      }
    })();
  }, [socialAnswer, navigate, t, landing]);

  const login = useApiMutation({
    run: ({ email, password }: LoginValues) => api(loginCall, { email, password, ...deviceFields() }),
    onDone: async (answer, { email, remember }) => {
      rememberEmail(remember ? email : null);
      if (answer.data.active === 0) {
        // Not activated yet: a code goes out and the code page asks for it (docs/product.md §4).
        writeStored('tempEmail', answer.data.email);
        const sent = await api(sendCodeCall, { email: answer.data.email, purpose: 'activate' });
        if (sent.status) toast.info(answer.msg);
        else toast.warning(sent.msg);
        return void navigate('/Auth');
      }
      storeSession(answer.data);
      void navigate(await landing('/home'));
    },
    onRefused: (refusal) => setServerMessage(refusal.message),
    onFailed: () => setServerMessage(t('login.failed')),
  });
  // The form stays submitting until the answer; the outcome is handled above.
  const onSubmit = (values: LoginValues) => {
    setServerMessage('');
    return login.mutateAsync(values).catch(() => undefined);
  };

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to="/register" className="font-semibold text-honey-700 underline-offset-4 hover:underline">
            {t('login.register')}
          </Link>
        </>
      }
    >
      <div className="space-y-6">
        <SocialButtons />
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
          <TextField
            label={t('fields.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            placeholder={t('fields.emailPlaceholder')}
            error={errors.email?.message && t(errors.email.message)}
            {...register('email')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            error={errors.password?.message && t(errors.password.message)}
            {...register('password')}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink-800">
              <input type="checkbox" className="size-5 accent-honey-600" {...register('remember')} />
              {t('login.remember')}
            </label>
            <Link
              to="/emailtosendotp"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-honey-700 underline-offset-4 hover:underline"
            >
              {t('login.forgot')}
            </Link>
          </div>
          <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
            {t('login.submit')}
          </button>
          <FormMessage>{serverMessage}</FormMessage>
        </form>
      </div>
    </AuthCard>
  );
}
