// The business profile form in personal settings: the TRN checked by the contract's rule before
// sending, the server's refusal under the field it names, and the saved profile, in English and Arabic.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, sentFields, TEST_PROFILE, urlOf } from '../../test/render';
import { listEmiratesCall, listRegionsCall, profileInfoCall, businessProfileCall, saveBusinessProfileCall } from '@shop/contract/calls';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
const saved = {
  company_name: 'Al Noor Trading L.L.C.',
  trn: '100200300400005',
  emirate: 1,
  region: 2,
  address: 'Office 804',
  emirate_en: 'Abu Dhabi',
  emirate_ar: 'أبوظبي',
  region_en: 'Khalifa City',
  region_ar: 'مدينة خليفة',
};
const regions = [
  answer(listEmiratesCall, ok([{ id: 1, emirate: 'Abu Dhabi' }])),
  answer(listRegionsCall, ok([{ id: 2, region: 'Khalifa City', delivery_fee: 25 }])),
];

const TEXTS = {
  en: {
    section: 'Business profile',
    company: 'Company name',
    trn: 'Tax registration number (TRN)',
    emirate: 'Emirate',
    region: 'Region',
    address: 'Street and building',
    save: 'Save business profile',
    invalid: 'A TRN has 15 digits and starts with 100',
  },
  ar: {
    section: 'بيانات الشركة',
    company: 'اسم الشركة',
    trn: 'رقم التسجيل الضريبي (TRN)',
    emirate: 'الإمارة',
    region: 'المنطقة',
    address: 'الشارع والمبنى',
    save: 'حفظ بيانات الشركة',
    invalid: 'رقم التسجيل الضريبي مكوّن من 15 رقمًا ويبدأ بـ 100',
  },
} as const;

describe('business profile', () => {
  it.each(['en', 'ar'] as const)(
    'in %s, refuses a TRN not of 15 digits from 100 without sending, then saves one typed in Arabic-Indic digits',
    async (lang) => {
      const x = TEXTS[lang];
      const user = userEvent.setup();
      const fetch = answerWith(
        answer(profileInfoCall, TEST_PROFILE),
        answer(businessProfileCall, ok(null)),
        answer(saveBusinessProfileCall, ok(saved, 'Saved')),
        ...regions,
      );
      await renderApp('/myprofile/personalsettings', { loggedIn: true, lang });
      const section = await screen.findByRole('region', { name: x.section }, SLOW);
      const company = await within(section).findByLabelText(x.company, undefined, SLOW);
      // A company's name and street may be written in either language: each shown in its own direction.
      expect(company).toHaveAttribute('dir', 'auto');
      await user.type(company, 'Al Noor Trading L.L.C.');
      const trn = within(section).getByLabelText(x.trn);
      expect(trn).toHaveAttribute('dir', 'ltr');
      await user.type(trn, '20020030040000');
      await user.selectOptions(within(section).getByLabelText(x.emirate), '1');
      await user.selectOptions(
        await within(section).findByRole('combobox', { name: x.region }),
        await within(section).findByRole('option', { name: 'Khalifa City' }),
      );
      await user.type(within(section).getByLabelText(x.address), 'Office 804');
      await user.click(within(section).getByRole('button', { name: x.save }));
      expect(trn).toHaveAccessibleDescription(x.invalid);
      expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain(urlOf(saveBusinessProfileCall));

      await user.clear(trn);
      await user.type(trn, '١٠٠ ٢٠٠٣ ٠٠٤٠ ٠٠٠٥');
      await user.click(within(section).getByRole('button', { name: x.save }));
      await screen.findByText('Saved');
      const index = fetch.mock.calls.map(([url]) => String(url)).lastIndexOf(urlOf(saveBusinessProfileCall));
      expect(sentFields(fetch, index)).toMatchObject({
        company_name: 'Al Noor Trading L.L.C.',
        emirate: '1',
        region: '2',
        address: 'Office 804',
      });
      expect(trn).toHaveValue('100200300400005');
    },
  );

  it("shows the server's refusal under the field it names", async () => {
    const user = userEvent.setup();
    answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(businessProfileCall, ok(saved)),
      answer(saveBusinessProfileCall, {
        status: false,
        msg: 'Invalid value for region: not a region of this emirate',
        data: { field: 'region', reason: 'not a region of this emirate' },
      }),
      ...regions,
    );
    await renderApp('/myprofile/personalsettings', { loggedIn: true });
    const section = await screen.findByRole('region', { name: 'Business profile' }, SLOW);
    expect(await within(section).findByLabelText('Company name', undefined, SLOW)).toHaveValue('Al Noor Trading L.L.C.');
    await user.click(within(section).getByRole('button', { name: 'Save business profile' }));
    expect(await within(section).findByRole('combobox', { name: 'Region' })).toHaveAccessibleDescription(
      'Invalid value for region: not a region of this emirate',
    );
  });
});
