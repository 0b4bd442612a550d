// The catalogue read cache: answers come from memory until a catalogue table changes, and a change committed
// before a request (by the API, by SQL, by another connection) is always in its answer. On PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { catFilterCall, detailsCall } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../db/schema';
import { buildCatalogue, type Catalogue } from '../test/fixtures/catalogue';
import { withOtherConnection } from '../test/db';
import { suiteApp } from '../test/fixtures/suite';
import { call } from '../test/app';
import { ReadCache } from './readCache';

const t = suiteApp();
let c: Catalogue;
const guest = { auth_key: 'guest', user_id: 0 };

beforeAll(async () => {
  c = await buildCatalogue(t.db);
});

const details = (lang: 'en' | 'ar' = 'en') => call(t.app, detailsCall, { ...guest, product_id: c.p.sidr.id }, { lang });

/** Changes a product without announcing it (triggers off for this transaction), to see what is served. */
async function silentlySetStock(productId: number, stock: number) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.update(products).set({ stock }).where(eq(products.id, productId));
  });
}

describe('catalogue read cache', () => {
  it('serves a repeated read from memory, per language, until the catalogue changes', async () => {
    const first = await details();
    await silentlySetStock(c.p.sidr.id, 77);
    // Unannounced, the change is not seen: the answer came from memory, byte for byte.
    const again = await details();
    expect(again.response.body).toBe(first.response.body);
    expect(again.response.headers['content-type']).toContain('application/json');
    // The other language is its own answer, read now.
    expect((await details('ar')).body.data.stock).toBe(77);
    // Any announced change drops every kept answer.
    await t.db
      .update(products)
      .set({ soldCount: sql`${products.soldCount}` })
      .where(eq(products.id, c.p.sidr.id));
    expect((await details()).body.data.stock).toBe(77);
  });

  it('answers with a change committed just before the request, made through SQL outside the API', async () => {
    for (const stock of [5, 0, 12]) {
      await details();
      await t.db.update(products).set({ stock }).where(eq(products.id, c.p.sidr.id));
      expect((await details()).body.data.stock).toBe(stock);
    }
    const before = (await details()).body.data.reviews.length;
    await t.db.update(reviews).set({ hidden: true }).where(eq(reviews.productId, c.p.sidr.id));
    expect((await details()).body.data.reviews).toHaveLength(0);
    expect(before).toBeGreaterThan(0);
  });

  it('drops what it kept when a new shop day starts (banners show within their days)', async () => {
    let now = new Date('2026-12-06T19:59:00Z'); // 23:59 in Dubai
    const cache = new ReadCache<string>(
      t.app.changes,
      (answer) => answer.length,
      () => now,
    );
    const first = await cache.lookup('home');
    cache.store('home', first.version, 'Sunday’s home');
    expect((await cache.lookup('home')).kept).toBe('Sunday’s home');
    now = new Date('2026-12-06T20:00:00Z'); // midnight in Dubai
    const next = await cache.lookup('home');
    expect(next.kept).toBeUndefined();
    // An answer read on the day before is not kept on the new one.
    cache.store('home', first.version, 'Sunday’s home');
    expect((await cache.lookup('home')).kept).toBeUndefined();
    cache.close();
  });

  it('keeps lists and searches apart by their fields', async () => {
    const honey = await call(t.app, catFilterCall, {
      ...guest,
      category_id: c.categories.honey.id,
    });
    const oils = await call(t.app, catFilterCall, {
      ...guest,
      category_id: c.categories.oils.id,
    });
    expect(honey.response.body).not.toBe(oils.response.body);
    const page2 = await call(t.app, catFilterCall, {
      ...guest,
      category_id: c.categories.honey.id,
      item_count: 30,
    });
    expect(page2.response.body).not.toBe(honey.response.body);
  });
});

// Another connection, and a listening connection to cut, exist only on PostgreSQL.
if (process.env.TEST_DATABASE_URL)
  describe('catalogue read cache on PostgreSQL', () => {
    it('answers with a change another connection committed, and with what the tables hold after the listening connection is cut', async () => {
      await withOtherConnection(t.db, async (other, cutListener) => {
        await details();
        await other.query('UPDATE products SET stock = 31 WHERE id = $1', [c.p.sidr.id]);
        expect((await details()).body.data.stock).toBe(31);

        // Cut the listening connection: changes made meanwhile could go unheard, so memory is not trusted.
        await cutListener('catalog_changed');
        await silentlySetStock(c.p.sidr.id, 32);
        expect((await details()).body.data.stock).toBe(32);
      });
    });
  });
