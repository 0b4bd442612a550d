import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CallData, CallRef } from '@shop/contract';
import { answer, answerWith, urlOf, renderApp, sentFields, type Answer } from '../../test/render';
import { adminMeCall, adminReviewApproveCall, adminReviewRejectCall, adminReviewsListCall } from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
const LIST = adminReviewsListCall;
const lastCallTo = (spy: ReturnType<typeof answerWith>, call: CallRef) => spy.mock.calls.map((c) => String(c[0])).lastIndexOf(urlOf(call));
const lastSent = (spy: ReturnType<typeof answerWith>, call: CallRef) =>
  Object.fromEntries(Object.entries(sentFields(spy, lastCallTo(spy, call))).filter(([k]) => k !== 'auth_key' && k !== 'user_id'));

type Review = CallData<typeof adminReviewsListCall>['rows'][number];
const review = (id: number, title: string, more: Partial<Review> = {}): Review => ({
  id,
  product: { id: 7, name: 'Sidr Honey' },
  customer: { id: 4, name: 'Mariam', email: 'mariam@example.com' },
  title,
  description: 'Thick and tasty',
  rating: 4,
  hidden: false,
  pending: false,
  created_at: '2026-11-30T09:00:00.000Z',
  reply: '',
  replied_at: null,
  photos: [],
  ...more,
});
const PENDING = review(11, 'Waiting one', { hidden: true, pending: true });
const PUBLISHED = review(12, 'Published one');
const decided = (r: Review, msg: string) => ok({ review: r, product_rating: 4, product_rating_count: 2 }, msg);

async function openReviews(answers: Answer[], lang: 'en' | 'ar' = 'en') {
  const fetch = answerWith(answer(adminMeCall, ME), answer(LIST, ok({ rows: [PENDING, PUBLISHED], total: 2 })), ...answers);
  await renderApp('/admin/reviews', { loggedIn: true, lang });
  await screen.findByRole('heading', { name: 'Waiting one' }, SLOW);
  return fetch;
}

describe('/admin/reviews: reviews held for approval', () => {
  it('filters those awaiting approval and tags them; a published one keeps Hide instead of Approve and Reject', async () => {
    const fetch = await openReviews([]);
    expect(screen.getAllByText('Awaiting approval').length).toBeGreaterThan(0);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Approval' }), 'Awaiting approval');
    await waitFor(() => expect(lastSent(fetch, LIST)).toMatchObject({ pending: '1' }));
    expect(screen.getByRole('button', { name: 'Approve the review Waiting one' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide the review Waiting one' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hide the review Published one' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve the review Published one' })).toBeNull();
  });

  it('approves and rejects a pending review with its id, showing the answer', async () => {
    const fetch = await openReviews([
      answer(adminReviewApproveCall, decided({ ...PENDING, hidden: false, pending: false }, 'Review approved and published')),
      answer(adminReviewRejectCall, decided({ ...PENDING, pending: false }, 'Review rejected; it stays hidden')),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Approve the review Waiting one' }));
    await waitFor(() => expect(lastSent(fetch, adminReviewApproveCall)).toEqual({ review_id: '11' }));
    expect(await screen.findByText('Review approved and published', undefined, SLOW)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject the review Waiting one' }));
    await waitFor(() => expect(lastSent(fetch, adminReviewRejectCall)).toEqual({ review_id: '11' }));
    expect(await screen.findByText('Review rejected; it stays hidden', undefined, SLOW)).toBeInTheDocument();
  });

  it('shows a refusal of an already decided review, in Arabic', async () => {
    await openReviews(
      [
        answer(adminReviewApproveCall, {
          httpStatus: 409,
          body: {
            status: false,
            msg: 'هذا التقييم لا ينتظر الموافقة',
            data: { field: 'review_id', reason: 'This review is not awaiting approval' },
          },
        }),
      ],
      'ar',
    );
    await userEvent.click(screen.getByRole('button', { name: 'الموافقة على التقييم Waiting one' }));
    expect(await screen.findByText('هذا التقييم لا ينتظر الموافقة', undefined, SLOW)).toBeInTheDocument();
  });
});
