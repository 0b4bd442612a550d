import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CallData } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields, type Answer, urlOf } from '../../test/render';
import {
  adminMeCall,
  adminCouponsListCall,
  adminCouponCreateCall,
  adminCategoriesListCall,
  adminProductsListCall,
} from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';
import { productRow } from '../../test/adminProduct';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });

const TEXT = {
  en: { add: 'New coupon', code: 'Code', value: 'Discount (%)', starts: 'Starts', ends: 'Ends', save: 'Save coupon' },
  ar: { add: 'قسيمة جديدة', code: 'الرمز', value: 'الخصم (٪)', starts: 'تبدأ في', ends: 'تنتهي في', save: 'حفظ القسيمة' },
};

async function openNewCoupon(lang: 'en' | 'ar', answers: Answer[] = []) {
  answerWith(answer(adminMeCall, ME), answer(adminCouponsListCall, ok({ rows: [], total: 0 })), ...answers);
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
    const { dialog, field } = await openNewCoupon(lang, [
      answer(adminCouponCreateCall, { status: false, msg, data: { field: 'starts_at', reason: 'must be YYYY-MM-DD' } }),
    ]);
    await userEvent.type(field(TEXT[lang].starts), '2026-05-02');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT[lang].save }));
    const starts = field(TEXT[lang].starts);
    await vi.waitFor(() =>
      expect(starts).toHaveAccessibleDescription(lang === 'en' ? 'Must be YYYY-MM-DD' : 'يجب أن تكون بالصيغة YYYY-MM-DD'),
    );
    expect(dialog).not.toHaveTextContent('starts_at');
  });
});

type Coupon = CallData<typeof adminCouponsListCall>['rows'][number];

describe('/admin/coupons states', () => {
  const coupon = (id: number, code: string, state: Coupon['state']): Coupon => ({
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
    product_ids: [],
    products: [],
    category_ids: [],
  });
  const ROWS = [coupon(1, 'NOW', 'active'), coupon(2, 'LATER', 'scheduled'), coupon(3, 'OVER', 'expired'), coupon(4, 'GONE', 'used_up')];

  it.each([
    ['en', 'State', ['Active', 'Scheduled', 'Expired', 'Used up']],
    ['ar', 'الحالة', ['فعّال', 'مجدول', 'منتهي الصلاحية', 'استُنفدت مرات الاستخدام']],
  ] as const)('shows the state the server gives each coupon as a translated badge (%s)', async (lang, header, states) => {
    answerWith(answer(adminMeCall, ME), answer(adminCouponsListCall, ok({ rows: ROWS, total: ROWS.length })));
    await renderApp('/admin/coupons', { loggedIn: true, lang });
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => states.find((s) => r.textContent!.includes(s)))).toEqual(states);
    expect(table).not.toHaveTextContent('used_up');
  });

  it.each([
    ['en', 'State', 'Expired', 'No coupons in this state'],
    ['ar', 'الحالة', 'منتهي الصلاحية', 'لا توجد قسائم في هذه الحالة'],
  ] as const)('filters the list by a state chosen by name, kept in the URL (%s)', async (lang, label, expired, none) => {
    const spy = answerWith(answer(adminMeCall, ME), answer(adminCouponsListCall, ok({ rows: [], total: 0 })));
    await renderApp('/admin/coupons', { loggedIn: true, lang });
    const lists = () => spy.mock.calls.flatMap((c, i) => (String(c[0]).endsWith(adminCouponsListCall.path) ? [sentFields(spy, i)] : []));
    await vi.waitFor(() => expect(lists()).toHaveLength(1));
    expect(lists()[0]).not.toHaveProperty('state');
    await userEvent.selectOptions(await screen.findByLabelText(label, {}, SLOW), expired);
    await vi.waitFor(() => expect(lists().at(-1)).toMatchObject({ state: 'expired', offset: '0' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/coupons\?state=expired$/);
    expect(await screen.findByText(none)).toBeInTheDocument();
  });
});

describe('/admin/coupons limits and free delivery', () => {
  const category = (id: number, en: string, ar: string, parentId: number | null) => ({
    id,
    group_id: null,
    parent_id: parentId,
    name_en: en,
    name_ar: ar,
    icon: '',
    sort: id,
    visible: true,
    product_count: 1,
  });
  const TREE = [
    { ...category(1, 'Pure Honey', 'عسل طبيعي', null), children: [category(2, 'Sidr Honey', 'عسل السدر', 1)] },
    { ...category(3, 'Natural Oils', 'زيوت طبيعية', null), children: [] },
  ];
  const oil = productRow({
    id: 12,
    name_en: 'Argan Oil',
    name_ar: 'زيت الأرغان',
    list_price: 30,
    sale_price: 30,
    stock: 5,
    category_id: 3,
  });
  const saved: Coupon = {
    id: 9,
    code: 'SPRING',
    kind: 'free_delivery',
    value: 0,
    min_order: 0,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    max_uses_per_customer: null,
    active: true,
    uses: 0,
    state: 'active',
    product_ids: [12],
    products: [{ id: 12, name_en: 'Argan Oil', name_ar: 'زيت الأركان' }],
    category_ids: [2],
  };

  it('sends a free-delivery coupon with the value 0, limited to a picked product and a sub-category', async () => {
    const { dialog, field } = await openNewCoupon('en', [
      answer(adminCategoriesListCall, ok(TREE)),
      answer(adminProductsListCall, ok({ rows: [oil], total: 1 })),
      answer(adminCouponCreateCall, ok(saved)),
    ]);
    const fetch = vi.mocked(globalThis.fetch);
    await userEvent.selectOptions(field('Type'), 'Free delivery');
    expect(within(dialog).queryByLabelText('Discount (%)')).toBeNull();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Sidr Honey' }));
    await userEvent.type(field('Add a product'), 'Argan');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Argan Oil/ }));
    expect(within(dialog).getByRole('button', { name: 'Remove Argan Oil #12' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.en.save }));
    await vi.waitFor(() => expect(fetch.mock.calls.map((c) => String(c[0]))).toContain(urlOf(adminCouponCreateCall)));
    const sent = sentFields(fetch, fetch.mock.calls.map((c) => String(c[0])).indexOf(urlOf(adminCouponCreateCall)));
    expect(sent).toMatchObject({ code: 'SPRING', kind: 'free_delivery', value: '0', product_ids: '12', category_ids: '2' });
  });

  it.each([
    ['en', 'Free delivery', 'Limited to products: 1, categories: 1'],
    ['ar', 'توصيل مجاني', 'مقصورة على المنتجات: 1، الفئات: 1'],
  ] as const)('shows free delivery and the limit in the list (%s)', async (lang, kind, limit) => {
    answerWith(answer(adminMeCall, ME), answer(adminCouponsListCall, ok({ rows: [saved], total: 1 })));
    await renderApp('/admin/coupons', { loggedIn: true, lang });
    const table = await screen.findByRole('table', {}, SLOW);
    expect(table).toHaveTextContent(kind);
    expect(table).toHaveTextContent(limit);
  });

  it.each([
    ['en', 'Argan Oil #12'],
    ['ar', 'زيت الأركان #12'],
  ] as const)('names the products a coupon is limited to when it is edited, not their numbers alone (%s)', async (lang, name) => {
    answerWith(
      answer(adminMeCall, ME),
      answer(adminCouponsListCall, ok({ rows: [saved], total: 1 })),
      answer(adminCategoriesListCall, ok(TREE)),
    );
    await renderApp('/admin/coupons', { loggedIn: true, lang });
    const table = await screen.findByRole('table', {}, SLOW);
    await userEvent.click(within(table).getByRole('button', { name: lang === 'en' ? 'Edit coupon SPRING' : 'تعديل القسيمة SPRING' }));
    const dialog = await screen.findByRole('dialog');
    const picked = within(dialog).getByRole('list', { name: lang === 'en' ? 'Products it applies to' : 'المنتجات التي تنطبق عليها' });
    expect(picked).toHaveTextContent(name);
  });
});
