// Issue 6 journeys in English on the desktop and Arabic on the phone (flowIn): delivery addresses, lists and favourites from a
// product page, redeeming points, cancelling an order, rating a delivered product (its rating changes on
// the product page) and returning it, changing the e-mail with the code from the outbox and the password,
// logging out. Each language runs against its own freshly seeded shop (support/shop.ts): the
// journeys use up the demo customer's orders and points.
import { expect, test, type APIRequestContext } from './support/test';
import type { Shop } from './support/shop';
import { ADMIN_EMAIL, DEMO_PASSWORD, LANGS, pngOf, shotBothWidths, signIn, type Lang, type Session, flowIn } from './helpers';
import { ADDRESS_FORM } from './support/addressForm';

const words = {
  en: {
    ...ADDRESS_FORM.en,
    menu: 'My account',
    addAddress: 'Add address',
    latitude: 'Latitude',
    longitude: 'Longitude',
    allRequired: 'All Fields are required',
    locationRequired: 'You should specify the location',
    main: 'Main address',
    edit: (name: string) => `Edit ${name}`,
    makeMain: (name: string) => `Make ${name} the main address`,
    delete: (name: string) => `Delete ${name}`,
    deleteConfirm: 'Are you sure you want to delete this location?',
    yes: 'Yes',
    listName: 'List name',
    create: 'Create',
    nameRequired: 'Name is required',
    addToList: 'Add to list',
    save: 'Save',
    success: 'Success',
    addFavourite: (name: string) => `Add ${name} to favourites`,
    removeFavourite: (name: string) => `Remove ${name} from favourites`,
    myFavourite: 'My Favourite',
    points: 'Points',
    balance: 'Balance',
    redeem: 'Redeem',
    cancelOrder: 'Cancel order',
    cancelConfirm: 'All items in the order will be cancelled. Are you sure?',
    cancelled: 'Cancelled',
    rate: (name: string) => `Rate ${name}`,
    refund: (name: string) => `Return ${name}`,
    sendReview: 'Send review',
    titleRequired: 'Title is required',
    oneStar: '1 star',
    fiveStars: '5 stars',
    reviewTitle: 'Title',
    reviewText: 'Review',
    addPhotos: 'Add photos',
    reviewed: 'Reviewed',
    sendRequest: 'Send request',
    description: 'Describe the problem',
    returnRequested: 'Return requested',
    newEmail: 'New email',
    emailSection: 'Email address',
    emailInvalid: 'Email is invalid',
    sendCode: 'Send the code',
    otpTitle: 'Confirm your new email',
    code: 'Confirmation code',
    confirm: 'Confirm',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    changePassword: 'Change password',
    wrongPassword: 'The current password is incorrect',
    logout: 'Logout',
    logoutConfirm: 'Are you sure you want to log out?',
    login: 'Login',
  },
  ar: {
    ...ADDRESS_FORM.ar,
    menu: 'حسابي',
    addAddress: 'إضافة عنوان',
    latitude: 'خط العرض',
    longitude: 'خط الطول',
    allRequired: 'جميع الحقول مطلوبة',
    locationRequired: 'يجب تحديد الموقع',
    main: 'العنوان الرئيسي',
    edit: (name: string) => `تعديل ${name}`,
    makeMain: (name: string) => `اجعل ${name} العنوان الرئيسي`,
    delete: (name: string) => `حذف ${name}`,
    deleteConfirm: 'هل أنت متأكد أنك تريد حذف هذا العنوان؟',
    yes: 'نعم',
    listName: 'اسم القائمة',
    create: 'إنشاء',
    nameRequired: 'الاسم مطلوب',
    addToList: 'أضف إلى قائمة',
    save: 'حفظ',
    success: 'تمت العملية بنجاح',
    addFavourite: (name: string) => `أضف ${name} إلى المفضلة`,
    removeFavourite: (name: string) => `أزل ${name} من المفضلة`,
    myFavourite: 'مفضلتي',
    points: 'النقاط',
    balance: 'الرصيد',
    redeem: 'استبدال',
    cancelOrder: 'إلغاء الطلب',
    cancelConfirm: 'سيتم إلغاء جميع المنتجات في الطلب، هل أنت متأكد؟',
    cancelled: 'ملغي',
    rate: (name: string) => `قيّم ${name}`,
    refund: (name: string) => `إرجاع ${name}`,
    sendReview: 'إرسال التقييم',
    titleRequired: 'العنوان مطلوب',
    oneStar: 'نجمة واحدة',
    fiveStars: '5 نجوم',
    reviewTitle: 'العنوان',
    reviewText: 'المراجعة',
    addPhotos: 'إضافة صور',
    reviewed: 'تم التقييم',
    sendRequest: 'إرسال الطلب',
    description: 'صف المشكلة',
    returnRequested: 'طلب إرجاع',
    newEmail: 'البريد الإلكتروني الجديد',
    emailSection: 'البريد الإلكتروني',
    emailInvalid: 'البريد الإلكتروني غير صالح',
    sendCode: 'إرسال الرمز',
    otpTitle: 'تأكيد بريدك الإلكتروني الجديد',
    code: 'رمز التأكيد',
    confirm: 'تأكيد',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    changePassword: 'تغيير كلمة المرور',
    wrongPassword: 'كلمة المرور الحالية غير صحيحة',
    logout: 'تسجيل الخروج',
    logoutConfirm: 'هل أنت متأكد أنك تريد تسجيل الخروج؟',
    login: 'تسجيل الدخول',
  },
} as const;

interface OrderRow {
  order_id: number;
  order_item_id: number;
  product_id: number;
  product_name: string;
  status_id: number;
  returnable: boolean;
  reviewed: boolean;
}
interface Wallet {
  balance: number;
  points: number;
  aed_points: number;
  points_to_balance: number;
}

/** A customer call's data, straight from the API (to find what a journey works on and check results). */
async function callData<T>(
  request: APIRequestContext,
  shop: Shop,
  session: Session,
  lang: Lang,
  path: string,
  fields: Record<string, string> = {},
): Promise<T> {
  const res = await request.post(`${shop.url}/api${path}`, {
    headers: { 'accept-language': lang },
    form: { auth_key: session.auth_key, user_id: String(session.id), ...fields },
  });
  const answer = (await res.json()) as { status: boolean; msg: string; data: T };
  expect(answer.status, `${path}: ${answer.msg}`).toBe(true);
  return answer.data;
}

for (const lang of LANGS) {
  test.describe(`account area (${lang})`, flowIn(lang), () => {
    const w = words[lang];
    test.use({ lang, freshShop: 'demo', shopFor: lang, signedInAs: 'shopper', device: 'playwright-account' });

    test(`adds an address with emirate and region, edits it, makes it main and deletes it (${lang})`, async ({ page, shop }) => {
      await page.goto(`${shop.url}/myprofile/addresses`);
      await page.getByRole('button', { name: w.addAddress }).click();
      const dialog = page.getByRole('dialog', { name: w.newAddress });
      await dialog.getByRole('button', { name: w.saveAddress }).click();
      await expect(dialog.getByText(w.allRequired)).toBeVisible();

      const name = `Villa ${lang}`;
      await dialog.getByLabel(w.addressName).fill(name);
      await dialog.getByLabel(w.phone).fill('0507654321');
      await dialog.getByLabel(w.address, { exact: true }).fill('Villa 5, Street 9');
      await expect(dialog.getByLabel(w.region)).toBeDisabled();
      await dialog.getByLabel(w.emirate).selectOption({ index: 2 });
      await expect(dialog.getByLabel(w.region)).toBeEnabled();
      await dialog.getByLabel(w.region).selectOption({ index: 1 });
      await dialog.getByRole('button', { name: w.saveAddress }).click();
      await expect(dialog.getByText(w.locationRequired)).toBeVisible();
      await dialog.getByLabel(w.latitude).fill('25.2048');
      await dialog.getByLabel(w.longitude).fill('55.2708');
      await dialog.getByRole('button', { name: w.saveAddress }).click();
      await expect(dialog).toBeHidden();

      const card = (n: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: n, exact: true }) });
      await expect(card(name)).toBeVisible();
      await expect(card(name).getByText(w.main, { exact: true })).toHaveCount(0);

      const renamed = `${name} 2`;
      await page.getByRole('button', { name: w.edit(name) }).click();
      const edit = page.getByRole('dialog', { name: w.editAddress });
      await edit.getByLabel(w.addressName).fill(renamed);
      await edit.getByRole('button', { name: w.saveAddress }).click();
      await expect(card(renamed)).toBeVisible();

      await page.getByRole('button', { name: w.makeMain(renamed) }).click();
      await expect(card(renamed).getByText(w.main, { exact: true })).toBeVisible();
      await expect(page.getByText(w.main, { exact: true })).toHaveCount(1);

      await page.getByRole('button', { name: w.delete(renamed) }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(w.deleteConfirm);
      await confirm.getByRole('button', { name: w.yes }).click();
      await expect(card(renamed)).toHaveCount(0);
      // The main address was deleted: another one is main now.
      await expect(page.getByText(w.main, { exact: true })).toHaveCount(1);
    });

    test(`creates a list, adds a product to it from the product page, favourites and unfavourites (${lang})`, async ({
      page,
      shop,
      session,
    }) => {
      const listName = `Eid ${lang}`;
      await page.goto(`${shop.url}/myprofile/lists`);
      await page.getByRole('button', { name: w.create, exact: true }).click();
      await expect(page.getByText(w.nameRequired)).toBeVisible();
      await page.getByLabel(w.listName).fill(listName);
      await page.getByRole('button', { name: w.create, exact: true }).click();
      await expect(page.getByRole('heading', { name: new RegExp(`^${listName} · `) })).toBeVisible();

      // A product in stock that is in none of her lists yet.
      const lists = await callData<{ products: { id: number }[] }[]>(
        page.request,
        shop,
        session,
        lang,
        '/products/wishlist/list_with_products.php',
      );
      const listed = new Set(lists.flatMap((l) => l.products.map((p) => p.id)));
      const home = await callData<{ products: { id: number; name: string; quantity: number }[] }>(
        page.request,
        shop,
        session,
        lang,
        '/home/home.php',
      );
      const product = home.products.find((p) => p.quantity > 0 && !listed.has(p.id))!;
      const name = product.name;

      await page.goto(`${shop.url}/Details/${product.id}`);
      await page.getByRole('button', { name: w.addToList }).click();
      const dialog = page.getByRole('dialog', { name: w.addToList });
      await dialog.getByRole('checkbox', { name: new RegExp(listName) }).click();
      await dialog.getByRole('button', { name: w.save, exact: true }).click();
      await expect(page.getByText(w.success)).toBeVisible();
      // The page reloads 2 s after 'Success' (docs/product.md §4).
      await page.waitForEvent('load', { timeout: 10_000 });
      await page.goto(`${shop.url}/myprofile/lists`);
      const section = page.getByRole('region', { name: new RegExp(`^${listName} · `) });
      await expect(section.getByText(name, { exact: true })).toBeVisible();

      await page.goto(`${shop.url}/Details/${product.id}`);
      await page.getByRole('button', { name: w.addFavourite(name) }).click();
      await expect(page.getByRole('button', { name: w.removeFavourite(name) })).toHaveAttribute('aria-pressed', 'true');
      await page.goto(`${shop.url}/Favourites`);
      await expect(page.getByRole('heading', { name: w.myFavourite })).toBeVisible();
      await expect(page.getByText(name, { exact: true })).toBeVisible();

      await page.goto(`${shop.url}/Details/${product.id}`);
      await page.getByRole('button', { name: w.removeFavourite(name) }).click();
      await expect(page.getByRole('button', { name: w.addFavourite(name) })).toHaveAttribute('aria-pressed', 'false');
      await page.goto(`${shop.url}/Favourites`);
      await expect(page.getByRole('heading', { name: w.myFavourite })).toBeVisible();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByText(name, { exact: true })).toHaveCount(0);
    });

    test(`redeems points for balance (${lang})`, async ({ page, shop, session }) => {
      const before = await callData<Wallet>(page.request, shop, session, lang, '/profile/wallet/balance.php');
      expect(before.points_to_balance).toBeGreaterThan(0);
      await page.goto(`${shop.url}/myprofile/Wallet`);
      await page.getByRole('button', { name: w.redeem }).click();
      await expect(page.getByRole('button', { name: w.redeem })).toBeDisabled();
      const after = await callData<Wallet>(page.request, shop, session, lang, '/profile/wallet/balance.php');
      expect(after.points).toBe(before.points - before.points_to_balance * before.aed_points);
      expect(after.balance).toBeCloseTo(before.balance + before.points_to_balance, 2);
      // The page shows the new figures.
      await expect(page.getByText(String(after.points), { exact: true })).toBeVisible();
    });

    test(`cancels an order after confirming (${lang})`, async ({ page, shop, session }) => {
      const rows = await callData<OrderRow[]>(page.request, shop, session, lang, '/orders/list.php');
      const orderId = rows.find((r) => r.status_id === 1 || r.status_id === 2)!.order_id;
      await page.goto(`${shop.url}/myprofile/orders`);
      const order = page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(`\\b${orderId}$`) }) });
      await order.getByRole('button', { name: w.cancelOrder }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(w.cancelConfirm);
      await confirm.getByRole('button', { name: w.yes }).click();
      // The orders show again 2.5 s later, this one cancelled.
      await expect(order.getByText(w.cancelled, { exact: true }).first()).toBeVisible({ timeout: 10_000 });
      await expect(order.getByRole('button', { name: w.cancelOrder })).toHaveCount(0);
      const after = await callData<OrderRow[]>(page.request, shop, session, lang, '/orders/list.php');
      expect(after.filter((r) => r.order_id === orderId).every((r) => r.status_id === 4)).toBe(true);
    });

    test(`rates a delivered product, sees its rating change on the product page, then returns it (${lang})`, async ({
      page,
      shop,
      session,
    }, info) => {
      const rows = await callData<OrderRow[]>(page.request, shop, session, lang, '/orders/list.php');
      const item = rows.find((r) => r.status_id === 3 && r.returnable && !r.reviewed)!;
      type Detail = { rating: number; reviews: { title: string }[] };
      const detail = () =>
        callData<Detail>(page.request, shop, session, lang, '/products/details.php', { product_id: String(item.product_id) });
      const before = await detail();

      await page.goto(`${shop.url}/myprofile/orders`);
      await page.getByRole('link', { name: w.rate(item.product_name) }).click();
      await page.getByRole('button', { name: w.sendReview }).click();
      await expect(page.getByText(w.titleRequired)).toBeVisible();
      // Far from the current mean, so the product's rating visibly moves.
      const low = before.rating >= 3;
      // The radio itself is visually hidden; its star is the label a shopper clicks.
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: low ? w.oneStar : w.fiveStars }) })
        .click();
      await expect(page.getByRole('radio', { name: low ? w.oneStar : w.fiveStars })).toBeChecked();
      const title = `Journey review ${lang} ${Date.now()}`;
      await page.getByLabel(w.reviewTitle, { exact: true }).fill(title);
      await page.getByLabel(w.reviewText, { exact: true }).fill('Arrived later than I hoped, the taste is fine.');
      // Two photos of the jar go with the review.
      await page.getByLabel(w.addPhotos).setInputFiles([
        { name: 'jar.png', mimeType: 'image/png', buffer: await pngOf('#c8860a') },
        { name: 'label.png', mimeType: 'image/png', buffer: await pngOf('#4a7c59') },
      ]);
      await page.getByRole('button', { name: w.sendReview }).click();
      await expect(page).toHaveURL(/\/myprofile\/orders$/, { timeout: 10_000 });
      await expect(page.getByText(w.reviewed).first()).toBeVisible();

      const after = await detail();
      expect(after.reviews[0]!.title).toBe(title);
      if (low) expect(after.rating).toBeLessThan(before.rating);
      else expect(after.rating).toBeGreaterThan(before.rating);
      await page.goto(`${shop.url}/Details/${item.product_id}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      // Under the review, the two photos as thumbnails that load, each a link to the photo.
      const review = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
      const photos = review.getByRole('list', { name: /^(Photos from|صور من) / }).getByRole('link');
      await expect(photos).toHaveCount(2);
      for (const img of await photos.getByRole('img').all()) {
        // Lazy pictures: brought into view first, as a shopper scrolls to them.
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }
      await expect(photos.first()).toHaveAttribute('href', /\/media\/reviews\/[0-9a-f]{16}-1024\.webp$/);
      await review.screenshot({ path: `/tmp/shots/account-${info.project.name}-${lang}-review-photos.png` });

      await page.goto(`${shop.url}/myprofile/orders`);
      await page.getByRole('link', { name: w.refund(item.product_name) }).click();
      await page.getByRole('radio').first().check();
      await page.getByLabel(w.description).fill('The seal of the jar was broken on arrival.');
      await page.getByRole('button', { name: w.sendRequest }).click();
      await expect(page).toHaveURL(/\/myprofile\/orders$/, { timeout: 10_000 });
      await expect(page.getByText(w.returnRequested).first()).toBeVisible();
      const returned = await callData<OrderRow[]>(page.request, shop, session, lang, '/orders/list.php');
      expect(returned.find((r) => r.order_item_id === item.order_item_id)!.status_id).toBe(7);

      // The owner sees the review's photos in the console's reviews (a page of this test's own: signed in as admin now).
      await signIn(page, { baseUrl: shop.url, email: ADMIN_EMAIL, device: `playwright-account-reviews-${info.project.name}` });
      await page.goto(`${shop.url}/admin/reviews?product_id=${item.product_id}`);
      const inConsole = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
      await expect(inConsole.getByRole('list', { name: /^(Customer photos|صور العميل)$/ }).getByRole('img')).toHaveCount(2);
      await shotBothWidths(page, `console-review-photos-${lang}`);
    });

    // Last: it changes the e-mail and the password the other journeys sign in with.
    test(`changes the e-mail with the code from the outbox, then the password, then logs out (${lang})`, async ({ page, shop }) => {
      const newEmail = `mariam.${lang}.${Date.now()}@example.com`;
      await page.goto(`${shop.url}/myprofile/editemail`);
      await page.getByRole('textbox', { name: w.newEmail }).fill('mariam@example');
      await expect(page.getByText(w.emailInvalid)).toBeVisible();
      await page.getByRole('textbox', { name: w.newEmail }).fill(newEmail);
      await expect(page.getByText(w.emailInvalid)).toHaveCount(0);
      await page.getByRole('button', { name: w.sendCode }).click();
      await expect(page.getByRole('heading', { name: w.otpTitle })).toBeVisible();

      const mailbox = (await (await page.request.get(`${shop.url}/dev/mailbox.json`)).json()) as { to: string; text: string }[];
      const code = /\b(\d{4})\b/.exec(mailbox.find((m) => m.to === newEmail)!.text)![1]!;
      await page.getByLabel(w.code).fill(code);
      await page.getByRole('button', { name: w.confirm, exact: true }).click();
      await expect(page).toHaveURL(/\/myprofile\/personalsettings$/, { timeout: 10_000 });
      await expect(page.getByRole('region', { name: w.emailSection, exact: true }).getByText(newEmail)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(newEmail);

      await page.getByLabel(w.currentPassword).fill('not-my-password');
      await page.getByLabel(w.newPassword, { exact: true }).fill('new-demo-pass-2026');
      await page.getByLabel(w.confirmPassword).fill('new-demo-pass-2026');
      await page.getByRole('button', { name: w.changePassword }).click();
      await expect(page.getByText(w.wrongPassword)).toBeVisible();
      await page.getByLabel(w.currentPassword).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: w.changePassword }).click();
      await expect(page.getByLabel(w.currentPassword)).toHaveValue('');
      const login = await page.request.post(`${shop.url}/api/login.php`, {
        form: { email: newEmail, password: 'new-demo-pass-2026', device_id: 'check' },
      });
      expect(((await login.json()) as { status: boolean }).status).toBe(true);

      await page.goto(`${shop.url}/myprofile`);
      await page.getByRole('navigation', { name: w.menu }).getByRole('button', { name: w.logout }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(w.logoutConfirm);
      await confirm.getByRole('button', { name: w.yes }).click();
      // The home page: / in English, /ar (the router's own link to it) in Arabic.
      await expect(page).toHaveURL(`${shop.url}${lang === 'ar' ? '/ar' : '/'}`);
      await expect(page.getByRole('banner').getByRole('link', { name: w.login })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('guest');
    });
  });
}
