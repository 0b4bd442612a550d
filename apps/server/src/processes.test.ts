// Several shop processes on one PostgreSQL database and one Redis, started as production starts
// them (node --import tsx apps/server/src/main.ts) behind the round-robin proxy of bench/proxy.mjs. Runs on
// PostgreSQL always (PGlite belongs to one process): the database of TEST_DATABASE_URL's server, else the
// local one, created for this suite and dropped after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { ORDER_STATUS } from '@shop/contract';
import { startProxy } from '../../../bench/proxy.mjs';
import { startShop } from '../../../bench/servers.mjs';
import { LOCKS, openDb, type DbHandle } from './db/client';
import { addresses, cartItems, orderStatusHistory, orders, products, regions, users } from './db/schema';
import { ADMIN, DEMO_CUSTOMER } from './seed/data/people';
import { buildPlan } from './seed/plan';
import { createSession } from './http/session';
import { createAccount } from './modules/auth/accounts';
import { hashPassword } from './modules/auth/password';
import { createTestDatabase } from './test/db';
import { TEST_REDIS_URL, testRedis } from './test/redis';

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PER_IP_PER_MINUTE = 6;

const redis = testRedis();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DbHandle;
type Shop = Awaited<ReturnType<typeof startShop>>;
const shops: Shop[] = [];
/** Every line each process printed, by process. */
const printed: string[][] = [];
let proxy: Awaited<ReturnType<typeof startProxy>>;

beforeAll(async () => {
  database = await createTestDatabase(POSTGRES);
  // Three processes at once on the new, empty database: all must come up, one migrates and seeds.
  const starting = [0, 1, 2].map((i) => {
    printed[i] = [];
    return startShop({
      fromSource: true,
      databaseUrl: database.url,
      onLine: (line) => printed[i]!.push(line),
      env: {
        MEDIA_STORE: 'database',
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: redis.prefix,
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_AUTH_PER_MIN: String(PER_IP_PER_MINUTE),
        UNPAID_ORDER_SWEEP_SECONDS: '1',
        LOG_LEVEL: 'info',
      },
    });
  });
  const results = await Promise.allSettled(starting);
  for (const r of results) if (r.status === 'fulfilled') shops.push(r.value);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  handle = await openDb({ url: database.url, poolSize: 30 });
  proxy = await startProxy(shops.slice(0, 2).map((s) => s.url));
}, 600_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(shops.map((s) => s.stop()));
  await handle?.close();
  await database?.drop();
  await redis.close();
}, 60_000);

interface Answer {
  status: number;
  // Answers are inspected by the assertions, so loosely typed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  refusal: string | null;
  /** Which process answered (the proxy's X-Upstream). */
  upstream: string | null;
}

async function answer(res: Response): Promise<Answer> {
  return { status: res.status, body: await res.json(), refusal: res.headers.get('x-refusal'), upstream: res.headers.get('x-upstream') };
}

/** POSTs a form to /api{path} through the proxy, as a browser at `ip` would. */
async function post(path: string, fields: Record<string, string | number>, ip = '192.0.2.10'): Promise<Answer> {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await fetch(`${proxy.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', 'x-forwarded-for': ip },
    body,
  });
  return answer(res);
}

async function signedIn(email: string) {
  const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { auth_key: await createSession(handle.db, user!.id, { deviceId: 'processes-test' }), user_id: user!.id };
}

let people = 0;
/** A signed-in customer with a primary address in a seeded region and `quantity` of a product in the cart. */
async function shopper(productId: number, quantity = 1) {
  const email = `processes-${++people}-${Date.now()}@example.com`;
  const user = await handle.db.transaction((tx) =>
    createAccount(tx, { name: 'Shopper', email, phone: '0501234567', passwordHash: null, active: 1 }),
  );
  const [region] = await handle.db.select().from(regions).limit(1);
  const [home] = await handle.db
    .insert(addresses)
    .values({
      userId: user.id,
      name: 'Home',
      phone: '0501234567',
      address: 'Villa 1',
      emirateId: region!.emirateId,
      regionId: region!.id,
      isPrimary: true,
    })
    .returning();
  await handle.db.insert(cartItems).values({ userId: user.id, productId, quantity });
  return { auth: await signedIn(email), addressId: home!.id };
}

async function newProduct(stock: number) {
  const [row] = await handle.db
    .insert(products)
    .values({
      nameEn: `Two-process honey ${++people}`,
      nameAr: 'عسل',
      shortDescEn: 'Raw',
      shortDescAr: 'خام',
      listPrice: 5000,
      salePrice: 5000,
      stock,
    })
    .returning();
  return row!;
}

describe('starting together', () => {
  it('three processes started at once on a new database all come up, and exactly one seeds it', async () => {
    expect(shops).toHaveLength(3);
    const seeders = printed.filter((lines) => lines.some((l) => l.includes('Demo accounts (created now')));
    expect(seeders).toHaveLength(1);
    const [made] = await handle.db.select({ n: count() }).from(products);
    expect(made!.n).toBe(buildPlan(new Date()).products.length);
    // Its drawn pictures went to the database's media store: every process serves them.
    const [drawn] = await handle.db.select({ key: products.mainImage }).from(products).where(isNotNull(products.mainImage)).limit(1);
    for (let i = 0; i < 2; i++) {
      const picture = await fetch(`${proxy.url}/media/${drawn!.key}-320.webp`);
      expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/webp']);
    }
    // The rest of the suite needs two.
    await shops.pop()!.stop();
  });
});

describe('work done alone', () => {
  it('runs work under a name once at a time across connections, and frees the name after', async () => {
    let inside: string | null = 'not asked';
    const outer = await handle.alone(LOCKS.unpaidOrderSweep + 1000, async () => {
      // Another connection (as another process would) finds the work taken and skips it.
      inside = await handle.alone(LOCKS.unpaidOrderSweep + 1000, async () => 'ran twice');
      return 'ran';
    });
    expect([outer, inside]).toEqual(['ran', null]);
    expect(await handle.alone(LOCKS.unpaidOrderSweep + 1000, async () => 'ran again')).toBe('ran again');
  });
});

describe('two processes behind a round-robin proxy', () => {
  it('serves a price changed through one process from the other on the next request', async () => {
    const admin = await signedIn(ADMIN.email);
    const p = await newProduct(5);
    const details = () => post('/products/details.php', { auth_key: 'guest', user_id: 0, product_id: p.id });
    // Both processes read (and keep) the old price.
    const before = [await details(), await details()];
    expect(new Set(before.map((a) => a.upstream))).toEqual(new Set(['0', '1']));
    expect(before.map((a) => a.body.data.sale_price)).toEqual([50, 50]);
    for (let i = 0; i < 2; i++) expect(await (await fetch(`${proxy.url}/Details/${p.id}`)).text()).toContain('50.00');

    const form = {
      name_en: p.nameEn,
      name_ar: p.nameAr,
      short_desc_en: 'Raw',
      short_desc_ar: 'خام',
      list_price: 50,
      sale_price: 42.5,
      stock: 5,
      visible: 1,
    };
    const changed = await post('/admin/products/update.php', { ...admin, ...form, product_id: p.id });
    expect(changed.body.status).toBe(true);
    const after = await details();
    expect(after.upstream).not.toBe(changed.upstream);
    expect(after.body.data.sale_price).toBe(42.5);
    // The server-rendered product page too: each process rendered (and kept) it before; both show the new price.
    const pages = await Promise.all([0, 1].map(() => fetch(`${proxy.url}/Details/${p.id}`)));
    expect(new Set(pages.map((r) => r.headers.get('x-upstream')))).toEqual(new Set(['0', '1']));
    for (const html of await Promise.all(pages.map((r) => r.text()))) expect(html).toContain('42.50');
  });

  it('refuses a session signed out through one process at once on the other, which had kept it', async () => {
    const customer = await signedIn(DEMO_CUSTOMER.email);
    const balance = () => post('/profile/wallet/balance.php', customer);
    // Both processes check the session once and keep it.
    const before = [await balance(), await balance()];
    expect(new Set(before.map((a) => a.upstream))).toEqual(new Set(['0', '1']));
    expect(before.map((a) => a.body.status)).toEqual([true, true]);

    const out = await post('/logout.php', customer);
    expect(out.body.status).toBe(true);
    const after = await balance();
    expect(after.upstream).not.toBe(out.upstream);
    expect(after.body).toMatchObject({ status: false });
    expect(after.refusal).toBe('wrong-key');
  });

  it('serves a picture uploaded through one process from the other, immutable, with one ETag', async () => {
    const admin = await signedIn(ADMIN.email);
    const p = await newProduct(5);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8860a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...admin, product_id: p.id })) form.set(k, String(v));
    form.set('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'honey.png');
    const uploaded = await answer(await fetch(`${proxy.url}/api/admin/products/photos/upload.php`, { method: 'POST', body: form }));
    expect(uploaded.body.status).toBe(true);

    const picture = `${proxy.url}${new URL(uploaded.body.data.main_image).pathname}`;
    const served = await fetch(picture);
    expect(served.headers.get('x-upstream')).not.toBe(uploaded.upstream);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    const etag = served.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Either process answers a revalidation with 304: the ETag is the file's, not the process's.
    const again = [
      await fetch(picture, { headers: { 'if-none-match': etag } }),
      await fetch(picture, { headers: { 'if-none-match': etag } }),
    ];
    expect(again.map((r) => [r.status, r.headers.get('x-upstream')]).sort()).toEqual([
      [304, '0'],
      [304, '1'],
    ]);
  });

  it('counts the per-IP limit across both processes (Redis)', async () => {
    const tries: Answer[] = [];
    for (let i = 0; i <= PER_IP_PER_MINUTE; i++)
      tries.push(await post('/login.php', { email: `nobody-${i}@example.com`, password: 'whatever-123' }, '203.0.113.60'));
    expect(new Set(tries.map((a) => a.upstream))).toEqual(new Set(['0', '1']));
    // Each process alone would have let PER_IP_PER_MINUTE through; together they let that many through, not twice as many.
    // (Each try names another account, so the per-account lockout stays out of it.)
    expect(tries.map((a) => a.status)).toEqual([...Array<number>(PER_IP_PER_MINUTE).fill(200), 429]);
    // The wait left of the minute, in whole seconds: 60, or 59 when a second turned while the tries were sent.
    expect(tries.at(-1)!.body.msg).toMatch(/^Too many attempts, please try again in (59|60) seconds$/);
  });

  it('locks an account out after 5 wrong passwords spread over both processes', async () => {
    const email = `lockout-${Date.now()}@example.com`;
    const password = 'honey-and-herbs-1';
    const passwordHash = await hashPassword(password);
    await handle.db.transaction((tx) => createAccount(tx, { name: 'Owner', email, phone: '0501234567', passwordHash, active: 1 }));
    const wrong: Answer[] = [];
    for (let i = 0; i < 5; i++) wrong.push(await post('/login.php', { email, password: `wrong-password-${i}` }, '203.0.113.61'));
    expect(wrong.map((a) => a.body.msg)).toEqual(Array(5).fill('The e-mail or password is incorrect'));
    expect(new Set(wrong.map((a) => a.upstream))).toEqual(new Set(['0', '1']));
    // The right password from that address now waits, on whichever process it reaches...
    const held = await post('/login.php', { email, password }, '203.0.113.61');
    expect([held.status, held.body.msg]).toEqual([429, 'Too many failed attempts. Please try again in 1 minute, or reset your password.']);
    // ...while the owner, from another address, signs in.
    expect((await post('/login.php', { email, password }, '198.51.100.61')).body.status).toBe(true);
  });

  it('never oversells: 12 shoppers paying at once for the last 3 units through both processes', async () => {
    const p = await newProduct(3);
    const buyers = [];
    for (let i = 0; i < 12; i++) buyers.push(await shopper(p.id));
    const answers = await Promise.all(
      buyers.map((b) => post('/cart/pay_now.php', { ...b.auth, address_id: b.addressId, payment_method: 1 })),
    );
    expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set(['0', '1']));
    expect(answers.filter((a) => a.body.status === true)).toHaveLength(3);
    expect(answers.filter((a) => a.refusal === 'conflict')).toHaveLength(9);
    const [row] = await handle.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ stock: 0, soldCount: 3 });
  });

  it('releases each expired unpaid order once, by one process at a time, not once per process', async () => {
    const p = await newProduct(4);
    const buyers = [];
    for (let i = 0; i < 4; i++) buyers.push(await shopper(p.id));
    const placed = await Promise.all(
      buyers.map((b) => post('/cart/pay_now.php', { ...b.auth, address_id: b.addressId, payment_method: 2, payment_method_type: 'Visa' })),
    );
    const ids: number[] = placed.map((a) => a.body.data.order_id);
    expect(ids.every(Number.isInteger)).toBe(true);
    expect((await handle.db.select().from(products).where(eq(products.id, p.id)))[0]!.stock).toBe(0);

    // Their 30 minutes are over: both processes sweep every second.
    await handle.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(inArray(orders.id, ids));
    const waiting = () =>
      handle.db
        .select({ n: count() })
        .from(orders)
        .where(and(inArray(orders.id, ids), eq(orders.statusId, ORDER_STATUS.awaitingPayment)));
    for (let i = 0; i < 100 && (await waiting())[0]!.n > 0; i++) await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await waiting())[0]!.n).toBe(0);
    // Let a second sweep in either process run over them, too.
    await new Promise((resolve) => setTimeout(resolve, 2500));

    expect((await handle.db.select().from(products).where(eq(products.id, p.id)))[0]!.stock).toBe(4);
    const releases = await handle.db
      .select({ orderId: orderStatusHistory.orderId })
      .from(orderStatusHistory)
      .where(and(inArray(orderStatusHistory.orderId, ids), eq(orderStatusHistory.toStatus, ORDER_STATUS.cancelled)));
    expect(releases.map((r) => r.orderId).sort()).toEqual([...ids].sort());
    // The processes' logs count each release once between them.
    const released = printed
      .flat()
      .filter((l) => l.includes('released unpaid online orders'))
      .reduce((sum, l) => sum + (JSON.parse(l) as { done: number }).done, 0);
    expect(released).toBe(4);
  });
});
