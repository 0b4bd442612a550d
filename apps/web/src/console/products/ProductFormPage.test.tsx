import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, sentFields } from '../../test/render';
import { adminMeCall, adminProductGetCall, adminCatalogOptionsCall, adminProductUpdateCall } from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';
import { productDetail } from '../../test/adminProduct';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });

const PRODUCT = productDetail({
  group_id: 5,
  category_id: 1,
  sub_category_id: 2,
  registration_number: 'EDE-DEMO-2026-0417',
  registration_authority: 'ede',
  country_of_origin: 'YE',
  ingredients_en: 'Raw Sidr honey',
  ingredients_ar: 'عسل سدر خام',
});
const OPTIONS = {
  groups: [
    { id: 5, name_en: 'Honey', name_ar: 'العسل' },
    { id: 6, name_en: 'Oils', name_ar: 'الزيوت' },
  ],
  categories: [
    { id: 1, group_id: 5, parent_id: null, name_en: 'Pure Honey', name_ar: 'عسل طبيعي' },
    { id: 2, group_id: 5, parent_id: 1, name_en: 'Sidr Honey', name_ar: 'عسل السدر' },
    { id: 3, group_id: 6, parent_id: null, name_en: 'Natural Oils', name_ar: 'زيوت طبيعية' },
  ],
};

describe('/admin/products/:id', () => {
  it.each(['en', 'ar'] as const)('shows the stored group, category and sub-category of the product (%s)', async (lang) => {
    answerWith(answer(adminMeCall, ME), answer(adminProductGetCall, ok(PRODUCT)), answer(adminCatalogOptionsCall, ok(OPTIONS)));
    await renderApp('/admin/products/7', { loggedIn: true, lang });
    const names = lang === 'ar' ? ['العسل', 'عسل طبيعي', 'عسل السدر'] : ['Honey', 'Pure Honey', 'Sidr Honey'];
    const group = await screen.findByDisplayValue(names[0]!, {}, SLOW);
    expect(group).toHaveValue('5');
    expect(screen.getByDisplayValue(names[1]!)).toHaveValue('1');
    expect(screen.getByDisplayValue(names[2]!)).toHaveValue('2');
  });
});

describe('/admin/products/:id regulatory details', () => {
  it.each([
    ['en', 'Barcode (GTIN)', 'Save product', 'a barcode has 8, 12, 13 or 14 digits, the last its check digit', ['Yemen', 'Oman']],
    ['ar', 'الباركود (GTIN)', 'حفظ المنتج', 'الباركود مكوّن من 8 أو 12 أو 13 أو 14 رقمًا، آخرها رقم التحقق', ['اليمن', 'عُمان']],
  ] as const)(
    'edits them, the country chosen by its name, refusing a wrong check digit beside the barcode (%s)',
    async (lang, barcodeLabel, save, refusal, [stored, chosen]) => {
      const spy = answerWith(
        answer(adminMeCall, ME),
        answer(adminProductGetCall, ok(PRODUCT)),
        answer(adminCatalogOptionsCall, ok(OPTIONS)),
        answer(adminProductUpdateCall, ok({ ...PRODUCT, barcode: '6291000000037' })),
      );
      await renderApp('/admin/products/7', { loggedIn: true, lang });
      const barcode = await screen.findByLabelText(barcodeLabel, {}, SLOW);
      expect(screen.getByDisplayValue('EDE-DEMO-2026-0417')).toBeInTheDocument();
      // The stored code shows as the country's name in the page's language; another is picked by its name.
      const country = screen.getByDisplayValue(stored);
      expect(country).toHaveValue('YE');
      const user = userEvent.setup();
      await user.selectOptions(country, chosen);
      await user.type(barcode, '6291000000038');
      await user.click(screen.getByRole('button', { name: save }));
      // Worded as a sentence (its first letter in capitals), and read with the field.
      expect(await screen.findByText(refusal, { exact: false })).toBeInTheDocument();
      expect(barcode).toHaveAccessibleDescription(new RegExp(refusal, 'i'));
      const updates = () =>
        spy.mock.calls.flatMap((c, i) => (String(c[0]).endsWith(adminProductUpdateCall.path) ? [sentFields(spy, i)] : []));
      expect(updates()).toHaveLength(0);

      await user.clear(barcode);
      await user.type(barcode, '6291000000037');
      await user.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(updates()).toHaveLength(1));
      expect(updates()[0]).toMatchObject({
        barcode: '6291000000037',
        registration_authority: 'ede',
        country_of_origin: 'OM',
        ingredients_ar: 'عسل سدر خام',
      });
    },
  );
});

describe('/admin/products/:id SKU, weight and cost price', () => {
  it('sends them, and shows the server’s refusal of an SKU another product has beside the SKU', async () => {
    const spy = answerWith(
      answer(adminMeCall, ME),
      answer(adminProductGetCall, ok({ ...PRODUCT, sku: 'SDR-250', weight_grams: 300, cost_price: 41.5 })),
      answer(adminCatalogOptionsCall, ok(OPTIONS)),
      answer(adminProductUpdateCall, {
        httpStatus: 400,
        refusal: 'invalid',
        body: {
          status: false,
          msg: 'Invalid value for sku: another product has this SKU',
          data: { field: 'sku', reason: 'another product has this SKU' },
        },
      }),
    );
    await renderApp('/admin/products/7', { loggedIn: true });
    const sku = await screen.findByLabelText('SKU', {}, SLOW);
    expect(sku).toHaveValue('SDR-250');
    expect(screen.getByLabelText('Packed weight (grams)')).toHaveValue('300');
    const cost = screen.getByLabelText('Cost price (AED, before VAT)');
    expect(cost).toHaveValue('41.5');
    const user = userEvent.setup();
    await user.clear(cost);
    await user.type(cost, '40.25');
    await user.clear(sku);
    await user.type(sku, 'sdr-500');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Another product has this SKU')).toBeInTheDocument();
    expect(sku).toHaveAccessibleDescription(/another product has this SKU/i);
    const sent = spy.mock.calls.flatMap((c, i) => (String(c[0]).endsWith(adminProductUpdateCall.path) ? [sentFields(spy, i)] : []));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ sku: 'sdr-500', weight_grams: '300', cost_price: '40.25' });
  });
});
