import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// adminMeCall is the full call: the console's CallRefs (adminCalls.ts) stay out of the storefront's files.
import { adminMeCall, MARKETING_CONSENT } from '@shop/contract';
import { readStored, writeStored } from '../../api';
import { rememberReturn } from '../../lib/returnAfterLogin';
import { answer, answerWith, renderApp, sentFields } from '../../test/render';
import {
  authProvidersCall,
  loginCall,
  sendCodeCall,
  registerCall,
  activateCall,
  checkCodeCall,
  resetPasswordCall,
} from '@shop/contract/calls';
import { ME } from '../../test/adminMe';

const NO_PROVIDERS = { status: true, msg: 'Success', data: { google: null, facebook: null, apple: null } };
const session = (active: number, authKey = active ? 'key-123' : '') => ({
  status: true,
  msg: active ? 'Logged in successfully' : 'Your account is not activated yet. Enter the code we send to your e-mail.',
  data: { id: 42, email: 'mariam@example.com', auth_key: authKey, active, Favorite_id: 77 },
});
const codeSent = { status: true, msg: 'If mariam@example.com belongs to an account, a code is on its way to it.', data: 'sent', Code: 59 };
/** Pages are lazy chunks with their translations: give them time on a busy machine. */
const SLOW = { timeout: 5000 };
/** Paths in the order fetch was called. */
const calledPaths = (spy: ReturnType<typeof answerWith>) => spy.mock.calls.map(([input]) => String(input).replace(/^\/api/, ''));

describe('/Login', () => {
  it('shows the spec messages under the fields before calling the server', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(answer(authProvidersCall, NO_PROVIDERS));
    await renderApp('/Login');
    await user.click(await screen.findByRole('button', { name: 'Login' }, SLOW));
    expect(await screen.findByText('Email is required', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'mariam@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is invalid', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Password should be at least 8 characters long.')).toBeInTheDocument();
    expect(calledPaths(fetch)).not.toContain(loginCall.path);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/emailtosendotp');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('signs an active account in with the device fields, stores the session and leaves for /home', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(answer(authProvidersCall, NO_PROVIDERS), answer(loginCall, session(1)));
    await renderApp('/login');
    await user.type(await screen.findByLabelText('Email', undefined, SLOW), 'mariam@example.com');
    await user.type(screen.getByLabelText('Password'), 'honey-and-herbs-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(readStored('token')).toBe('key-123'));
    const sent = sentFields(fetch, calledPaths(fetch).indexOf(loginCall.path));
    expect(sent).toMatchObject({
      email: 'mariam@example.com',
      password: 'honey-and-herbs-1',
      platform: '3',
      device_id: navigator.userAgent,
    });
    expect(sent.auth_key).toBeUndefined();
    expect(readStored('userId')).toBe('42');
    expect(readStored('email')).toBe('mariam@example.com');
    expect(readStored('favId')).toBe('77');
    expect(readStored('platform')).toBe('3');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument());
  });

  // Issue 39.6: the login answer has no role (the spec's fields), so the console's admin/me.php tells.
  const NOT_ADMIN = {
    httpStatus: 403,
    refusal: 'forbidden' as const,
    body: { status: false as const, msg: 'You are not allowed to do this', data: null },
  };
  const LABELS = { en: ['Email', 'Password', 'Login'], ar: ['البريد الإلكتروني', 'كلمة المرور', 'تسجيل الدخول'] } as const;
  const signInAs = async (lang: 'en' | 'ar', me: typeof ME | typeof NOT_ADMIN) => {
    const user = userEvent.setup();
    const fetch = answerWith(answer(authProvidersCall, NO_PROVIDERS), answer(loginCall, session(1)), answer(adminMeCall, me));
    await renderApp('/login', { lang });
    const [email, password, submit] = LABELS[lang];
    await user.type(await screen.findByLabelText(email, undefined, SLOW), 'mariam@example.com');
    await user.type(screen.getByLabelText(password), 'honey-and-herbs-1');
    await user.click(screen.getByRole('button', { name: submit }));
    return fetch;
  };

  it.each(['en', 'ar'] as const)('takes an admin to the console, which does not ask who it is again (%s)', async (lang) => {
    const fetch = await signInAs(lang, ME);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/), SLOW);
    expect(
      await screen.findByRole('navigation', { name: lang === 'en' ? 'Console sections' : 'أقسام لوحة الإدارة' }, SLOW),
    ).toBeInTheDocument();
    expect(calledPaths(fetch).filter((p) => p === adminMeCall.path)).toHaveLength(1);
  });

  it.each(['en', 'ar'] as const)('takes a customer to /home (%s)', async (lang) => {
    await signInAs(lang, NOT_ADMIN);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/), SLOW);
    expect(readStored('token')).toBe('key-123');
  });

  it('returns an admin to the page kept before signing in, without asking admin/me.php', async () => {
    rememberReturn('/Details/5', { kind: 'favourite', productId: 5 });
    const fetch = await signInAs('en', ME);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Details\/5$/), SLOW);
    expect(calledPaths(fetch)).not.toContain(adminMeCall.path);
    sessionStorage.clear();
  });

  it("shows the server's refusal beneath the form, in Arabic too", async () => {
    const user = userEvent.setup();
    answerWith(
      answer(authProvidersCall, NO_PROVIDERS),
      answer(loginCall, { status: false, msg: 'البريد الإلكتروني أو كلمة المرور غير صحيحة', data: null }),
    );
    await renderApp('/login', { lang: 'ar' });
    expect(await screen.findByRole('heading', { name: 'أهلًا بعودتك' }, SLOW)).toBeInTheDocument();
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'mariam@example.com');
    await user.type(screen.getByLabelText('كلمة المرور'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(readStored('token')).toBeNull();
  });

  it('sends a code for an account that is not active yet and goes to /Auth', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(answer(authProvidersCall, NO_PROVIDERS), answer(loginCall, session(0)), answer(sendCodeCall, codeSent));
    await renderApp('/login');
    await user.type(await screen.findByLabelText('Email', undefined, SLOW), 'mariam@example.com');
    await user.type(screen.getByLabelText('Password'), 'honey-and-herbs-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Activate your account' }, SLOW)).toBeInTheDocument();
    expect(sentFields(fetch, calledPaths(fetch).indexOf(sendCodeCall.path))).toMatchObject({
      email: 'mariam@example.com',
      purpose: 'activate',
    });
    expect(readStored('tempEmail')).toBe('mariam@example.com');
    expect(readStored('token')).toBeNull();
  });

  it('shows only the configured social providers', async () => {
    answerWith(
      answer(authProvidersCall, {
        ...NO_PROVIDERS,
        data: { google: 'web.apps.googleusercontent.com', facebook: null, apple: 'ae.shop.web' },
      }),
    );
    await renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });
});

describe('/Register', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const input = screen.getByLabelText(label);
      // A picked date: the browser fires input, then change.
      if ((input as HTMLInputElement).type === 'date') {
        fireEvent.input(input, { target: { value } });
        fireEvent.change(input);
      } else await user.type(input, value);
    }
  };
  const adult = {
    'Full name': 'Mariam Saeed',
    'Phone number': '0501234567',
    Email: 'mariam@example.com',
    'Date of birth (optional)': '1990-05-17',
    Password: 'honey-and-herbs-1',
    'Confirm password': 'honey-and-herbs-1',
  };

  it("checks the confirmation ('Password doesn't match') and the age before calling the server", async () => {
    const user = userEvent.setup();
    const fetch = answerWith();
    await renderApp('/Register');
    await screen.findByRole('heading', { name: 'Create your account' }, SLOW);
    await fill(user, { ...adult, 'Date of birth (optional)': '2015-01-01', 'Confirm password': 'honey-and-herbs-2' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText("Password doesn't match", undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('You must be 18 or older to register')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('registers, asks for a code, shows the message and goes to /Auth after 2 s', async () => {
    const user = userEvent.setup();
    const registered = { ...session(0), msg: 'Account registered successfully. Please activate your account and log in again.' };
    const fetch = answerWith(answer(registerCall, registered), answer(sendCodeCall, codeSent));
    await renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' }, SLOW);
    await fill(user, adult);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Account registered successfully. Please activate your account and log in again.', undefined, SLOW),
    ).toBeInTheDocument();
    expect(sentFields(fetch, 0)).toMatchObject({ name: 'Mariam Saeed', phone: '0501234567', birth_date: '1990-05-17', platform: '3' });
    expect(sentFields(fetch, 1)).toMatchObject({ email: 'mariam@example.com', purpose: 'activate' });
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Activate your account' }, SLOW)).toBeInTheDocument();
  });

  it('asks for a date of birth or the 18-or-older confirmation, and registers with the confirmation alone (no birth_date sent)', async () => {
    const user = userEvent.setup();
    const registered = { ...session(0), msg: 'Account registered successfully. Please activate your account and log in again.' };
    const fetch = answerWith(answer(registerCall, registered), answer(sendCodeCall, codeSent));
    await renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' }, SLOW);
    const { 'Date of birth (optional)': _birth, ...withoutBirthDate } = adult;
    await fill(user, withoutBirthDate);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your date of birth or confirm that you are 18 or older', undefined, SLOW)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Account registered successfully. Please activate your account and log in again.', undefined, SLOW),
    ).toBeInTheDocument();
    expect(sentFields(fetch, 0)).toMatchObject({ name: 'Mariam Saeed', email: 'mariam@example.com', phone: '0501234567', platform: '3' });
    expect(sentFields(fetch, 0)).not.toHaveProperty('birth_date');
  });

  it('sends no consent to marketing e-mails unless the shopper ticks the unticked box', async () => {
    const user = userEvent.setup();
    const registered = { ...session(0), msg: 'Account registered successfully. Please activate your account and log in again.' };
    const fetch = answerWith(answer(registerCall, registered), answer(sendCodeCall, codeSent));
    await renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' }, SLOW);
    const box = screen.getByRole('checkbox', { name: MARKETING_CONSENT.en });
    expect(box).not.toBeChecked();
    await fill(user, adult);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentFields(fetch, 0)).toMatchObject({ marketing_consent: '0' });
  });

  it('sends the consent when the box, in Arabic, is ticked', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(answer(registerCall, { ...session(0), msg: 'تم' }), answer(sendCodeCall, codeSent));
    await renderApp('/register', { lang: 'ar' });
    const box = await screen.findByRole('checkbox', { name: MARKETING_CONSENT.ar }, SLOW);
    expect(box).not.toBeChecked();
    for (const [name, value] of [
      ['الاسم الكامل', 'مريم سعيد'],
      ['رقم الهاتف', '0501234567'],
      ['البريد الإلكتروني', 'mariam@example.com'],
      ['كلمة المرور', 'honey-and-herbs-1'],
      ['تأكيد كلمة المرور', 'honey-and-herbs-1'],
    ]) {
      await user.type(screen.getByLabelText(name!), value!);
    }
    await user.click(screen.getByRole('checkbox', { name: /18/ }));
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentFields(fetch, 0)).toMatchObject({ marketing_consent: '1' });
  });

  it("shows a refusal as 'Registration failed: {reason}' beneath the form", async () => {
    const user = userEvent.setup();
    answerWith(answer(registerCall, { status: false, msg: 'This e-mail is already registered', data: null }));
    await renderApp('/register');
    await screen.findByRole('heading', { name: 'Create your account' }, SLOW);
    await fill(user, adult);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('Registration failed: This e-mail is already registered');
  });
});

describe('/Auth', () => {
  it('fills the four boxes from a pasted code, counts down the resend and activates', async () => {
    const user = userEvent.setup();
    writeStored('tempEmail', 'mariam@example.com');
    const fetch = answerWith(
      answer(activateCall, { status: true, msg: 'Your account has been activated. Please log in again.', data: null }),
    );
    await renderApp('/Auth');
    const boxes = await screen.findByLabelText('Four-digit code', undefined, SLOW);
    const resend = screen.getByRole('button', { name: /Resend code in (59|58) seconds/ });
    expect(resend).toBeDisabled();
    await user.click(boxes);
    await user.paste('Code: ١٢٣٤');
    expect(boxes).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Your account has been activated. Please log in again.', undefined, SLOW)).toBeInTheDocument();
    expect(sentFields(fetch, 0)).toMatchObject({ email: 'mariam@example.com', passcode: '1234' });
    expect(readStored('email')).toBe('mariam@example.com');
    expect(readStored('tempEmail')).toBeNull();
  });

  it('asks for all four digits and shows a wrong code as an error toast (Arabic)', async () => {
    const user = userEvent.setup();
    writeStored('tempEmail', 'mariam@example.com');
    answerWith(answer(activateCall, { status: false, msg: 'الرمز غير صحيح', data: null }));
    await renderApp('/Auth', { lang: 'ar' });
    const boxes = await screen.findByLabelText('الرمز المكوّن من أربعة أرقام', undefined, SLOW);
    expect(screen.getByRole('button', { name: /إعادة إرسال الرمز بعد \d+ ثانية/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'تفعيل' }));
    expect(await screen.findByText('أدخِل أرقام الرمز الأربعة', undefined, SLOW)).toBeInTheDocument();
    await user.type(boxes, '9999');
    await user.click(screen.getByRole('button', { name: 'تفعيل' }));
    expect(await screen.findByText('الرمز غير صحيح', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('خطأ')).toBeInTheDocument();
  });
});

describe('password reset', () => {
  it("asks for the e-mail ('Please enter your email.'), sends a reset code and goes to the code page", async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      answer(sendCodeCall, codeSent),
      answer(checkCodeCall, { status: true, msg: 'The code is correct', data: null }),
    );
    await renderApp('/emailtosendotp');
    await user.click(await screen.findByRole('button', { name: 'Send code' }, SLOW));
    expect(await screen.findByText('Please enter your email.', undefined, SLOW)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'Mariam@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' }, SLOW)).toBeInTheDocument();
    expect(sentFields(fetch, 0)).toMatchObject({ email: 'Mariam@Example.com', purpose: 'reset' });
    expect(readStored('tempEmail')).toBe('mariam@example.com');

    await user.type(screen.getByLabelText('Four-digit code'), '4321');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' }, SLOW)).toBeInTheDocument();
    expect(readStored('forgetOtp')).toBe('4321');
  });

  it("checks the new password ('Passwords do not match.'), sets it with the code, then /login after 3 s", async () => {
    const user = userEvent.setup();
    writeStored('tempEmail', 'mariam@example.com');
    writeStored('forgetOtp', '4321');
    const fetch = answerWith(
      answer(resetPasswordCall, { status: true, msg: 'Your password has been changed, please log in with the new one', data: null }),
      answer(authProvidersCall, NO_PROVIDERS),
    );
    await renderApp('/forgetpassword');
    await user.type(await screen.findByLabelText('New password', undefined, SLOW), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password should be at least 8 characters long.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), 'a-new-password-2');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password-2');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password has been changed, please log in with the new one', undefined, SLOW)).toBeInTheDocument();
    expect(sentFields(fetch, 0)).toMatchObject({ email: 'mariam@example.com', new_password: 'a-new-password-2', passcode: '4321' });
    expect(readStored('forgetOtp')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, SLOW)).toBeInTheDocument();
  });

  it("shows a refused reset as 'Failed to send the code' with the server's reason", async () => {
    const user = userEvent.setup();
    writeStored('tempEmail', 'mariam@example.com');
    writeStored('forgetOtp', '4321');
    answerWith(answer(resetPasswordCall, { status: false, msg: 'The code has expired. Please ask for a new one.', data: null }));
    await renderApp('/forgetpassword');
    await user.type(await screen.findByLabelText('New password', undefined, SLOW), 'a-new-password-2');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password-2');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Failed to send the code', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('The code has expired. Please ask for a new one.')).toBeInTheDocument();
  });
});
