// Graceful stop of the real server process (main.ts): SIGTERM under load (shoppers adding to their carts and
// checking out, visitors reading the catalogue). Every request the server accepted (logged as "incoming
// request" with the id the client sent) is answered in full, nothing is half written, and the exit code is 0.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDb } from './db/client';
import { orderItems, orders, payments, products, users } from './db/schema';
import { product } from './test/fixtures/products';
import { address, deliveryRegions } from './test/fixtures/regions';
import { createSession } from './http/session';

const SHOPPERS = 6;
const READERS = 4;
const STOCK = 1000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stop-'));
let productId: number;
const shoppers: Array<{ auth_key: string; user_id: number; address_id: number }> = [];

beforeAll(async () => {
  // The shop's data written before it starts (PGlite is one process's): a product and shoppers with a session
  // and an address. Not empty, so the start does not seed the demo catalogue.
  const handle = await openDb({ pgliteDir: path.join(dataDir, 'db') });
  const regions = await deliveryRegions(handle.db);
  productId = (await product(handle.db, { stock: STOCK })).id;
  for (let i = 0; i < SHOPPERS; i++) {
    const [user] = await handle.db
      .insert(users)
      .values({ name: `Shopper ${i}`, email: `stop-${i}@example.com`, active: 1 })
      .returning();
    const home = await address(handle.db, user!.id, regions.fee25);
    shoppers.push({ auth_key: await createSession(handle.db, user!.id), user_id: user!.id, address_id: home.id });
  }
  await handle.close();
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Sent {
  id: string;
  path: string;
  /** The HTTP status and the envelope's status, or the network error. */
  http?: number;
  status?: boolean;
  error?: string;
  answeredAt?: number;
}

it('finishes the requests in flight on SIGTERM, writes no half order, and exits 0', { timeout: 120_000 }, async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      UNPAID_ORDER_SWEEP_SECONDS: '1',
      SHUTDOWN_TIMEOUT_MS: '20000',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  try {
    for (let ready = false; !ready;) {
      if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
      ready = await fetch(`${base}/readyz`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const sent: Sent[] = [];
    let next = 0;
    let stopping = false;
    const send = async (apiPath: string, fields: Record<string, string | number>): Promise<boolean> => {
      const entry: Sent = { id: `stop-test-${++next}`, path: apiPath };
      sent.push(entry);
      try {
        const res = await fetch(`${base}/api${apiPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': entry.id },
          body: new URLSearchParams(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]))),
        });
        entry.http = res.status;
        const text = await res.text();
        entry.status = (JSON.parse(text) as { status?: boolean }).status;
        entry.answeredAt = performance.now();
        return res.status !== 503;
      } catch (error) {
        entry.error = String((error as Error).cause ?? error);
        return false;
      }
    };
    // Each loop goes on until the server stops taking its requests.
    const shopperLoop = async (s: (typeof shoppers)[number]) => {
      while (
        (await send('/cart/add_to_cart.php', { ...s, product_id: productId, quantity: 1 })) &&
        (await send('/cart/pay_now.php', { ...s, wallet: 0, payment_method: 1 }))
      );
    };
    const readerLoop = async () => {
      while (await send('/home/home.php', { type: 1 }));
    };
    const loops = [...shoppers.map(shopperLoop), ...Array.from({ length: READERS }, readerLoop)];
    // Load for a while, then stop the server in the middle of it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stoppedAt = performance.now();
    stopping = child.kill('SIGTERM');
    await Promise.all(loops);
    const code = await exited;
    expect(stopping).toBe(true);

    const log = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; level?: number });
    const accepted = new Set(log.filter((line) => line.msg === 'incoming request').map((line) => line.reqId));
    const ofAccepted = sent.filter((entry) => accepted.has(entry.id));
    // Every accepted request was answered with the shop's envelope, none failed; the rest were refused at the door.
    expect(ofAccepted.filter((entry) => entry.http !== 200 || entry.status === undefined)).toEqual([]);
    expect(sent.filter((entry) => !accepted.has(entry.id) && entry.http !== undefined && entry.http !== 503)).toEqual([]);
    expect(log.filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
    // The stop came while requests were being served: some accepted ones were answered after SIGTERM.
    expect(ofAccepted.filter((entry) => (entry.answeredAt ?? 0) > stoppedAt).length).toBeGreaterThan(0);
    expect(ofAccepted.filter((entry) => entry.path === '/cart/pay_now.php' && entry.status === true).length).toBeGreaterThan(0);
    expect(code).toBe(0);

    // Nothing half written: each order has its lines and as many units left stock as the orders hold.
    const placed = ofAccepted.filter((entry) => entry.path === '/cart/pay_now.php' && entry.status === true).length;
    const handle = await openDb({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const all = await handle.db.select({ id: orders.id }).from(orders);
      expect(all).toHaveLength(placed);
      const [withoutLines] = await handle.db
        .select({ n: count() })
        .from(orders)
        .where(sql`NOT EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`);
      expect(withoutLines!.n).toBe(0);
      const [units] = await handle.db.select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` }).from(orderItems);
      const [left] = await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      expect(left!.stock + units!.n).toBe(STOCK);
      // Cash orders have no card payment row.
      expect(await handle.db.select().from(payments)).toEqual([]);
    } finally {
      await handle.close();
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});
