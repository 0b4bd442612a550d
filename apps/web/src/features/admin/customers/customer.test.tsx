import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerWith, renderApp, type Envelope } from '../../../test/render';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = (data: unknown): Envelope => ({ status: true, msg: 'Success', data });
const ME = ok({ id: 1, name: 'Store Manager', email: 'admin@example.com' });
const NEW_CUSTOMER = ok({
  customer: {
    id: 7,
    name: 'Mariam',
    email: 'mariam@example.com',
    phone: '+971500000000',
    active: true,
    role: 'customer',
    created_at: '2026-11-01T10:00:00Z',
    orders_count: 0,
    balance: 0,
    points: 0,
  },
  orders: [],
  ledger: [],
});

describe('/admin/customers/:id', () => {
  it.each([
    [
      'en',
      'Nothing yet',
      'A positive amount adds dirhams to the wallet, a negative one takes them away.',
      'Points',
      'A positive number adds points',
    ],
    ['ar', 'لا شيء بعد', 'المبلغ الموجب يضيف دراهم إلى المحفظة، والسالب يخصمها منها.', 'النقاط', 'الرقم الموجب يضيف نقاطًا'],
  ] as const)(
    'a customer without orders or ledger says "nothing yet"; the wallet adjustment speaks of dirhams (%s)',
    async (lang, nothing, dirhams, points, pointsHint) => {
      answerWith({ '/admin/me.php': ME, '/admin/customers/get.php': NEW_CUSTOMER });
      await renderApp('/admin/customers/7', { loggedIn: true, lang });
      await screen.findByRole('heading', { level: 1, name: 'Mariam' }, SLOW);
      expect(screen.getAllByText(nothing)).toHaveLength(2);
      expect(screen.getByText(dirhams)).toBeInTheDocument();
      await userEvent.selectOptions(screen.getByRole('combobox'), points);
      expect(screen.getByText(new RegExp(pointsHint))).toBeInTheDocument();
    },
  );
});
