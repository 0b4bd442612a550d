import { describe, expect, it } from 'vitest';
import { call } from '../../../test/app';
import { customer } from '../../../test/fixtures/shoppers';
import { walletOf } from '../../wallet/ledger';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

describe('admin customers', () => {
  it('finds a customer, shows orders and ledger, adjusts the wallet with a reason but never below zero', async () => {
    const c = await customer(w.t.db, 'Mariam Test');
    const found = await call(w.t.app, '/admin/customers/list.php', { ...w.admin.auth, keyword: 'mariam test' });
    expect(found.body.data.rows.map((r: { id: number }) => r.id)).toEqual([c.id]);

    const credit = await call(w.t.app, '/admin/customers/wallet_adjust.php', {
      ...w.admin.auth,
      customer_id: c.id,
      kind: 'balance',
      amount: 12.5,
      reason: 'Goodwill',
    });
    expect(credit.body.data).toMatchObject({ balance: 12.5 });
    const tooMuch = await call(w.t.app, '/admin/customers/wallet_adjust.php', {
      ...w.admin.auth,
      customer_id: c.id,
      kind: 'balance',
      amount: -13,
      reason: 'Oops',
    });
    expect(tooMuch.body).toMatchObject({ status: false, msg: 'The wallet cannot go below zero' });
    expect((await walletOf(w.t.db, c.id)).balance).toBe(1250);

    const detail = await call(w.t.app, '/admin/customers/get.php', { ...w.admin.auth, customer_id: c.id });
    expect(detail.body.data.ledger).toMatchObject([{ kind: 'balance', amount: 12.5, reason: 'admin_adjustment', note: 'Goodwill' }]);
    expect(detail.body.data.orders).toEqual([]);
    const trail = await auditOf(w.t, 'customer', c.id);
    expect(trail.map((a) => [a.action, a.before, (a.after as { balance: number }).balance])).toEqual([
      ['wallet.adjust', { balance: 0, points: 0 }, 12.5],
    ]);
  });
});
