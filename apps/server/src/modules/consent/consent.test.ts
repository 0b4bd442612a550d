// Consent to marketing e-mails (UAE PDPL): given by the unticked box at registration or the
// account's switch, recorded with the words shown, their language, version and how; withdrawn from the same
// switch; an append-only history that the customer's copy of their data includes.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MARKETING_CONSENT, marketingConsentCall, myDataCall, registerCall, setMarketingConsentCall } from '@shop/contract';
import { consents, users } from '../../db/schema';
import { call, expectRefusal } from '../../test/app';
import { customer } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';

const t = suiteApp({ webDist: '/nonexistent-web-dist' }, { RATE_LIMIT_AUTH_PER_MIN: '100000' });

let n = 0;
const register = (fields: Record<string, string | number> = {}, lang: 'en' | 'ar' = 'en') =>
  call(
    t.app,
    registerCall,
    {
      name: 'Noura Al Ali',
      email: `consent${++n}-${Date.now()}@example.com`,
      password: 'first-password-1',
      phone: '0501234567',
      ...fields,
    },
    { lang },
  );
const historyOf = (userId: number) => t.db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.id);

describe('consent at registration', () => {
  it('records the ticked box with the Arabic words shown, their version and how', async () => {
    const res = await register({ marketing_consent: 1 }, 'ar');
    expect(res.body.status).toBe(true);
    const rows = await historyOf(res.body.data.id);
    expect(rows).toEqual([
      expect.objectContaining({
        purpose: 'marketing',
        granted: true,
        source: 'signup',
        lang: 'ar',
        text: MARKETING_CONSENT.ar,
        version: MARKETING_CONSENT.version,
      }),
    ]);
  });

  it('records nothing when the box is left unticked or the field is absent (the original apps)', async () => {
    for (const fields of [{ marketing_consent: 0 }, {}] as Record<string, number>[]) {
      const res = await register(fields);
      expect(res.body.status).toBe(true);
      expect(await historyOf(res.body.data.id)).toEqual([]);
    }
  });

  it('refuses a value that is not a choice, naming the field, and creates no account', async () => {
    const email = `consent-bad-${Date.now()}@example.com`;
    const res = await register({ marketing_consent: 'yes please', email });
    expectRefusal(res, 'invalid');
    expect(res.body.data).toMatchObject({ field: 'marketing_consent' });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('the account switch', () => {
  it('starts off, grants and withdraws; the same choice again adds no row; the history is kept', async () => {
    const c = await customer(t.db);
    const ask = () => call(t.app, marketingConsentCall, c.auth);
    expect((await ask()).body.data).toEqual({ marketing: false, since: null });

    const on = await call(t.app, setMarketingConsentCall, { ...c.auth, marketing: 1 }, { lang: 'ar' });
    expect(on.body).toMatchObject({ status: true, msg: 'ستصلك رسائلنا عن سلتك والعروض', data: { marketing: true } });
    await call(t.app, setMarketingConsentCall, { ...c.auth, marketing: 1 });
    const off = await call(t.app, setMarketingConsentCall, { ...c.auth, marketing: 0 });
    expect(off.body).toMatchObject({ status: true, msg: 'You will get no e-mails about your cart or offers', data: { marketing: false } });
    expect((await ask()).body.data).toEqual({ marketing: false, since: off.body.data.since });

    const rows = await historyOf(c.id);
    expect(rows.map((r) => [r.granted, r.source, r.lang])).toEqual([
      [true, 'settings', 'ar'],
      [false, 'settings', 'en'],
    ]);
    expect(rows[0]!.text).toBe(MARKETING_CONSENT.ar);
  });

  it('records one withdrawal when two arrive at once', async () => {
    const c = await customer(t.db);
    await call(t.app, setMarketingConsentCall, { ...c.auth, marketing: 1 });
    const answers = await Promise.all([1, 2, 3].map(() => call(t.app, setMarketingConsentCall, { ...c.auth, marketing: 0 })));
    for (const a of answers) expect(a.body.data.marketing).toBe(false);
    expect((await historyOf(c.id)).map((r) => r.granted)).toEqual([true, false]);
  });

  it('refuses a value other than 0 or 1, naming the field, and records nothing', async () => {
    const c = await customer(t.db);
    const res = await call(t.app, setMarketingConsentCall, { ...c.auth, marketing: 7 });
    expectRefusal(res, 'invalid');
    expect(res.body.data).toMatchObject({ field: 'marketing' });
    expect(await historyOf(c.id)).toEqual([]);
  });

  it('keeps the history append-only in the database', async () => {
    const c = await customer(t.db);
    await call(t.app, setMarketingConsentCall, { ...c.auth, marketing: 1 });
    await expect(t.db.update(consents).set({ granted: false }).where(eq(consents.userId, c.id))).rejects.toThrow();
    await expect(t.db.delete(consents).where(eq(consents.userId, c.id))).rejects.toThrow();
    expect((await historyOf(c.id)).map((r) => r.granted)).toEqual([true]);
  });
});

describe('the copy of my data', () => {
  it('includes the consent history, oldest first, with the words shown', async () => {
    const c = await customer(t.db);
    await call(t.app, setMarketingConsentCall, { ...c.auth, marketing: 1 }, { lang: 'ar' });
    await call(t.app, setMarketingConsentCall, { ...c.auth, marketing: 0 });
    const res = await call(t.app, myDataCall, c.auth);
    expect(res.body.data.consents).toEqual([
      expect.objectContaining({
        purpose: 'marketing',
        granted: true,
        how: 'settings',
        text_shown: MARKETING_CONSENT.ar,
        language: 'ar',
        version: 1,
      }),
      expect.objectContaining({
        purpose: 'marketing',
        granted: false,
        how: 'settings',
        text_shown: MARKETING_CONSENT.en,
        language: 'en',
        version: 1,
      }),
    ]);
  });
});
