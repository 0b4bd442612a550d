import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, adminOrdersListCall } from '@shop/contract';
import { emirates, regions } from '../../../db/schema';
import { call, invalidData } from '../../../test/app';
import { order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { adminSuite } from '../../../test/fixtures/admin';

const w = adminSuite();

const list = async (fields: Record<string, unknown>, lang: 'en' | 'ar' = 'en') =>
  call(w.t.app, adminOrdersListCall, { ...w.admin.auth, ...fields }, { lang });
const ids = (res: { body: { data: { rows: { id: number }[] } } }) => res.body.data.rows.map((r) => r.id);

/** Two emirates of their own (not the seed's) with a region of the same name in each, and orders to them. */
async function deliveryRuns() {
  const [north, south] = await w.t.db
    .insert(emirates)
    .values([
      { nameEn: 'North Run', nameAr: 'الشمال', sort: 90 },
      { nameEn: 'South Run', nameAr: 'الجنوب', sort: 91 },
    ])
    .returning();
  const [harbour, hills, southHarbour] = await w.t.db
    .insert(regions)
    .values([
      { emirateId: north!.id, nameEn: 'Harbour', nameAr: 'الميناء', deliveryFee: 2500 },
      { emirateId: north!.id, nameEn: 'Hills', nameAr: 'التلال', deliveryFee: 2500 },
      { emirateId: south!.id, nameEn: 'Harbour', nameAr: 'الميناء', deliveryFee: 2500 },
    ])
    .returning();
  const p = await product(w.t.db, { stock: 100 });
  const to = (e: typeof north, r: typeof harbour, statusId: number = ORDER_STATUS.placed) =>
    order(w.t.db, {
      userId: w.customer.id,
      statusId,
      items: [{ productId: p.id, quantity: 1, price: 1000 }],
      shipTo: { emirateEn: e!.nameEn, emirateAr: e!.nameAr, regionEn: r!.nameEn, regionAr: r!.nameAr },
    }).then((made) => made.order.id);
  const harbourPlaced = [];
  for (let i = 0; i < 31; i++) harbourPlaced.push(await to(north, harbour));
  const harbourConfirmed = await to(north, harbour, ORDER_STATUS.confirmed);
  const hillsPlaced = await to(north, hills);
  const southPlaced = await to(south, southHarbour);
  return {
    north: north!,
    south: south!,
    harbour: harbour!,
    hills: hills!,
    southHarbour: southHarbour!,
    harbourPlaced,
    harbourConfirmed,
    hillsPlaced,
    southPlaced,
  };
}

describe('admin/orders/list.php by emirate and area', () => {
  it('keeps the orders delivered to an emirate or one of its areas, with status and paging, named in the caller language', async () => {
    const r = await deliveryRuns();

    const north = await list({ emirate_id: r.north.id });
    expect(north.body.data.total).toBe(33);
    expect(north.body.data.rows).toHaveLength(30);
    expect(north.body.data.rows[0]).toMatchObject({ id: r.hillsPlaced, emirate: 'North Run', region: 'Hills' });
    const northRest = await list({ emirate_id: r.north.id, offset: 30 });
    expect(northRest.body.data.total).toBe(33);
    expect(new Set([...ids(north), ...ids(northRest)])).toEqual(new Set([...r.harbourPlaced, r.harbourConfirmed, r.hillsPlaced]));

    // The same area name in another emirate is another area.
    const harbour = await list({ emirate_id: r.north.id, region_id: r.harbour.id });
    expect(harbour.body.data.total).toBe(32);
    expect(ids(harbour)).not.toContain(r.southPlaced);
    const southHarbour = await list({ emirate_id: r.south.id, region_id: r.southHarbour.id }, 'ar');
    expect(southHarbour.body.data.rows).toEqual([expect.objectContaining({ id: r.southPlaced, emirate: 'الجنوب', region: 'الميناء' })]);

    const confirmed = await list({ emirate_id: r.north.id, region_id: r.harbour.id, status_id: ORDER_STATUS.confirmed });
    expect(ids(confirmed)).toEqual([r.harbourConfirmed]);
    expect(confirmed.body.data.total).toBe(1);
    const placedHillsPage2 = await list({ emirate_id: r.north.id, region_id: r.hills.id, status_id: ORDER_STATUS.placed, offset: 30 });
    expect(placedHillsPage2.body.data).toEqual({ rows: [], total: 1 });
  });

  it('refuses an unknown emirate, an area of another emirate or without one, and words that are not ids, naming the field', async () => {
    const { north, south, hills } = await deliveryRuns();
    const refused = async (fields: Record<string, unknown>, field: string) => {
      const res = await list(fields);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ status: false, data: { field } });
      return res;
    };
    const unknown = await refused({ emirate_id: 999999 }, 'emirate_id');
    expect(invalidData(unknown).reason).toBe('unknown emirate');
    await refused({ emirate_id: 999999, region_id: hills.id }, 'emirate_id');
    const elsewhere = await refused({ emirate_id: south.id, region_id: hills.id }, 'region_id');
    expect(invalidData(elsewhere).reason).toBe('not a region of this emirate');
    await refused({ region_id: hills.id }, 'region_id');
    await refused({ emirate_id: 'Dubai' }, 'emirate_id');
    await refused({ emirate_id: north.id, region_id: '1;drop' }, 'region_id');
  });
});
