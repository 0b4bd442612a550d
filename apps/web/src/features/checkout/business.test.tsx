// "Buy as <company>" at checkout: offered only with a business profile, off by default, sent as
// pay_now.php's business=1 when ticked; the TRN stays left to right in Arabic.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lastFields, ok, openCheckout, orderPlaced, placedOrder } from '../../test/checkout';
import { answer } from '../../test/render';
import { payNowCall, orderDetailsCall, businessProfileCall } from '@shop/contract/calls';

vi.setConfig({ testTimeout: 30_000 });

const business = ok({
  company_name: 'Al Noor Trading L.L.C.',
  trn: '100200300400005',
  emirate: 1,
  region: 2,
  address: 'Office 804',
  emirate_en: 'Abu Dhabi',
  emirate_ar: 'أبوظبي',
  region_en: 'Khalifa City',
  region_ar: 'مدينة خليفة',
});
const answers = [answer(payNowCall, orderPlaced('Placed')), answer(orderDetailsCall, ok(placedOrder))];

describe('checkout as a business', () => {
  it.each([
    ['en', 'Buy as Al Noor Trading L.L.C.', 'Place order'],
    ['ar', 'الشراء باسم Al Noor Trading L.L.C.', 'تأكيد الطلب'],
  ] as const)('in %s, offers "%s" unticked, and sends business=1 once ticked', async (lang, label, place) => {
    const fetch = await openCheckout([...answers, answer(businessProfileCall, business)], { lang });
    const choice = await screen.findByRole('checkbox', { name: new RegExp(label.replace(/\./g, '\\.')) }, { timeout: 10_000 });
    expect(choice).not.toBeChecked();
    expect(screen.getByText('100200300400005').closest('bdi')).toHaveAttribute('dir', 'ltr');
    fireEvent.click(choice);
    fireEvent.click(screen.getByRole('button', { name: place }));
    await screen.findByTestId('order-confirmation', undefined, { timeout: 10_000 });
    expect(lastFields(fetch, payNowCall.path)).toMatchObject({ business: '1' });
  });

  it('places a consumer sale when left unticked', async () => {
    const fetch = await openCheckout([...answers, answer(businessProfileCall, business)]);
    await screen.findByRole('checkbox', { name: /Buy as/ }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByTestId('order-confirmation', undefined, { timeout: 10_000 });
    expect(lastFields(fetch, payNowCall.path)).not.toHaveProperty('business');
  });

  it('offers nothing to a customer without a business profile', async () => {
    await openCheckout([...answers, answer(businessProfileCall, ok(null))]);
    await screen.findByRole('button', { name: 'Place order' }, { timeout: 10_000 });
    expect(screen.queryByRole('checkbox', { name: /Buy as/ })).toBeNull();
  });
});
