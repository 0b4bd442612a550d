// The console's returns: the card refund's state with the payment provider, and sending a failed one again,
// in both languages.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminReturnRow } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields } from '../../test/render';
import { adminMeCall, adminReturnsListCall, adminReturnRetryCardRefundCall } from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });

const row = (id: number, card_refund: AdminReturnRow['card_refund']): AdminReturnRow => ({
  id,
  order_id: 40 + id,
  order_item_id: 70 + id,
  product: { id: 3, name: `Sidr honey ${id}`, main_image: '' },
  customer: { id: 7, name: 'Mariam Saeed', email: 'mariam@example.com' },
  quantity: 1,
  price_at_purchase: 60,
  payment_method: 2,
  reason_id: 1,
  reason: 'Changed my mind',
  product_fault: false,
  description: '',
  photos: [],
  state: 'approved',
  refund_amount: 60,
  refund_to_wallet: 14.12,
  refund_to_card: 45.88,
  card_refund,
  created_at: '2026-12-01T10:00:00Z',
  decided_at: '2026-12-02T10:00:00Z',
});

const TEXT = {
  en: {
    approved: 'Approved',
    refunded: /refunded to the card \(refund 49496\)/,
    failed: /to the card: the payment provider did not take the refund/,
    retry: 'Retry card refund',
    sent: 'Card refund sent again',
  },
  ar: {
    approved: 'مقبولة',
    refunded: /إلى البطاقة \(الاسترداد 49496\)/,
    failed: /إلى البطاقة: لم يقبل مزود الدفع الاسترداد/,
    retry: 'إعادة محاولة الرد إلى البطاقة',
    sent: 'أُعيد إرسال رد المبلغ إلى البطاقة',
  },
};

describe('/admin/returns card refunds', () => {
  it.each(['en', 'ar'] as const)('shows the refund id of a sent card refund, and a failed one with its retry button (%s)', async (lang) => {
    const refunded = row(1, { state: 'refunded', refund_id: '49496' });
    const failed = row(2, { state: 'failed', refund_id: null });
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminReturnsListCall, ok({ rows: [refunded, failed], total: 2 })),
      answer(adminReturnRetryCardRefundCall, {
        status: true,
        msg: TEXT[lang].sent,
        data: { ...failed, card_refund: { state: 'refunded', refund_id: '49497' } },
      }),
    );
    await renderApp('/admin/returns', { loggedIn: true, lang });
    await userEvent.click(await screen.findByRole('button', { name: TEXT[lang].approved }, SLOW));

    const card = (name: string) => screen.getByRole('article', { name });
    const sent = await screen.findByRole('article', { name: 'Sidr honey 1' });
    expect(sent).toHaveTextContent(TEXT[lang].refunded);
    expect(within(sent).queryByRole('button', { name: TEXT[lang].retry })).toBeNull();
    expect(card('Sidr honey 2')).toHaveTextContent(TEXT[lang].failed);

    await userEvent.click(within(card('Sidr honey 2')).getByRole('button', { name: TEXT[lang].retry }));
    expect(await screen.findByText(TEXT[lang].sent)).toBeInTheDocument();
    const retryCall = fetch.mock.calls.findIndex(([input]) => String(input).endsWith(adminReturnRetryCardRefundCall.path));
    expect(sentFields(fetch, retryCall)).toMatchObject({ return_id: '2' });
  });
});
