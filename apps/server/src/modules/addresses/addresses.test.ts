import { beforeAll, describe, expect, it } from 'vitest';
import { addAddressCall, deleteAddressCall, editAddressCall, listAddressesCall } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { addresses } from '../../db/schema';
import { call, expectRefusal, invalidData } from '../../test/app';
import { regionFixtures } from '../../test/fixtures/regions';
import { customer, type Customer } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';

const t = suiteApp();
let r: Awaited<ReturnType<typeof regionFixtures>>;

beforeAll(async () => {
  r = await regionFixtures(t.db);
});

const fields = (extra: Record<string, string | number> = {}) => ({
  name: 'Home',
  emirate: r.abuDhabi.id,
  region: r.khalifa.id,
  phone: '0501234567',
  address: 'Villa 12, Street 4',
  ...extra,
});
const add = (c: Customer, extra: Record<string, string | number> = {}, lang: 'en' | 'ar' = 'en') =>
  call(t.app, addAddressCall, { ...c.auth, ...fields(extra) }, { lang });
const list = async (c: Customer) =>
  (await call(t.app, listAddressesCall, c.auth)).body.data as { id: number; primary: string; name: string }[];
const primaries = async (c: Customer) => (await list(c)).filter((a) => a.primary === '1').map((a) => a.name);

describe('profile/addresses', () => {
  it('adds an address with the spec defaults; the first one becomes primary even when not asked', async () => {
    const c = await customer(t.db);
    const res = await add(c, { primary: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.body.msg).toBe('Location added successfully');
    expect(res.body.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Home',
        phone: '0501234567',
        address: 'Villa 12, Street 4',
        emirate: r.abuDhabi.id,
        region: r.khalifa.id,
        primary: '1',
        latitude: 0,
        longitude: 0,
        location_name: '0',
        emirate_en: 'Abu Dhabi',
        emirate_ar: 'أبوظبي',
        region_en: 'Khalifa City',
        region_ar: 'مدينة خليفة',
      },
    ]);
    const ar = await add(c, { name: 'Work', latitude: 24.4539, longitude: 54.3773, location_name: 'Corniche' }, 'ar');
    expect(ar.body.msg).toBe('تمت إضافة العنوان بنجاح');
    const work = ar.body.data.find((a: { name: string }) => a.name === 'Work');
    expect(work).toMatchObject({ primary: '0', latitude: 24.4539, longitude: 54.3773, location_name: 'Corniche' });
  });

  it('keeps exactly one primary: adding or editing with primary=1 moves the mark', async () => {
    const c = await customer(t.db);
    await add(c, { name: 'A' });
    await add(c, { name: 'B', primary: 1 });
    expect(await primaries(c)).toEqual(['B']);
    const a = (await list(c)).find((x) => x.name === 'A')!;
    const edited = await call(t.app, editAddressCall, { ...c.auth, ...fields({ name: 'A2', primary: 1 }), id: a.id });
    expect(edited.body.msg).toBe('Location updated successfully');
    expect(await primaries(c)).toEqual(['A2']);
    // primary=0 on the main address keeps it main: a customer with addresses always has one.
    await call(t.app, editAddressCall, { ...c.auth, ...fields({ name: 'A3', primary: 0 }), id: a.id });
    expect(await primaries(c)).toEqual(['A3']);
  });

  it('edits every field and checks the region belongs to the emirate', async () => {
    const c = await customer(t.db);
    const [home] = (await add(c)).body.data;
    const res = await call(t.app, editAddressCall, {
      ...c.auth,
      ...fields({ name: 'Flat', emirate: r.dubai.id, region: r.marina.id, phone: '+971 4 123 4567', address: 'Tower 9' }),
      id: home!.id,
    });
    expect(res.body.data[0]).toMatchObject({
      id: home!.id,
      name: 'Flat',
      emirate: r.dubai.id,
      region: r.marina.id,
      region_en: 'Dubai Marina',
      phone: '+97141234567',
    });

    const wrong = await call(t.app, editAddressCall, {
      ...c.auth,
      ...fields({ emirate: r.dubai.id, region: r.khalifa.id }),
      id: home!.id,
    });
    expectRefusal(wrong, 'invalid');
    expect(invalidData(wrong).field).toBe('region');
    const unknown = await add(c, { emirate: 999999 });
    expectRefusal(unknown, 'invalid');
    expect(invalidData(unknown).field).toBe('emirate');
    expect((await list(c))[0]).toMatchObject({ name: 'Flat' });
  });

  it('refuses missing required fields naming them', async () => {
    const c = await customer(t.db);
    for (const field of ['name', 'emirate', 'region', 'phone', 'address']) {
      const res = await add(c, { [field]: '' });
      expectRefusal(res, 'invalid');
      expect(invalidData(res).field).toBe(field);
    }
    const badLat = await add(c, { latitude: 91 });
    expect(invalidData(badLat).field).toBe('latitude');
    expect(await list(c)).toEqual([]);
  });

  it('deleting the primary promotes the oldest remaining address; deleting the last leaves none', async () => {
    const c = await customer(t.db);
    await add(c, { name: 'A' });
    await add(c, { name: 'B' });
    await add(c, { name: 'C', primary: 1 });
    const byName = Object.fromEntries((await list(c)).map((a) => [a.name, a.id]));
    const res = await call(t.app, deleteAddressCall, { ...c.auth, id: byName.C! });
    expect(res.body.msg).toBe('Location deleted successfully');
    expect(await primaries(c)).toEqual(['A']);
    await call(t.app, deleteAddressCall, { ...c.auth, id: byName.B! });
    expect(await primaries(c)).toEqual(['A']);
    await call(t.app, deleteAddressCall, { ...c.auth, id: byName.A! });
    expect(await list(c)).toEqual([]);
  });

  it("answers another customer's address as not found and changes nothing", async () => {
    const owner = await customer(t.db);
    const other = await customer(t.db);
    const [home] = (await add(owner)).body.data;
    const before = await t.db.select().from(addresses).where(eq(addresses.id, home!.id));

    const edit = await call(t.app, editAddressCall, { ...other.auth, ...fields({ name: 'Mine now' }), id: home!.id });
    expectRefusal(edit, 'not-found');
    expect(edit.body.msg).toBe('Location not found');
    const del = await call(t.app, deleteAddressCall, { ...other.auth, id: home!.id });
    expectRefusal(del, 'not-found');
    expect(await list(other)).toEqual([]);
    expect(await t.db.select().from(addresses).where(eq(addresses.id, home!.id))).toEqual(before);
  });

  it('keeps one primary when two first addresses arrive at once', async () => {
    const c = await customer(t.db);
    await Promise.all([add(c, { name: 'A' }), add(c, { name: 'B' }), add(c, { name: 'C' })]);
    expect(await list(c)).toHaveLength(3);
    expect(await primaries(c)).toHaveLength(1);
  });

  it("answers guests and forged keys 'wrong key'", async () => {
    const guest = await call(t.app, listAddressesCall, { auth_key: 'guest', user_id: 0 });
    expectRefusal(guest, 'wrong-key');
    expect(guest.body.msg).toBe('wrong key');
    const c = await customer(t.db);
    const wrong = await call(t.app, addAddressCall, { auth_key: c.key, user_id: c.id + 1000, ...fields() });
    expectRefusal(wrong, 'wrong-key');
  });
});
