// Issue 4 journeys in English on the desktop and Arabic on the phone (flowIn): register, read the code from the dev outbox,
// activate, log in, log out, reset the password with a code and log in with the new one; a guest sent to
// /login from the cart (in both languages at both widths).
import { expect, test, type Page } from './support/test';
import { LANGS, setLanguage, type Lang, flowIn } from './helpers';

const words = {
  en: {
    name: 'Full name',
    phone: 'Phone number',
    email: 'Email',
    birthDate: 'Date of birth',
    adult: 'I am 18 or older',
    password: 'Password',
    confirm: 'Confirm password',
    createAccount: 'Create account',
    registered: 'Account registered successfully. Please activate your account and log in again.',
    activateTitle: 'Activate your account',
    code: 'Four-digit code',
    activate: 'Activate',
    activated: 'Your account has been activated. Please log in again.',
    login: 'Login',
    loginTitle: 'Welcome back',
    myProfile: 'My Profile',
    logout: 'Logout',
    logoutConfirm: 'Are you sure you want to log out?',
    yes: 'Yes',
    forgot: 'Forgot your password?',
    sendCode: 'Send code',
    checkEmail: 'Check your email',
    verify: 'Verify code',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    save: 'Save password',
    changed: 'Your password has been changed, please log in with the new one',
    wrongPassword: 'The e-mail or password is incorrect',
    activationSubject: 'Activate your Souq Al Asal account',
    resetSubject: 'Reset your Souq Al Asal password',
    loginFirst: 'You must login first',
  },
  ar: {
    name: 'الاسم الكامل',
    phone: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    birthDate: 'تاريخ الميلاد',
    adult: 'عمري 18 عامًا أو أكثر',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    createAccount: 'إنشاء الحساب',
    registered: 'تم تسجيل الحساب بنجاح، يرجى تفعيل حسابك ثم تسجيل الدخول مرة أخرى',
    activateTitle: 'فعّل حسابك',
    code: 'الرمز المكوّن من أربعة أرقام',
    activate: 'تفعيل',
    activated: 'تم تفعيل حسابك، يرجى تسجيل الدخول مرة أخرى',
    login: 'تسجيل الدخول',
    loginTitle: 'أهلًا بعودتك',
    myProfile: 'حسابي',
    logout: 'تسجيل الخروج',
    logoutConfirm: 'هل أنت متأكد أنك تريد تسجيل الخروج؟',
    yes: 'نعم',
    forgot: 'نسيت كلمة المرور؟',
    sendCode: 'إرسال الرمز',
    checkEmail: 'تحقق من بريدك الإلكتروني',
    verify: 'تحقق من الرمز',
    newPassword: 'كلمة المرور الجديدة',
    confirmNewPassword: 'تأكيد كلمة المرور الجديدة',
    save: 'حفظ كلمة المرور',
    changed: 'تم تغيير كلمة المرور، يرجى تسجيل الدخول بكلمة المرور الجديدة',
    wrongPassword: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    activationSubject: 'فعّل حسابك في سوق العسل',
    resetSubject: 'إعادة تعيين كلمة المرور في سوق العسل',
    loginFirst: 'يجب عليك تسجيل الدخول أولاً',
  },
} as const;

/** The four digits of the newest message to `email` with this subject, read from the dev outbox. */
async function mailedCode(page: Page, email: string, subject: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as { to: string; subject: string; text: string }[];
      const mail = mails.find((m) => m.to === email && m.subject === subject);
      code = mail && /:\s(\d{4})\s*$/m.exec(mail.text)?.[1];
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code!;
}

/** A value the shop keeps in the browser's storage (docs/product.md §3 keys). */
async function stored(page: Page, key: string): Promise<string | null> {
  const { origins } = await page.context().storageState();
  return origins.flatMap((o) => o.localStorage).find((item) => item.name === key)?.value ?? null;
}

async function logIn(page: Page, w: (typeof words)[Lang], email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: w.loginTitle })).toBeVisible();
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.password, { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: w.login, exact: true }).click();
}

for (const lang of LANGS) {
  test(`register, activate, log in and out, reset the password (${lang})`, flowIn(lang), async ({ page }, info) => {
    // Three timed redirects (2 s, 2 s, 3 s) and two mails: longer than the default minute on a busy machine.
    test.setTimeout(120_000);
    const w = words[lang];
    const email = `journey-${lang}-${info.project.name}-${Date.now()}@example.com`;
    const firstPassword = 'honey-and-herbs-1';
    const newPassword = 'sidr-honey-2026';
    await setLanguage(page, lang);

    // Register: the success message for 2 s, then the code page.
    await page.goto('/Register');
    await page.getByLabel(w.name).fill('Mariam Saeed');
    await page.getByLabel(w.phone).fill('0501234567');
    await page.getByLabel(w.email).fill(email);
    // Adults only: a date of birth in English, the explicit confirmation (no birth date) in Arabic.
    if (lang === 'en') await page.getByLabel(w.birthDate).fill('1990-05-17');
    else await page.getByRole('checkbox', { name: w.adult }).check();
    await page.getByLabel(w.password, { exact: true }).fill(firstPassword);
    await page.getByLabel(w.confirm).fill(firstPassword);
    await page.getByRole('button', { name: w.createAccount }).click();
    await expect(page.getByText(w.registered)).toBeVisible();
    await expect(page).toHaveURL(/\/Auth$/);

    // Activate with the code from the outbox: the message, then / after 2 s.
    const code = await mailedCode(page, email, w.activationSubject);
    await page.getByLabel(w.code).pressSequentially(code);
    await page.getByRole('button', { name: w.activate, exact: true }).click();
    await expect(page.getByText(w.activated)).toBeVisible();
    await expect(page).toHaveURL(/\/(ar)?$/); // the home page: / in English, /ar in Arabic
    expect(await stored(page, 'email')).toBe(email);

    // Log in, then log out from the profile menu.
    await logIn(page, w, email, firstPassword);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/myprofile');
    await page.getByRole('button', { name: w.logout }).click();
    const confirm = page.getByRole('alertdialog', { name: w.logoutConfirm });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: w.yes }).click();
    await expect(page).toHaveURL(/\/(ar)?$/); // the home page: / in English, /ar in Arabic
    expect(await stored(page, 'token')).toBe('guest');

    // Reset the password with a code.
    await page.goto('/login');
    await page.getByRole('link', { name: w.forgot }).click();
    await expect(page).toHaveURL(/\/emailtosendotp$/);
    // The URL changes at once, but the login page (whose e-mail field has the same label) stays until the reset
    // page's code has come: a shopper types once they see the reset page.
    await expect(page.getByRole('heading', { level: 1, name: w.forgot })).toBeVisible();
    await page.getByLabel(w.email).fill(email);
    await page.getByRole('button', { name: w.sendCode }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.checkEmail })).toBeVisible();
    await page.getByLabel(w.code).pressSequentially(await mailedCode(page, email, w.resetSubject));
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page).toHaveURL(/\/forgetpassword$/);
    await page.getByLabel(w.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(w.confirmNewPassword).fill(newPassword);
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.changed)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

    // The old password no longer works; the new one does.
    await logIn(page, w, email, firstPassword);
    await expect(page.getByRole('alert')).toHaveText(w.wrongPassword);
    await logIn(page, w, email, newPassword);
    await expect(page).toHaveURL(/\/home$/);
  });

  test(`a guest is sent to /login from the cart (${lang})`, async ({ page }) => {
    const w = words[lang];
    await setLanguage(page, lang);
    // Not waiting for the page to hydrate: the app sends the guest on with a toast that lasts 4 s, which a slow
    // hydration (CI once took longer) could outlast before the check began.
    await page.goto('/cart', { waitUntil: 'commit' });
    await expect(page.getByText(w.loginFirst)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: w.loginTitle })).toBeVisible();
  });
}
