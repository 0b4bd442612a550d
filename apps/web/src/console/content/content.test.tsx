import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CallData } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields } from '../../test/render';
import { listEmiratesCall } from '@shop/contract/calls';
import {
  adminMeCall,
  adminFaqListCall,
  adminFaqReorderCall,
  adminFaqSaveCall,
  adminRegionsListCall,
  adminRegionFeeCall,
  adminSettingsGetCall,
  adminSettingsSaveCall,
} from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
// jsdom does not lay out, so it has no scrollIntoView (the tabs call it to keep the current one in sight).
Element.prototype.scrollIntoView = vi.fn();
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });

/** The index of the last fetch to `path`. */
const lastCallTo = (spy: ReturnType<typeof answerWith>, path: string) => spy.mock.calls.map((c) => String(c[0])).lastIndexOf(`/api${path}`);

type Faq = CallData<typeof adminFaqListCall>[number];
const FAQ: [Faq, Faq, Faq] = [
  {
    id: 4,
    question_en: 'How long does delivery take?',
    question_ar: 'كم يستغرق التوصيل؟',
    answer_en: '2 to 3 days.',
    answer_ar: 'من يومين إلى 3 أيام.',
    sort: 1,
  },
  { id: 7, question_en: 'Is the honey raw?', question_ar: 'هل العسل خام؟', answer_en: 'Yes.', answer_ar: 'نعم.', sort: 2 },
  {
    id: 9,
    question_en: 'Can I cancel?',
    question_ar: 'هل يمكنني الإلغاء؟',
    answer_en: 'Before shipping.',
    answer_ar: 'قبل الشحن.',
    sort: 3,
  },
];

describe('/admin/content/faq', () => {
  it('moves a question up by sending every id in the new order, and saves an edited answer in both languages', async () => {
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminFaqListCall, ok(FAQ)),
      answer(adminFaqReorderCall, ok([FAQ[1], FAQ[0], FAQ[2]], 'New order saved')),
      answer(adminFaqSaveCall, ok({ ...FAQ[1], answer_en: 'Yes, never heated.' }, 'Question saved')),
    );
    await renderApp('/admin/content/faq', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Move up: Is the honey raw?' }, SLOW));
    await vi.waitFor(() => expect(lastCallTo(fetch, adminFaqReorderCall.path)).toBeGreaterThan(-1));
    expect(sentFields(fetch, lastCallTo(fetch, adminFaqReorderCall.path))).toMatchObject({ faq_ids: '7,4,9' });
    // The first question cannot go higher, the last no lower.
    expect(screen.getByRole('button', { name: 'Move up: How long does delivery take?' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Can I cancel?' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit: Is the honey raw?' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Answer (Arabic)')).toHaveValue('نعم.');
    expect(within(dialog).getByLabelText('Answer (Arabic)')).toHaveAttribute('dir', 'rtl');
    await userEvent.clear(within(dialog).getByLabelText('Answer (English)'));
    await userEvent.type(within(dialog).getByLabelText('Answer (English)'), 'Yes, never heated.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Question saved')).toBeInTheDocument();
    expect(sentFields(fetch, lastCallTo(fetch, adminFaqSaveCall.path))).toMatchObject({
      faq_id: '7',
      question_en: 'Is the honey raw?',
      question_ar: 'هل العسل خام؟',
      answer_en: 'Yes, never heated.',
      answer_ar: 'نعم.',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

/** A delivery region of Abu Dhabi at AED 25. */
const REGION = {
  id: 3,
  emirate_id: 1,
  emirate_en: 'Abu Dhabi',
  emirate_ar: 'أبوظبي',
  name_en: 'Al Reem Island',
  name_ar: 'جزيرة الريم',
  delivery_fee: 25,
};

/** The delivery page in Arabic listing REGION; saving its fee answers `saved`. Returns the fetch spy. */
async function openDelivery(saved: typeof REGION) {
  const fetch = answerWith(
    answer(adminMeCall, ME),
    answer(adminRegionsListCall, ok([REGION])),
    answer(listEmiratesCall, ok([{ id: 1, emirate: 'أبوظبي' }])),
    answer(adminRegionFeeCall, ok(saved, 'تم حفظ رسوم التوصيل')),
  );
  await renderApp('/admin/content/delivery', { loggedIn: true, lang: 'ar' });
  return fetch;
}

describe('/admin/content/delivery', () => {
  it("lists regions by emirate in Arabic and saves a region's new fee", async () => {
    const fetch = await openDelivery({ ...REGION, delivery_fee: 27.5 });
    expect(await screen.findByRole('heading', { level: 2, name: 'أبوظبي' }, SLOW)).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'رسوم التوصيل الجديدة لمنطقة جزيرة الريم بالدرهم' });
    const save = within(input.closest('tr')!).getByRole('button', { name: 'حفظ' });
    // Nothing to save until the fee changes.
    expect(save).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '27.5');
    await userEvent.click(save);
    expect(await screen.findByText('تم حفظ رسوم التوصيل')).toBeInTheDocument();
    expect(sentFields(fetch, lastCallTo(fetch, adminRegionFeeCall.path))).toMatchObject({ region_id: '3', delivery_fee: '27.5' });
  });
});

describe('console forms checked with the contract (adminForm.tsx)', () => {
  it("refuses a blank question beside its field before anything is sent, and shows the server's refusal on the field it names", async () => {
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminFaqListCall, ok(FAQ)),
      answer(adminFaqSaveCall, {
        httpStatus: 400,
        refusal: 'invalid',
        body: {
          status: false,
          msg: 'Invalid value for answer_ar: at most 5000 characters',
          data: { field: 'answer_ar', reason: 'at most 5000 characters' },
        },
      }),
    );
    await renderApp('/admin/content/faq', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Is the honey raw?' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    const question = within(dialog).getByLabelText('Question (English)');
    await userEvent.clear(question);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(question).toHaveAccessibleDescription('Required'));
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(lastCallTo(fetch, adminFaqSaveCall.path)).toBe(-1);

    await userEvent.type(question, 'Is the honey raw?');
    await vi.waitFor(() => expect(question).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const answerAr = within(dialog).getByLabelText('Answer (Arabic)');
    await vi.waitFor(() => expect(answerAr).toHaveAccessibleDescription('Invalid value for answer_ar: at most 5000 characters'));
    expect(lastCallTo(fetch, adminFaqSaveCall.path)).toBeGreaterThan(-1);
    // Still open, with the edit kept.
    expect(question).toHaveValue('Is the honey raw?');
  });

  it('refuses a fee with three decimals in Arabic beside the field, and sends nothing', async () => {
    const fetch = await openDelivery(REGION);
    const input = await screen.findByRole('textbox', { name: 'رسوم التوصيل الجديدة لمنطقة جزيرة الريم بالدرهم' }, SLOW);
    await userEvent.clear(input);
    await userEvent.type(input, '12.345');
    await userEvent.click(within(input.closest('tr')!).getByRole('button', { name: 'حفظ' }));
    await vi.waitFor(() => expect(input).toHaveAccessibleDescription('منزلتان عشريتان على الأكثر'));
    expect(lastCallTo(fetch, adminRegionFeeCall.path)).toBe(-1);
  });
});

describe('/admin/content: store settings', () => {
  const SETTINGS: CallData<typeof adminSettingsGetCall> = {
    phone: '+971 4 555 0100',
    whatsapp: '971500000111',
    email: 'care@example.com',
    aed_points: 100,
    cod_fee: 10,
    cod_max: 0,
    free_delivery_from: 0,
    legal_name_en: 'Honey House Trading L.L.C.',
    legal_name_ar: 'بيت العسل للتجارة ذ.م.م',
    legal_address_en: 'Office 5, Corniche Road, Abu Dhabi',
    legal_address_ar: 'مكتب 5، شارع الكورنيش، أبوظبي',
    trn: '100200300400005',
    trade_licence: 'CN-7654321',
    cart_reminder_hours: 24,
    app_store_url: '',
    google_play_url: '',
    hold_reviews: false,
    einvoice_b2c: false,
    alert_email: '',
    alert_mail_kinds: ['new_order', 'return_request', 'low_stock', 'payment_failed'],
    alert_language: 'en',
  };

  it('turns on holding new reviews for approval and sends it with the other settings, in Arabic', async () => {
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminSettingsGetCall, ok(SETTINGS)),
      answer(adminSettingsSaveCall, ok({ ...SETTINGS, hold_reviews: true }, 'تم حفظ إعدادات المتجر')),
    );
    await renderApp('/admin/content', { loggedIn: true, lang: 'ar' });
    const hold = await screen.findByRole('checkbox', { name: 'تعليق التقييمات الجديدة حتى الموافقة عليها' }, SLOW);
    expect(hold).not.toBeChecked();
    await userEvent.click(hold);
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('تم حفظ إعدادات المتجر', undefined, SLOW)).toBeInTheDocument();
    const sent = sentFields(fetch, lastCallTo(fetch, adminSettingsSaveCall.path));
    expect(sent).toMatchObject({ hold_reviews: '1', trade_licence: 'CN-7654321' });
  });

  it("turns on sending consumers' e-invoices too, in English", async () => {
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminSettingsGetCall, ok(SETTINGS)),
      answer(adminSettingsSaveCall, ok({ ...SETTINGS, einvoice_b2c: true }, 'Store settings saved')),
    );
    await renderApp('/admin/content', { loggedIn: true, lang: 'en' });
    const b2c = await screen.findByRole('checkbox', { name: "Send consumers' e-invoices too" }, SLOW);
    expect(b2c).not.toBeChecked();
    await userEvent.click(b2c);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Store settings saved', undefined, SLOW)).toBeInTheDocument();
    expect(sentFields(fetch, lastCallTo(fetch, adminSettingsSaveCall.path))).toMatchObject({
      einvoice_b2c: '1',
      hold_reviews: '0',
    });
  });

  it("sends the owner's alert address, the alerts to mail as one field and their language", async () => {
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminSettingsGetCall, ok(SETTINGS)),
      answer(adminSettingsSaveCall, ok(SETTINGS, 'Store settings saved')),
    );
    await renderApp('/admin/content', { loggedIn: true });
    await userEvent.type(await screen.findByLabelText('Alert e-mail', undefined, SLOW), 'owner@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'New orders' }));
    await userEvent.selectOptions(screen.getByLabelText('Language of the alert e-mails'), 'ar');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Store settings saved', undefined, SLOW)).toBeInTheDocument();
    expect(sentFields(fetch, lastCallTo(fetch, adminSettingsSaveCall.path))).toMatchObject({
      alert_email: 'owner@example.com',
      alert_mail_kinds: 'return_request,low_stock,payment_failed',
      alert_language: 'ar',
    });
  });
});
