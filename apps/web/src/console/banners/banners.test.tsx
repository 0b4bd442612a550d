import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../i18n';
import type { CallData } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields } from '../../test/render';
import { adminMeCall, adminBannersListCall, adminBannerSaveCall } from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
const lastCallTo = (spy: ReturnType<typeof answerWith>, path: string) => spy.mock.calls.map((c) => String(c[0])).lastIndexOf(`/api${path}`);

type Banner = CallData<typeof adminBannersListCall>[number];
const banner = (id: number, words: Partial<Banner> = {}): Banner => ({
  id,
  product_id: 7,
  product_name_en: 'Sidr Honey',
  product_name_ar: 'عسل السدر',
  image_en: `/media/banners/b${id}-en-640.webp`,
  image_ar: `/media/banners/b${id}-ar-640.webp`,
  title_en: '',
  title_ar: '',
  subtitle_en: '',
  subtitle_ar: '',
  button_en: '',
  button_ar: '',
  alt_en: '',
  alt_ar: '',
  sort: id,
  active: true,
  starts_at: null,
  ends_at: null,
  date_state: 'showing',
  ...words,
});
const WORDED = banner(1, {
  title_en: 'Pure Sidr Honey',
  title_ar: 'عسل السدر الأصيل',
  subtitle_en: '15% off this week',
  button_en: 'Shop Sidr',
  button_ar: 'تسوّق السدر',
  alt_en: 'A jar of Sidr honey',
  alt_ar: 'برطمان عسل سدر',
});
const OLD = banner(2);

describe('/admin/banners', () => {
  it("shows each banner's words in both languages, and gives words to a banner saved before it had any", async () => {
    const saved = {
      ...OLD,
      title_en: 'Sidr, new harvest',
      title_ar: 'سدر الحصاد الجديد',
      button_en: 'Shop now',
      button_ar: 'تسوّق الآن',
      alt_en: 'Honey',
      alt_ar: 'عسل',
    };
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminBannersListCall, ok([WORDED, OLD])),
      answer(adminBannerSaveCall, ok(saved, 'Banner saved')),
    );
    await renderApp('/admin/banners', { loggedIn: true });
    const [first, second] = await screen.findAllByTestId('banner', {}, SLOW);
    expect(within(first!).getByText('Pure Sidr Honey')).toHaveAttribute('lang', 'en');
    expect(within(first!).getByText('عسل السدر الأصيل')).toHaveAttribute('lang', 'ar');
    expect(within(first!).getByText('15% off this week')).toBeInTheDocument();
    expect(within(first!).getByText('تسوّق السدر')).toBeInTheDocument();
    expect(within(first!).getByText('A jar of Sidr honey')).toBeInTheDocument();
    expect(within(second!).getAllByText("No words yet: the shop shows the product's name and “Shop now”.")).toHaveLength(2);

    await userEvent.click(within(second!).getByRole('button', { name: 'Edit banner 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit banner' });
    for (const label of [
      'Title (English)',
      'Title (Arabic)',
      'Button label (English)',
      'Button label (Arabic)',
      'Picture description (alt text) (English)',
      'Picture description (alt text) (Arabic)',
    ])
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    expect(within(dialog).getByLabelText('Subtitle (optional) (English)')).not.toBeRequired();
    expect(within(dialog).getByLabelText('Title (Arabic)')).toHaveAttribute('dir', 'rtl');
    for (const [label, text] of [
      ['Title (English)', saved.title_en],
      ['Title (Arabic)', saved.title_ar],
      ['Button label (English)', saved.button_en],
      ['Button label (Arabic)', saved.button_ar],
      ['Picture description (alt text) (English)', saved.alt_en],
      ['Picture description (alt text) (Arabic)', saved.alt_ar],
    ])
      await userEvent.type(within(dialog).getByLabelText(label!), text!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    expect(await screen.findByText('Banner saved')).toBeInTheDocument();
    expect(sentFields(fetch, lastCallTo(fetch, adminBannerSaveCall.path))).toMatchObject({
      banner_id: '2',
      product_id: '7',
      title_en: saved.title_en,
      title_ar: saved.title_ar,
      subtitle_en: '',
      button_en: saved.button_en,
      button_ar: saved.button_ar,
      alt_en: saved.alt_en,
      alt_ar: saved.alt_ar,
    });
  });

  it("shows the server's refusal, which names the field, and keeps the form open", async () => {
    const refusal = 'Invalid value for title_en: Too long';
    answerWith(
      answer(adminMeCall, ME),
      answer(adminBannersListCall, ok([WORDED])),
      answer(adminBannerSaveCall, {
        httpStatus: 400,
        refusal: 'invalid',
        body: { status: false, msg: refusal, data: { field: 'title_en', reason: 'too long' } },
      }),
    );
    await renderApp('/admin/banners', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit banner 1' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit banner' });
    expect(within(dialog).getByLabelText('Title (English)')).toHaveValue('Pure Sidr Honey');
    expect(within(dialog).getByLabelText('Subtitle (optional) (English)')).toHaveValue('15% off this week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save banner' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit banner' })).toBeInTheDocument();
  });

  it.each([
    ['en', ['Showing', 'Scheduled', 'Ended'], ['Shown on the home page until', 'Not shown yet: it starts on', 'Not shown: it ended on']],
    ['ar', ['ظاهر', 'مجدول', 'منتهٍ'], ['يظهر في الصفحة الرئيسية حتى', 'لا يظهر بعد: يبدأ في', 'لا يظهر: انتهى في']],
  ] as const)("shows each banner's state from its days, and sends the days it is given (%s)", async (lang, states, lines) => {
    const day = (d: string) => formatDate(d, lang, { dateStyle: 'medium', timeZone: 'UTC' });
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(
        adminBannersListCall,
        ok([
          banner(1, { ends_at: '2026-12-31' }),
          { ...WORDED, id: 2, starts_at: '2027-01-05', date_state: 'scheduled' },
          banner(3, { starts_at: '2026-11-01', ends_at: '2026-11-30', date_state: 'ended' }),
        ]),
      ),
      answer(adminBannerSaveCall, ok(banner(2), 'Banner saved')),
    );
    await renderApp('/admin/banners', { loggedIn: true, lang });
    const rows = await screen.findAllByTestId('banner', {}, SLOW);
    for (const [i, row] of rows.entries()) expect(row).toHaveTextContent(states[i]!);
    expect(rows[0]).toHaveTextContent(`${lines[0]} ${day('2026-12-31')}`);
    expect(rows[1]).toHaveTextContent(`${lines[1]} ${day('2027-01-05')}`);
    expect(rows[2]).toHaveTextContent(`${lines[2]} ${day('2026-11-30')}`);

    await userEvent.click(within(rows[1]!).getByRole('button', { name: lang === 'en' ? 'Edit banner 2' : 'تعديل البانر 2' }));
    const dialog = await screen.findByRole('dialog');
    const [starts, ends] = within(dialog).getAllByLabelText(lang === 'en' ? /day shown/ : /يوم للظهور/);
    expect(starts).toHaveValue('2027-01-05');
    expect(ends).toHaveAttribute('min', '2027-01-05');
    await userEvent.type(ends!, '2027-01-20');
    await userEvent.click(within(dialog).getByRole('button', { name: lang === 'en' ? 'Save banner' : 'حفظ البانر' }));
    await screen.findByText('Banner saved');
    expect(sentFields(fetch, lastCallTo(fetch, adminBannerSaveCall.path))).toMatchObject({
      starts_at: '2027-01-05',
      ends_at: '2027-01-20',
    });
  });
});
