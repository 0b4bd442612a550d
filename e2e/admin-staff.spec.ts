// Issue 39 §4 journey in English and Arabic: the owner invites an order handler from the console's staff page; the
// invitation arrives by e-mail; the invited person opens its link, chooses a password and signs in; the console
// then shows them the orders' sections only, lands them on the orders, and a report's address tells them it is not
// part of their role (the server refuses its calls: apps/server/src/modules/admin/staff/staff.test.ts). Each language
// runs on its own freshly seeded shop. The invited person's part runs on a slow phone's CPU, each tap counted once
// sent; the join and login pages are rendered in the browser (no server markup to tap before hydration), so the taps
// come as soon as the page shows them. Screenshots of the staff page, the join page and the handler's console at both
// widths.
import { expect, test } from './support/test';
import { ADMIN_EMAIL, flowIn, LANGS, shotBothWidths, signIn } from './helpers';
import { atFullSpeed, sent, slowCpu } from './support/slowPhone';

const words = {
  en: {
    name: 'Name',
    email: 'E-mail',
    role: 'Role',
    orderHandler: 'Order handler',
    send: 'Send invitation',
    invited: 'Invitation sent',
    subject: 'Join the Souq Al Asal team',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    accept: 'Accept and save password',
    welcome: 'Welcome to the team',
    signIn: 'Sign in',
    loginEmail: 'Email',
    password: 'Password',
    login: 'Login',
    orders: 'Orders',
    reports: 'Reports',
    staff: 'Staff',
    notForRole: 'Not part of your role',
    sections: 'Console sections',
    menu: 'Console menu',
  },
  ar: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    role: 'الدور',
    orderHandler: 'مسؤول طلبات',
    send: 'إرسال الدعوة',
    invited: 'تم إرسال الدعوة',
    subject: 'انضم إلى فريق سوق العسل',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    accept: 'اقبل واحفظ كلمة المرور',
    welcome: 'مرحبًا بك في الفريق',
    signIn: 'تسجيل الدخول',
    loginEmail: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    orders: 'الطلبات',
    reports: 'التقارير',
    staff: 'فريق العمل',
    notForRole: 'ليس ضمن دورك',
    sections: 'أقسام لوحة الإدارة',
    menu: 'قائمة لوحة الإدارة',
  },
} as const;

for (const lang of LANGS) {
  test.describe(`staff roles (${lang})`, flowIn(lang), () => {
    const w = words[lang];
    test.use({ lang, freshShop: 'demo', shopFor: lang });

    test(`the owner invites an order handler, who joins and sees the orders but not the reports (${lang})`, async ({ page, shop }) => {
      test.setTimeout(120_000);
      const email = `handler-${lang}-${Date.now()}@example.com`;
      const password = `Orders-Team-${lang}-2026`;
      const inLang = (path: string) => `${shop.url}${lang === 'ar' ? '/ar' : ''}${path}`;
      await signIn(page, { email: ADMIN_EMAIL, baseUrl: shop.url, device: 'playwright-staff' });

      await page.goto(inLang('/admin/staff'));
      const form = page.getByRole('form', { name: lang === 'en' ? 'Invite someone' : 'دعوة شخص' });
      await form.getByLabel(w.name).fill('Huda Saleh');
      await form.getByLabel(w.email, { exact: true }).fill(email);
      await form.getByLabel(w.role).selectOption({ label: w.orderHandler });
      const invites = sent(page, '/admin/staff/invite.php');
      await form.getByRole('button', { name: w.send }).click();
      await expect(page.getByText(w.invited)).toBeVisible();
      expect(invites).toHaveLength(1);
      await expect(page.getByTestId('staff-invitation').filter({ hasText: email })).toBeVisible();
      await shotBothWidths(page, `console-staff-${lang}`);

      // The invitation's link, as the e-mail carries it (its address is the shop's public one; the path is the page's).
      let link: string | undefined;
      await expect
        .poll(async () => {
          const mails = (await (await page.request.get(`${shop.url}/dev/mailbox.json`)).json()) as {
            to: string;
            subject: string;
            text: string;
          }[];
          link = mails.find((m) => m.to === email && m.subject === w.subject)?.text.match(/(\/ar)?\/admin\/join\?token=[\w-]+/)?.[0];
          return link;
        })
        .toBeTruthy();
      // In the language the owner invited in.
      expect(link!.startsWith(lang === 'ar' ? '/ar/admin/join' : '/admin/join')).toBe(true);

      // The owner's session leaves this browser; the invited person opens the link in it.
      await page.evaluate(() => ['token', 'user_id', 'email', 'FavId'].forEach((key) => localStorage.removeItem(key)));
      const cdp = await slowCpu(page);
      const accepts = sent(page, '/staff/accept_invite.php');
      const logins = sent(page, '/login.php');
      await page.goto(`${shop.url}${link!}`, { waitUntil: 'commit' });
      await page.getByLabel(w.newPassword, { exact: true }).fill(password);
      await atFullSpeed(cdp, () => shotBothWidths(page, `staff-join-${lang}`));
      await page.getByLabel(w.confirmPassword).fill(password);
      await page.getByRole('button', { name: w.accept }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.welcome })).toBeVisible();
      expect(accepts).toHaveLength(1);

      await page.getByRole('main').getByRole('link', { name: w.signIn }).click();
      await page.getByLabel(w.loginEmail).fill(email);
      await page.getByLabel(w.password, { exact: true }).fill(password);
      await page.getByRole('main').getByRole('button', { name: w.login, exact: true }).click();

      // An admin lands in the console; an order handler on the orders, with their sections only.
      await expect(page).toHaveURL(/\/admin\/orders$/);
      await expect(page.getByRole('heading', { level: 1, name: w.orders })).toBeVisible();
      expect(logins).toHaveLength(1);
      await atFullSpeed(cdp, () => shotBothWidths(page, `console-order-handler-${lang}`));
      // On a phone the sections are in the menu's drawer.
      const menu = page.getByRole('button', { name: w.menu });
      const onPhone = await menu.isVisible();
      if (onPhone) await menu.click();
      const sections = page.getByRole('navigation', { name: w.sections }).filter({ visible: true });
      await expect(sections.getByRole('link', { name: w.orders, exact: true })).toBeVisible();
      await expect(sections.getByRole('link')).toHaveCount(4);
      await expect(sections.getByRole('link', { name: w.reports, exact: true })).toHaveCount(0);
      await expect(sections.getByRole('link', { name: w.staff, exact: true })).toHaveCount(0);
      if (onPhone) await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const reportCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/admin/reports/')) reportCalls.push(r.url());
      });
      await page.goto(inLang('/admin/reports'));
      await expect(page.getByText(w.notForRole)).toBeVisible();
      expect(reportCalls).toEqual([]);
    });
  });
}
