// Shared helpers of the browser journeys. The server (playwright.config.ts) runs the seeded demo shop.
// The functions journeys pass to page.evaluate and addInitScript run in the browser: DOM types for them.
/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import sharp from 'sharp';

export type Lang = 'en' | 'ar';

export const DEMO_PASSWORD = 'demo-pass-2026';
export const CUSTOMER_EMAIL = 'customer@example.com';
export const ADMIN_EMAIL = 'admin@example.com';

/**
 * Opens the shop in `lang`: call before the first goto. Stored only when no language is stored yet, so
 * a language switch made by the journey survives the reload that follows it.
 */
export async function setLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => {
    if (localStorage.getItem('language') === null) localStorage.setItem('language', l);
  }, lang);
}

/** Both languages, for journeys that run once per language: `for (const lang of LANGS) test(...)`. */
export const LANGS: readonly Lang[] = ['en', 'ar'];

/**
 * The tag of a flow journey (what the shop does: buying, an account, the console's work) in `lang`. A flow runs
 * once per language, each language at one width: English on the desktop, Arabic on the phone
 * (playwright.config.ts filters by this tag). Layout journeys (the shell, hydration, cards and bars at phone
 * width, the console's shell) are not tagged and run in both languages at both widths. Why:
 * docs/decisions/011-journeys-one-width-per-language.md.
 */
export const flowIn = (lang: Lang) => ({ tag: `@flow-${lang}` });

/** A signed-in session, as login.php answers it. */
export interface Session {
  id: number;
  email: string;
  auth_key: string;
  Favorite_id: number;
}

export interface SignInOptions {
  email?: string;
  password?: string;
  /** The origin of a journey's own shop (support/); the configured server's when absent. */
  baseUrl?: string;
  /** login.php's device_id, kept with the session (each sign-in has its own session, whatever the device id).
   * By default each project's worker is a device of its own. */
  device?: string;
}

/**
 * Signs in through the API (login.php) and stores the session as the login page does (token, user_id,
 * email, FavId). Leaves the page on /notfound, a page that calls nothing; go on with page.goto.
 */
export async function signIn(
  page: Page,
  {
    email = CUSTOMER_EMAIL,
    password = DEMO_PASSWORD,
    baseUrl = '',
    device = `playwright-${test.info().project.name}-${test.info().workerIndex}`,
  }: SignInOptions = {},
) {
  const response = await page.request.post(`${baseUrl}/api/login.php`, {
    form: { email, password, token: '', platform: '3', device_id: device },
  });
  const answer = (await response.json()) as { status: boolean; msg: string; data: Session };
  expect(answer.status, `login as ${email}: ${answer.msg}`).toBe(true);
  await page.goto(`${baseUrl}/notfound`);
  await page.evaluate((d) => {
    localStorage.setItem('token', d.auth_key);
    localStorage.setItem('user_id', String(d.id));
    localStorage.setItem('email', d.email);
    localStorage.setItem('FavId', String(d.Favorite_id));
  }, answer.data);
  return answer.data;
}

/** The header's main navigation: on phones it lives in the side menu, which this opens. */
export async function mainNav(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByRole('button', { name: /^(Open menu|فتح القائمة)$/ }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    return menu.getByRole('navigation');
  }
  return page.getByRole('banner').getByRole('navigation');
}

/** The four-digit code of the newest mail to `email` with `subject` in the dev outbox. */
export async function mailedCode(page: Page, email: string, subject: string, baseUrl = ''): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`${baseUrl}/dev/mailbox.json`)).json()) as {
        to: string;
        subject: string;
        text: string;
      }[];
      code = mails.find((m) => m.to === email && m.subject === subject)?.text.match(/:\s(\d{4})\s*$/m)?.[1];
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code!;
}

/**
 * A new, active customer made through the API (register, the mailed code, activate), for journeys that change a cart
 * or lists; `baseUrl` is a journey's own shop (support/), the configured server's when absent.
 */
export async function newCustomer(page: Page, email: string, password: string, baseUrl = '') {
  const form = { name: 'Noura Al Ketbi', email, password, phone: '0501234567', birth_date: '1990-04-09' };
  expect((await (await page.request.post(`${baseUrl}/api/register.php`, { form })).json()).status).toBe(true);
  expect((await (await page.request.post(`${baseUrl}/api/sendcode.php`, { form: { email } })).json()).status).toBe(true);
  const passcode = await mailedCode(page, email, 'Activate your Souq Al Asal account', baseUrl);
  expect((await (await page.request.post(`${baseUrl}/api/activate.php`, { form: { email, passcode } })).json()).status).toBe(true);
}

/** A small PNG of one colour, a photo a shopper picks (a return's, a review's). */
export const pngOf = (color: string) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: color } })
    .png()
    .toBuffer();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * A new screen, photographed whole at phone and desktop width (/tmp/shots/{name}-phone.png, -desktop.png) to be looked
 * at: a flow runs at one width per language (docs/decisions/011-journeys-one-width-per-language.md).
 */
export async function shotBothWidths(page: Page, name: string) {
  const own = page.viewportSize()!;
  fs.mkdirSync('/tmp/shots', { recursive: true });
  for (const [width, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(own);
}

/**
 * Resolves once the page's event loop has had nothing left to run (requestIdleCallback): whatever the last action
 * queued (a replayed tap, a second request) has run by then. Used to assert that something did not happen.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
}
