// The dashboard's range (issue 39 §5): a range in the address is asked for and gets its own card, titled with its
// days; the sales by day and the best sellers say they are the range's; clearing it goes back to today, 7 and 30 days.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CallData } from '@shop/contract';
import { adminDashboardCall, adminMeCall } from '@shop/contract/adminCalls';
import { answer, answerWith, renderApp, sentToAll } from '../../test/render';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
// The range as Intl writes it (thin spaces around the dash).
const RANGE = /^10\s*–\s*16 Feb 2024$/;
const tally = (orders: number, sales: number) => ({ orders, sales, average: orders ? sales / orders : 0 });
const DASHBOARD: CallData<typeof adminDashboardCall> = {
  periods: [1, 7, 30].map((days) => ({ days, current: tally(1, 100), previous: tally(1, 50) })),
  range: { from: '2024-02-10', to: '2024-02-16', days: 7, current: tally(2, 230), previous: tally(1, 55) },
  waiting: { to_confirm: 0, to_ship: 0, to_deliver: 0, returns: 0 },
  low_stock: [],
  best_sellers: [{ id: 3, name: 'Range honey', sold: 3 }],
  sales_by_day: [{ day: '2024-02-10', orders: 1, sales: 125 }],
};

describe('/admin dashboard range', () => {
  it('asks for the range in the address, shows its card and its days’ figures, and clears it', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(answer(adminMeCall, ME), answer(adminDashboardCall, { status: true, msg: 'Success', data: DASHBOARD }));
    await renderApp('/admin?from=2024-02-10&to=2024-02-16', { loggedIn: true });
    const card = await screen.findByRole('region', { name: RANGE }, SLOW);
    expect(card).toHaveTextContent('AED 230.00');
    expect(screen.getByRole('heading', { name: new RegExp(`^Sales by day, ${RANGE.source.slice(1)}`) })).toBeVisible();
    expect(screen.getByRole('heading', { name: new RegExp(`^Best sellers, ${RANGE.source.slice(1)}`) })).toBeVisible();
    expect(sentToAll(fetch, adminDashboardCall).at(-1)).toMatchObject({ from: '2024-02-10', to: '2024-02-16' });

    await user.click(screen.getByRole('button', { name: 'Back to today, 7 and 30 days' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
    await vi.waitFor(() => expect(sentToAll(fetch, adminDashboardCall).at(-1)).not.toHaveProperty('from'));
  });
});
