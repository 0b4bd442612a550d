// The time one login takes on the server, mostly the argon2id hash check (docs/rules.md; budget 250 ms).
// Sequential, so each figure is one login alone; the fastest run is the cost itself, slower ones include
// whatever else shared the CPU.
import { DEMO_CUSTOMER, SEED_PASSWORD } from './servers.mjs';

export const LOGIN_BUDGET_MS = 250;
const RUNS = 8; // below the per-IP limit of RATE_LIMIT_AUTH_PER_MIN (10 a minute by default)

/** @param {string} shopUrl */
export async function measureLoginCost(shopUrl) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await fetch(`${shopUrl}/api/login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: DEMO_CUSTOMER, password: SEED_PASSWORD, token: '', platform: '3', device_id: `bench-${i}` }),
    });
    const body = await res.json();
    if (!body.status) throw new Error(`login.php refused the demo customer: ${body.msg}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `\nLogin (login.php, ${RUNS} sequential calls): fastest ${times[0]?.toFixed(0)} ms, median ${median.toFixed(0)} ms` +
      ` (budget ${LOGIN_BUDGET_MS} ms: ${(times[0] ?? Infinity) <= LOGIN_BUDGET_MS ? 'within' : 'OVER'})`,
  );
}
