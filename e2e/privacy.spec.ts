// Personal data rights (UAE PDPL), in English on the desktop and Arabic on the phone (flowIn): a new customer downloads a copy of
// their data from the personal settings, is refused with a wrong password, then deletes the account and is
// a guest again whose old password no longer signs in.
import fs from 'node:fs';
import { expect, test, type Page } from './support/test';
import { LANGS, setLanguage, signIn, flowIn } from './helpers';

const words = {
  en: {
    download: 'Download my data',
    downloaded: 'Your data was saved as a file',
    delete: 'Delete my account',
    dialog: 'Delete your account?',
    password: 'Your password',
    wrong: 'The current password is incorrect',
    deleted: 'Your account has been deleted',
  },
  ar: {
    download: 'تنزيل بياناتي',
    downloaded: 'حُفظت بياناتك في ملف',
    delete: 'حذف حسابي',
    dialog: 'هل تريد حذف حسابك؟',
    password: 'كلمة المرور',
    wrong: 'كلمة المرور الحالية غير صحيحة',
    deleted: 'تم حذف حسابك',
  },
};

const PASSWORD = 'wild-thyme-honey-7';

/** A new, active customer made through the API (register, the mailed code, activate). */
async function newCustomer(page: Page, email: string) {
  const form = { name: 'Hessa Al Mansoori', email, password: PASSWORD, phone: '0501234567', birth_date: '1991-02-03' };
  expect((await (await page.request.post('/api/register.php', { form })).json()).status).toBe(true);
  expect((await (await page.request.post('/api/sendcode.php', { form: { email } })).json()).status).toBe(true);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as { to: string; text: string }[];
      code = mails.find((m) => m.to === email)?.text.match(/:\s(\d{4})\s*$/m)?.[1];
      return code;
    })
    .toMatch(/^\d{4}$/);
  expect((await (await page.request.post('/api/activate.php', { form: { email, passcode: code! } })).json()).status).toBe(true);
}

for (const lang of LANGS) {
  test(`downloads my data, then deletes my account (${lang})`, flowIn(lang), async ({ page }, info) => {
    const w = words[lang];
    const email = `privacy-${lang}-${info.project.name}-${Date.now()}@example.com`;
    await newCustomer(page, email);
    await setLanguage(page, lang);
    await signIn(page, { email, password: PASSWORD, device: `privacy-${lang}-${info.project.name}` });
    await page.goto('/myprofile/personalsettings');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.download }).click()]);
    expect(download.suggestedFilename()).toMatch(/^souq-al-asal-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { profile: { email: string; name: string } };
    expect(data.profile).toMatchObject({ email, name: 'Hessa Al Mansoori' });
    await expect(page.getByText(w.downloaded)).toBeVisible();

    await page.getByRole('button', { name: w.delete }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(w.password, { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: w.delete }).click();
    await expect(dialog.getByText(w.wrong)).toBeVisible();
    await page.screenshot({ path: info.outputPath(`delete-dialog-${lang}.png`) });

    await dialog.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: w.delete }).click();
    await expect(page.getByText(w.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/(ar)?$/); // the home page: / in English, /ar in Arabic
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('guest');
    const login = await page.request.post('/api/login.php', {
      form: { email, password: PASSWORD, token: '', platform: '3', device_id: 'after' },
    });
    expect(((await login.json()) as { status: boolean }).status).toBe(false);
  });
}
