// Checkout under stock contention (PostgreSQL only: the shoppers are written straight into its database
// while the shop runs). Every shopper has one unit of the same product in the cart and presses pay
// (pay_now.php, cash) at once, `connections` at a time:
//   - all sell: as many units as shoppers, so every order goes through one hot product row;
//   - sell-out: fewer units than shoppers, so most are refused (a conflict) and none may be oversold.
// Reported as orders per second (req/s column) with the latency of each pay_now.php.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { CHECKOUT_BUDGETS } from './budgets.mjs';

const headers = { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' };

/**
 * One POST on a kept-alive connection with node:http: fetch's streams and objects cost this client about 1.7 ms
 * of CPU a request, which on a 2-core machine is taken from the shop being measured.
 * @returns {Promise<{ status: number, refusal: string | undefined, body: any }>}
 */
function post(agent, url, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        try {
          resolve({
            status: res.statusCode ?? 0,
            refusal: res.headers['x-refusal']?.toString(),
            body: JSON.parse(Buffer.concat(chunks).toString()),
          });
        } catch (error) {
          reject(error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** n shoppers with a session, a primary address and `productId` × 1 in the cart. */
async function shoppers(db, n, productId, runId) {
  const [emirate] = (await db.query(`INSERT INTO emirates (name_en, name_ar) VALUES ('Bench', 'القياس') RETURNING id`)).rows;
  const [region] = (
    await db.query(
      `INSERT INTO regions (emirate_id, name_en, name_ar, delivery_fee) VALUES ($1, 'Bench', 'القياس', 2500) RETURNING id, emirate_id`,
      [emirate.id],
    )
  ).rows;
  const users = (
    await db.query(
      `INSERT INTO users (name, email, active) SELECT 'Bench shopper ' || g, 'bench-' || $2 || '-' || g || '@example.com', 1
       FROM generate_series(1, $1) AS g RETURNING id`,
      [n, runId],
    )
  ).rows.map((r) => r.id);
  const keys = users.map(() => randomBytes(32).toString('base64url'));
  const hashes = keys.map((k) => createHash('sha256').update(k).digest('hex'));
  await db.query('INSERT INTO sessions (user_id, token_hash) SELECT * FROM unnest($1::int[], $2::text[])', [users, hashes]);
  await db.query(
    `INSERT INTO addresses (user_id, name, phone, address, emirate_id, region_id, is_primary)
     SELECT u, 'Home', '0501234567', 'Bench street', $2, $3, true FROM unnest($1::int[]) AS u`,
    [users, region.emirate_id, region.id],
  );
  const addressIds = (await db.query('SELECT id, user_id FROM addresses WHERE user_id = ANY($1::int[])', [users])).rows;
  const addressOf = new Map(addressIds.map((r) => [r.user_id, r.id]));
  await db.query('INSERT INTO cart_items (user_id, product_id, quantity) SELECT u, $2, 1 FROM unnest($1::int[]) AS u', [users, productId]);
  return users.map((id, i) => ({ user_id: id, auth_key: keys[i], address_id: addressOf.get(id) }));
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function scenario(shopUrl, db, { name, shoppersCount, stock, connections, budget }) {
  const runId = randomBytes(3).toString('hex');
  const product = (
    await db.query(
      `INSERT INTO products (name_en, name_ar, list_price, sale_price, stock) VALUES ($1, 'عسل القياس', 5000, 5000, $2) RETURNING id`,
      [`Bench honey ${runId}`, stock],
    )
  ).rows[0].id;
  const queue = await shoppers(db, shoppersCount, product, runId);
  const latencies = [];
  let placed = 0;
  let refused = 0;
  let errors = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const started = performance.now();
  const worker = async () => {
    for (let s = queue.shift(); s; s = queue.shift()) {
      const body = new URLSearchParams({
        auth_key: s.auth_key,
        user_id: String(s.user_id),
        address_id: String(s.address_id),
        wallet: '0',
        payment_method: '1',
      }).toString();
      const t0 = performance.now();
      try {
        const res = await post(agent, `${shopUrl}/api/cart/pay_now.php`, body);
        // A refusal of the spec's calls is HTTP 200 with status false; X-Refusal names its kind (docs/api.md).
        if (res.status === 200 && res.body.status === true) placed++;
        else if (res.refusal === 'conflict') refused++;
        else errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const left = (await db.query('SELECT stock FROM products WHERE id = $1', [product])).rows[0].stock;
  const orders = Number(
    (await db.query('SELECT count(DISTINCT order_id)::int AS n FROM order_items WHERE product_id = $1', [product])).rows[0].n,
  );
  latencies.sort((a, b) => a - b);
  const oversold = orders > stock || left < 0;
  return {
    target: name,
    database: 'postgres',
    budget,
    rps: placed / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    non2xx: refused,
    note: `req/s = orders/s; ${orders} orders from ${shoppersCount} shoppers in ${seconds.toFixed(1)} s, stock left ${left}${oversold ? ', OVERSOLD' : ', none oversold'}`,
  };
}

/**
 * @param {string} shopUrl the running shop
 * @param {string} databaseUrl its PostgreSQL database
 * @param {{ connections: number }} settings
 */
export async function measureCheckoutLoad(shopUrl, databaseUrl, settings) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    console.log('  checkout load on postgres...');
    return [
      await scenario(shopUrl, db, {
        name: 'pay_now.php: 1000 shoppers, 1 product, all sell',
        shoppersCount: 1000,
        stock: 1000,
        connections: settings.connections,
        budget: CHECKOUT_BUDGETS,
      }),
      await scenario(shopUrl, db, {
        name: 'pay_now.php: 500 shoppers, last 100 units',
        shoppersCount: 500,
        stock: 100,
        connections: settings.connections,
      }),
    ];
  } finally {
    await db.end();
  }
}
