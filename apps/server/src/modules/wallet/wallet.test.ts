import { describe, expect, it } from 'vitest';
import { walletBalanceCall, walletExchangeCall } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { storeSettings, walletEntries } from '../../db/schema';
import { call, expectRefusal } from '../../test/app';
import { customer, type Customer } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';
import { moveWallet } from './ledger';

const t = suiteApp();

const give = async (c: Customer, points: number, balanceFils = 0) => {
  await t.db.transaction(async (tx) => {
    await moveWallet(tx, c.id, 'points', points, { reason: 'seed' });
    await moveWallet(tx, c.id, 'balance', balanceFils, { reason: 'seed' });
  });
};
const balance = (c: Customer) => call(t.app, walletBalanceCall, c.auth);
const exchange = (c: Customer, lang: 'en' | 'ar' = 'en') => call(t.app, walletExchangeCall, c.auth, { lang });

describe('profile/wallet', () => {
  it('answers an empty wallet with the default rate of 100 points per AED', async () => {
    const c = await customer(t.db);
    expect((await balance(c)).body.data).toEqual({ balance: 0, points: 0, aed_points: 100, points_to_balance: 0 });
  });

  it('exchanges whole dirhams of points into balance and keeps the rest', async () => {
    const c = await customer(t.db);
    await give(c, 1250, 1050);
    expect((await balance(c)).body.data).toEqual({ balance: 10.5, points: 1250, aed_points: 100, points_to_balance: 12 });
    const res = await exchange(c);
    expect(res.body.status).toBe(true);
    expect(res.body.msg).toBe('Your points were exchanged for 12 AED');
    expect(res.body.data).toEqual({ balance: 22.5, points: 50, aed_points: 100, points_to_balance: 0 });
    const entries = await t.db.select().from(walletEntries).where(eq(walletEntries.userId, c.id));
    expect(entries.filter((e) => e.reason === 'exchange').map((e) => [e.kind, e.amount])).toEqual([
      ['points', -1200],
      ['balance', 1200],
    ]);
  });

  it('refuses when the points are worth less than 1 AED and changes nothing', async () => {
    const c = await customer(t.db);
    await give(c, 99);
    const res = await exchange(c);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(false);
    expect(res.body.msg).toBe('You need at least 100 points to exchange them for 1 AED');
    const ar = await exchange(c, 'ar');
    expect(ar.body.msg).toBe('تحتاج إلى 100 نقطة على الأقل لاستبدالها بدرهم واحد');
    expect((await balance(c)).body.data).toEqual({ balance: 0, points: 99, aed_points: 100, points_to_balance: 0 });
  });

  it('uses the aed_points store setting', async () => {
    await t.db.insert(storeSettings).values({ key: 'aed_points', value: 40 });
    try {
      const c = await customer(t.db);
      await give(c, 130);
      expect((await balance(c)).body.data).toEqual({ balance: 0, points: 130, aed_points: 40, points_to_balance: 3 });
      expect((await exchange(c)).body.data).toEqual({ balance: 3, points: 10, aed_points: 40, points_to_balance: 0 });
    } finally {
      await t.db.delete(storeSettings).where(eq(storeSettings.key, 'aed_points'));
    }
  });

  it('credits the points once when two exchanges arrive together', async () => {
    const c = await customer(t.db);
    await give(c, 500);
    const results = await Promise.all([exchange(c), exchange(c), exchange(c)]);
    expect(results.filter((r) => r.body.status).length).toBe(1);
    expect((await balance(c)).body.data).toEqual({ balance: 5, points: 0, aed_points: 100, points_to_balance: 0 });
  });

  it("keeps each wallet to its owner and answers guests 'wrong key'", async () => {
    const a = await customer(t.db);
    const b = await customer(t.db);
    await give(a, 300);
    await exchange(b);
    expect((await balance(a)).body.data.points).toBe(300);
    expectRefusal(await call(t.app, walletExchangeCall, { auth_key: 'guest', user_id: 0 }), 'wrong-key');
  });
});
