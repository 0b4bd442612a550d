import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CallData } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields, type Answer } from '../../test/render';
import { formatPrice } from '../../i18n';
import {
  adminMeCall,
  adminPayoutsOutstandingCall,
  adminPayoutsCall,
  adminPayoutPreviewCall,
  adminPayoutRecordCall,
  adminPayoutCall,
} from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
type Check = CallData<typeof adminPayoutPreviewCall>;
type Line = Check['lines'][number];
const counts = (c: Partial<Check['counts']> = {}): Check['counts'] => ({
  matched: 0,
  amount_differs: 0,
  unknown_tracking: 0,
  not_cash: 0,
  already_paid: 0,
  not_delivered: 0,
  ...c,
});
const OUTSTANDING = ok<CallData<typeof adminPayoutsOutstandingCall>>([
  {
    carrier: 'aramex',
    count: 2,
    total: 250,
    oldest_delivered_at: '2026-11-02T10:00:00.000Z',
    orders: [
      { id: 41, tracking_number: 'AWB41', due: 125, delivered_at: '2026-11-02T10:00:00.000Z' },
      { id: 42, tracking_number: 'AWB42', due: 125, delivered_at: '2026-11-20T10:00:00.000Z' },
    ],
  },
  { carrier: 'quiqup', count: 0, total: 0, oldest_delivered_at: null, orders: [] },
]);
type PaidLine = CallData<typeof adminPayoutCall>['lines'][number];
/** The report's lines as a recorded payout gives them. */
const PAID_LINES: [PaidLine, PaidLine, PaidLine] = [
  { line: 2, tracking_number: 'AWB41', amount: 125, outcome: 'matched', order_id: 41, expected: 125 },
  { line: 3, tracking_number: 'AWB42', amount: 120, outcome: 'amount_differs', order_id: 42, expected: 125 },
  { line: 4, tracking_number: 'NOPE', amount: 10, outcome: 'unknown_tracking', order_id: null, expected: null },
];
/** The same lines as the check gives them, without errors. */
const LINES: [Line, Line, Line] = [
  { ...PAID_LINES[0], errors: [] },
  { ...PAID_LINES[1], errors: [] },
  { ...PAID_LINES[2], errors: [] },
];
const CHECK: Check = {
  lines: LINES,
  valid: true,
  cod_total: 255,
  fees: 5,
  received: 250,
  counts: counts({ matched: 1, amount_differs: 1, unknown_tracking: 1 }),
  errors: [],
};
const PAYOUT: CallData<typeof adminPayoutsCall>[number] = {
  id: 9,
  carrier: 'aramex',
  reference: 'ARX-77',
  paid_on: '2026-12-01',
  received: 250,
  fees: 5,
  cod_total: 255,
  created_at: '2026-12-02T08:00:00.000Z',
  created_by: 'Store Manager',
  counts: CHECK.counts,
};
const paths = (spy: ReturnType<typeof answerWith>) => spy.mock.calls.map(([input]) => String(input).replace(/^\/api/, ''));

async function open(answers: Answer[], lang: 'en' | 'ar' = 'en') {
  const fetch = answerWith(
    answer(adminMeCall, ME),
    answer(adminPayoutsOutstandingCall, OUTSTANDING),
    answer(adminPayoutsCall, ok([])),
    ...answers,
  );
  await renderApp('/admin/carrier-cash', { loggedIn: true, lang });
  await screen.findByRole('heading', { level: 1, name: lang === 'en' ? 'Carrier cash' : 'نقد شركات الشحن' }, SLOW);
  return fetch;
}

describe('/admin/carrier-cash', () => {
  it('shows the cash still with each carrier, then checks a report and records it only after the check', async () => {
    const fetch = await open([
      answer(adminPayoutPreviewCall, ok(CHECK)),
      answer(adminPayoutRecordCall, ok({ ...CHECK, id: 9 }, 'Payout recorded: 2 orders settled')),
    ]);
    const aramex = await screen.findByRole('group', { name: 'Aramex' }, SLOW);
    expect(aramex.textContent).toContain(formatPrice(250, 'en'));
    expect(aramex).toHaveTextContent('2 delivered orders');
    expect(within(aramex).getByRole('link', { name: /#41/ })).toHaveAttribute('href', '/admin/orders/41');
    expect(screen.getByRole('group', { name: 'Quiqup' })).toHaveTextContent('No delivered cash order is waiting');

    await userEvent.type(screen.getByLabelText('Payout reference'), 'ARX-77');
    await userEvent.clear(screen.getByLabelText('Carrier fees (AED)'));
    await userEvent.type(screen.getByLabelText('Carrier fees (AED)'), '5');
    await userEvent.type(screen.getByLabelText('Or paste the report'), 'tracking_number,cod_amount{enter}AWB41,125');
    const recordButton = screen.getByRole('button', { name: 'Record payout' });
    expect(recordButton).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Check report' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The report is valid');
    const table = screen.getByRole('table', { name: 'Lines of the report and their outcome' });
    const [, matched, differs, unknown] = within(table).getAllByRole('row');
    expect(matched).toHaveTextContent('Matched');
    expect(differs).toHaveTextContent('Amount differs');
    expect(differs!.textContent).toContain(formatPrice(120, 'en'));
    expect(unknown).toHaveTextContent('Unknown tracking number');
    expect(unknown!.querySelector('[data-outcome="unknown_tracking"]')).toHaveClass('text-danger-700');
    expect(paths(fetch)).not.toContain(adminPayoutRecordCall.path);
    const sent = sentFields(fetch, paths(fetch).indexOf(adminPayoutPreviewCall.path));
    expect(sent).toMatchObject({ carrier: 'aramex', reference: 'ARX-77', fees: '5', csv: 'tracking_number,cod_amount\nAWB41,125' });

    await userEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText('Payout recorded: 2 orders settled')).toBeInTheDocument();
    expect(paths(fetch).filter((p) => p === adminPayoutRecordCall.path)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Record payout' })).toBeDisabled();

    // Changing the form asks for a new check.
    await userEvent.type(screen.getByLabelText('Payout reference'), 'B');
    expect(screen.getByRole('status')).toHaveTextContent('The form changed since it was checked');
  });

  it('shows bad lines with their errors and never offers to record them', async () => {
    const bad = { ...LINES[0], amount: null, outcome: null, errors: ['cod_amount must be an amount in AED'] };
    const fetch = await open([answer(adminPayoutPreviewCall, ok({ ...CHECK, lines: [bad], valid: false }))]);
    await userEvent.type(screen.getByLabelText('Payout reference'), 'R1');
    await userEvent.type(screen.getByLabelText('Or paste the report'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Check report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Lines with problems: 1.');
    expect(screen.getByRole('table', { name: 'Lines of the report and their outcome' })).toHaveTextContent(
      'cod_amount must be an amount in AED',
    );
    expect(screen.getByRole('button', { name: 'Record payout' })).toBeDisabled();
    expect(paths(fetch)).not.toContain(adminPayoutRecordCall.path);
  });

  it('reads in Arabic: the labels, the payouts recorded and a payout’s lines with their outcomes', async () => {
    await open([answer(adminPayoutsCall, ok([PAYOUT])), answer(adminPayoutCall, ok({ ...PAYOUT, lines: PAID_LINES }))], 'ar');
    expect(await screen.findByRole('heading', { name: 'النقد الذي ما زال لدى شركات الشحن' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'أرامكس' })).toBeInTheDocument();
    expect(screen.getByLabelText('مرجع الدفعة')).toBeInTheDocument();
    expect(screen.getByLabelText('أو الصق التقرير')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تحقق من التقرير' })).toBeDisabled();
    await userEvent.click(await screen.findByRole('button', { name: 'أسطر ARX-77' }, SLOW));
    const lines = await screen.findByRole('table', { name: 'أسطر الدفعة ARX-77' }, SLOW);
    expect(lines).toHaveTextContent('مطابق');
    expect(lines).toHaveTextContent('المبلغ مختلف');
    expect(lines).toHaveTextContent('رقم تتبع غير معروف');
    expect(lines.textContent).toContain(formatPrice(120, 'ar'));
  });
});
