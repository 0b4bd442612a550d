import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, sentFields } from '../../test/render';
import {
  adminMeCall,
  adminCategoriesListCall,
  adminGroupsListCall,
  adminCategorySaveCall,
  adminCategoriesReorderCall,
  adminCategoryDeleteCall,
} from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
const lastCallTo = (spy: ReturnType<typeof answerWith>, path: string) => spy.mock.calls.map((c) => String(c[0])).lastIndexOf(`/api${path}`);

const category = (id: number, en: string, ar: string, parentId: number | null, groupId: number | null, products = 0) => ({
  id,
  group_id: groupId,
  parent_id: parentId,
  name_en: en,
  name_ar: ar,
  icon: parentId === null ? `/media/categories/c${id}-320.webp` : '',
  sort: id,
  visible: true,
  product_count: products,
});
const HONEY = category(1, 'Pure Honey', 'عسل طبيعي', null, 5, 24);
const SIDR = category(2, 'Sidr Honey', 'عسل السدر', 1, 5, 8);
const OILS = category(3, 'Natural Oils', 'زيوت طبيعية', null, 6, 0);
const TREE = [
  { ...HONEY, children: [SIDR] },
  { ...OILS, children: [] },
];
const GROUPS = [
  { id: 5, name_en: 'Honey', name_ar: 'العسل', sort: 1, visible: true, product_count: 36, category_count: 2 },
  { id: 6, name_en: 'Oils', name_ar: 'الزيوت', sort: 2, visible: true, product_count: 0, category_count: 1 },
];

describe('/admin/taxonomy', () => {
  it('shows sub-categories under their parent and adds one with an icon, in its parent’s group (Arabic)', async () => {
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminCategoriesListCall, ok(TREE)),
      answer(adminGroupsListCall, ok(GROUPS)),
      answer(adminCategorySaveCall, ok(category(9, 'Samr Honey', 'عسل السمر', 1, 5), 'تم حفظ الفئة')),
    );
    await renderApp('/admin/taxonomy', { loggedIn: true, lang: 'ar' });
    const subs = await screen.findByRole('list', { name: 'الفئات الفرعية لـعسل طبيعي' }, SLOW);
    expect(within(subs).getByText('عسل السدر')).toBeInTheDocument();
    expect(screen.getByText('24 منتجًا')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'إضافة فئة فرعية إلى عسل طبيعي' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة فئة فرعية' });
    expect(within(dialog).getByLabelText('الفئة الأم')).toHaveValue('1');
    // A sub-category's group is its parent's: shown, not chosen.
    expect(within(dialog).getByLabelText('المجموعة')).toBeDisabled();
    expect(within(dialog).getByLabelText('المجموعة')).toHaveValue('5');
    expect(within(dialog).getByLabelText('الاسم (بالعربية)')).toHaveAttribute('dir', 'rtl');
    await userEvent.type(within(dialog).getByLabelText('الاسم (بالإنجليزية)'), 'Samr Honey');
    await userEvent.type(within(dialog).getByLabelText('الاسم (بالعربية)'), 'عسل السمر');
    const icon = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'samr.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('الأيقونة'), icon);
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('تم حفظ الفئة')).toBeInTheDocument();
    const sent = sentFields(fetch, lastCallTo(fetch, adminCategorySaveCall.path));
    expect(sent).toMatchObject({ parent_id: '1', name_en: 'Samr Honey', name_ar: 'عسل السمر', visible: '1' });
    expect(sent.group_id).toBeUndefined();
    expect(sent.category_id).toBeUndefined();
    expect((sent.icon as File).name).toBe('samr.png');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("moves a category within its level, and shows the server's refusal when a delete is refused", async () => {
    const refusal = 'This category has 24 products and 1 sub-categories: move them first';
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminCategoriesListCall, ok(TREE)),
      answer(adminGroupsListCall, ok(GROUPS)),
      answer(adminCategoriesReorderCall, ok([...TREE].reverse(), 'Order saved')),
      answer(adminCategoryDeleteCall, { httpStatus: 409, refusal: 'conflict', body: { status: false, msg: refusal, data: null } }),
    );
    await renderApp('/admin/taxonomy', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Move Natural Oils up' }, SLOW));
    await vi.waitFor(() => expect(lastCallTo(fetch, adminCategoriesReorderCall.path)).toBeGreaterThan(-1));
    expect(sentFields(fetch, lastCallTo(fetch, adminCategoriesReorderCall.path))).toMatchObject({ category_ids: '3,1' });
    // A sub-category moves among its siblings only; alone, it cannot move.
    expect(screen.getByRole('button', { name: 'Move Sidr Honey up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Sidr Honey down' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Pure Honey' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(sentFields(fetch, lastCallTo(fetch, adminCategoryDeleteCall.path))).toMatchObject({ category_id: '1' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
