import { beforeAll, describe, expect, it } from 'vitest';
import { listEmiratesCall, listRegionsCall, regionNamesCall } from '@shop/contract';
import { call, expectRefusal, invalidData } from '../../test/app';
import { regionFixtures } from '../../test/fixtures/regions';
import { suiteApp } from '../../test/fixtures/suite';

const t = suiteApp();
let r: Awaited<ReturnType<typeof regionFixtures>>;
const guest = { auth_key: 'guest', user_id: 0 };

beforeAll(async () => {
  r = await regionFixtures(t.db);
});

describe('regions', () => {
  it('lists the emirates in order, in the caller language, for a guest', async () => {
    const en = await call(t.app, listEmiratesCall, guest);
    expect(en.body).toEqual({
      status: true,
      msg: 'Success',
      data: [
        { id: r.abuDhabi.id, emirate: 'Abu Dhabi' },
        { id: r.dubai.id, emirate: 'Dubai' },
      ],
    });
    const ar = await call(t.app, listEmiratesCall, guest, { lang: 'ar' });
    expect(ar.body.data.map((e: { emirate: string }) => e.emirate)).toEqual(['أبوظبي', 'دبي']);
  });

  it('lists the regions of one emirate with their delivery fee in AED', async () => {
    const res = await call(t.app, listRegionsCall, { ...guest, emirate: r.abuDhabi.id });
    expect(res.body.data).toEqual([
      { id: r.khalifa.id, region: 'Khalifa City', delivery_fee: 25 },
      { id: r.mussafah.id, region: 'Mussafah', delivery_fee: 30 },
    ]);
    const ar = await call(t.app, listRegionsCall, { ...guest, emirate: r.dubai.id }, { lang: 'ar' });
    expect(ar.body.data).toEqual([{ id: r.marina.id, region: 'دبي مارينا', delivery_fee: 50 }]);
  });

  it('answers not found for an unknown emirate and invalid without one', async () => {
    const unknown = await call(t.app, listRegionsCall, { ...guest, emirate: 999999 });
    expectRefusal(unknown, 'not-found');
    expect(unknown.body.msg).toBe('Emirate not found');
    const missing = await call(t.app, listRegionsCall, guest);
    expectRefusal(missing, 'invalid');
    expect(invalidData(missing).field).toBe('emirate');
  });

  it('names a region and its emirate in both languages', async () => {
    const res = await call(t.app, regionNamesCall, { ...guest, emirate: r.dubai.id, region: r.marina.id });
    expect(res.body.data).toEqual({ emirate_en: 'Dubai', emirate_ar: 'دبي', region_en: 'Dubai Marina', region_ar: 'دبي مارينا' });
  });

  it('answers not found for a region of another emirate', async () => {
    const res = await call(t.app, regionNamesCall, { ...guest, emirate: r.dubai.id, region: r.khalifa.id }, { lang: 'ar' });
    expectRefusal(res, 'not-found');
    expect(res.body.msg).toBe('المنطقة غير موجودة في هذه الإمارة');
  });
});
