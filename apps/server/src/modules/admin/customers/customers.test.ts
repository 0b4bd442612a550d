import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { WALLET_REASONS, adminCustomerGetCall, adminCustomersListCall, adminWalletAdjustCall } from '@shop/contract';
import { auditLog, walletEntries } from '../../../db/schema';
import { call } from '../../../test/app';
import { customer } from '../../../test/fixtures/shoppers';
import { walletOf } from '../../wallet/ledger';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

describe('admin customers', () => {
  it('finds a customer, shows orders and ledger, adjusts the wallet with a reason but never below zero', async () => {
    const c = await customer(w.t.db, 'Mariam Test');
    const found = await call(w.t.app, adminCustomersListCall, { ...w.admin.auth, keyword: 'mariam test' });
    expect(found.body.data.rows.map((r: { id: number }) => r.id)).toEqual([c.id]);

    const credit = await call(w.t.app, adminWalletAdjustCall, {
      ...w.admin.auth,
      customer_id: c.id,
      kind: 'balance',
      amount: 12.5,
      reason: 'Goodwill',
    });
    expect(credit.body.data).toMatchObject({ balance: 12.5 });
    const tooMuch = await call(w.t.app, adminWalletAdjustCall, {
      ...w.admin.auth,
      customer_id: c.id,
      kind: 'balance',
      amount: -13,
      reason: 'Oops',
    });
    expect(tooMuch.body).toMatchObject({ status: false, msg: 'The wallet cannot go below zero' });
    expect((await walletOf(w.t.db, c.id)).balance).toBe(1250);

    const detail = await call(w.t.app, adminCustomerGetCall, { ...w.admin.auth, customer_id: c.id });
    expect(detail.body.data.ledger).toMatchObject([{ kind: 'balance', amount: 12.5, reason: 'admin_adjustment', note: 'Goodwill' }]);
    expect(detail.body.data.orders).toEqual([]);
    const trail = await auditOf(w.t, 'customer', c.id);
    // Money in the audit log is fils, as everywhere in the tables: 12.50 AED is 1250.
    expect(trail.map((a) => [a.action, a.before, a.after])).toEqual([
      ['wallet.adjust', { balance: 0, points: 0 }, { balance: 1250, points: 0, balanceChange: 1250, reason: 'Goodwill' }],
    ]);
  });

  it('stores only the ledger reasons the contract names (the console has words for each)', () => {
    expect([...walletEntries.reason.enumValues].sort()).toEqual([...WALLET_REASONS].sort());
  });

  it('audits a points adjustment as points, the balance in fils', async () => {
    const c = await customer(w.t.db, 'Points Test');
    await call(w.t.app, adminWalletAdjustCall, {
      ...w.admin.auth,
      customer_id: c.id,
      kind: 'balance',
      amount: 183,
      reason: 'Refund',
    });
    await call(w.t.app, adminWalletAdjustCall, {
      ...w.admin.auth,
      customer_id: c.id,
      kind: 'points',
      amount: 40,
      reason: 'Gift',
    });
    const trail = await auditOf(w.t, 'customer', c.id);
    expect(trail.map((a) => a.after)).toEqual([
      { balance: 18300, points: 0, balanceChange: 18300, reason: 'Refund' },
      { balance: 18300, points: 40, pointsChange: 40, reason: 'Gift' },
    ]);
  });

  it('migration 0019 puts the wallet adjustments written in AED into fils', async () => {
    const c = await customer(w.t.db, 'Old Entries');
    const [balance, points] = await w.t.db
      .insert(auditLog)
      .values([
        {
          actorUserId: w.admin.id,
          action: 'wallet.adjust',
          entity: 'customer',
          entityId: String(c.id),
          before: { balance: 183, points: 5 },
          after: { balance: 193, points: 5, kind: 'balance', amount: 10, reason: 'Goodwill' },
        },
        {
          actorUserId: w.admin.id,
          action: 'wallet.adjust',
          entity: 'customer',
          entityId: String(c.id),
          before: { balance: 12.34, points: 5 },
          after: { balance: 12.34, points: 25, kind: 'points', amount: 20, reason: 'Gift' },
        },
      ])
      .returning();
    // One written now, in fils: the migration must leave it as it is.
    await call(w.t.app, adminWalletAdjustCall, {
      ...w.admin.auth,
      customer_id: c.id,
      kind: 'balance',
      amount: 1,
      reason: 'Now',
    });
    const migration = await readFile(new URL('../../../db/migrations/0019_audit_wallet_fils.sql', import.meta.url), 'utf8');
    await w.t.db.execute(sql.raw(migration));
    const rows = await w.t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.id, [balance!.id, points!.id]))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [
        { balance: 18300, points: 5 },
        { balance: 19300, points: 5, balanceChange: 1000, reason: 'Goodwill' },
      ],
      [
        { balance: 1234, points: 5 },
        { balance: 1234, points: 25, pointsChange: 20, reason: 'Gift' },
      ],
    ]);
    expect((await auditOf(w.t, 'customer', c.id)).at(-1)!.after).toEqual({ balance: 100, points: 0, balanceChange: 100, reason: 'Now' });
  });
});
