import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerWith, renderApp, type Envelope } from '../../../test/render';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = (data: unknown): Envelope => ({ status: true, msg: 'Success', data });
const ME = ok({ id: 1, name: 'Store Manager', email: 'admin@example.com' });

const TEXT = {
  en: { add: 'New coupon', code: 'Code', value: 'Discount (%)', starts: 'Starts', ends: 'Ends', save: 'Save coupon' },
  ar: { add: 'قسيمة جديدة', code: 'الرمز', value: 'الخصم (٪)', starts: 'تبدأ في', ends: 'تنتهي في', save: 'حفظ القسيمة' },
};

async function openNewCoupon(lang: 'en' | 'ar', answers: Record<string, Envelope> = {}) {
  answerWith({ '/admin/me.php': ME, '/admin/coupons/list.php': ok({ rows: [], total: 0 }), ...answers });
  await renderApp('/admin/coupons', { loggedIn: true, lang });
  await userEvent.click(await screen.findByRole('button', { name: TEXT[lang].add }, SLOW));
  const dialog = await screen.findByRole('dialog');
  const field = (label: string) => within(dialog).getByLabelText(label);
  await userEvent.type(field(TEXT[lang].code), 'SPRING');
  await userEvent.clear(field(TEXT[lang].value));
  await userEvent.type(field(TEXT[lang].value), '10');
  return { dialog, field };
}

describe('/admin/coupons refusals name fields by their labels', () => {
  it.each(['en', 'ar'] as const)('says an end before the start in words, not starts_at (%s)', async (lang) => {
    const { dialog, field } = await openNewCoupon(lang);
    await userEvent.type(field(TEXT[lang].starts), '2026-05-02');
    await userEvent.type(field(TEXT[lang].ends), '2026-05-01');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT[lang].save }));
    expect(
      await within(dialog).findByText(lang === 'en' ? 'Must not be before the start date' : 'يجب ألا يكون قبل تاريخ البدء'),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('starts_at');
  });

  it.each(['en', 'ar'] as const)("shows the server's refusal of starts_at beside its field, in words (%s)", async (lang) => {
    const msg =
      lang === 'en' ? 'Invalid value for starts_at: must be YYYY-MM-DD' : 'قيمة غير صالحة للحقل starts_at: يجب أن تكون بالصيغة YYYY-MM-DD';
    const { dialog, field } = await openNewCoupon(lang, {
      '/admin/coupons/create.php': { status: false, msg, data: { field: 'starts_at', reason: 'must be YYYY-MM-DD' } },
    });
    await userEvent.type(field(TEXT[lang].starts), '2026-05-02');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT[lang].save }));
    const starts = field(TEXT[lang].starts);
    await vi.waitFor(() =>
      expect(starts).toHaveAccessibleDescription(lang === 'en' ? 'Must be YYYY-MM-DD' : 'يجب أن تكون بالصيغة YYYY-MM-DD'),
    );
    expect(dialog).not.toHaveTextContent('starts_at');
  });
});

describe('/admin/coupons states', () => {
  const coupon = (id: number, code: string, state: string) => ({
    id,
    code,
    kind: 'fixed',
    value: 5,
    min_order: 0,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    max_uses_per_customer: null,
    active: true,
    uses: 0,
    state,
  });
  const ROWS = [coupon(1, 'NOW', 'active'), coupon(2, 'LATER', 'scheduled'), coupon(3, 'OVER', 'expired'), coupon(4, 'GONE', 'used_up')];

  it.each([
    ['en', 'State', ['Active', 'Scheduled', 'Expired', 'Used up']],
    ['ar', 'الحالة', ['فعّال', 'مجدول', 'منتهي الصلاحية', 'استُنفدت مرات الاستخدام']],
  ] as const)('shows the state the server gives each coupon as a translated badge (%s)', async (lang, header, states) => {
    answerWith({ '/admin/me.php': ME, '/admin/coupons/list.php': ok({ rows: ROWS, total: ROWS.length }) });
    await renderApp('/admin/coupons', { loggedIn: true, lang });
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => states.find((s) => r.textContent!.includes(s)))).toEqual(states);
    expect(table).not.toHaveTextContent('used_up');
  });
});
