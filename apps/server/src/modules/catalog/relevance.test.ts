// The search relevance suite (docs/decisions/012-search-matching.md): every query of relevance.queries.ts
// against the demo catalogue, through search_filter.php as the storefront calls it, on PGlite or on the
// PostgreSQL of TEST_DATABASE_URL. Each query must answer at least one of its relevant products in the
// first three; the hit rate of each kind is printed at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFilterCall } from '@shop/contract';
import { seed } from '../../seed';
import { call } from '../../test/app';
import { suiteApp } from '../../test/fixtures/suite';
import { RELEVANCE_KINDS, RELEVANCE_QUERIES, type RelevanceKind } from './relevance.queries';

const t = suiteApp();

beforeAll(async () => {
  await seed(t.db, { media: t.app.media, images: false, password: 'relevance-test', now: new Date('2026-11-28T09:00:00Z') });
}, 60_000);

const hits = new Map<RelevanceKind, { hit: number; of: number }>(RELEVANCE_KINDS.map((k) => [k, { hit: 0, of: 0 }]));

afterAll(() => {
  const lines = RELEVANCE_KINDS.map((k) => {
    const { hit, of } = hits.get(k)!;
    return `${k.padEnd(16)} ${String(hit).padStart(3)}/${String(of).padEnd(3)} ${of ? Math.round((100 * hit) / of) : 0}%`;
  });
  const all = [...hits.values()].reduce((a, b) => ({ hit: a.hit + b.hit, of: a.of + b.of }), { hit: 0, of: 0 });
  lines.push(`${'all'.padEnd(16)} ${String(all.hit).padStart(3)}/${String(all.of).padEnd(3)} ${Math.round((100 * all.hit) / all.of)}%`);
  console.info(`search relevance, a relevant product in the first three:\n${lines.join('\n')}`);
});

async function firstNames(keyword: string) {
  const res = await call(t.app, searchFilterCall, {
    auth_key: 'guest',
    user_id: 0,
    search_with: 'keyword',
    keyword,
  });
  expect(res.body.status).toBe(true);
  return res.body.data.map((p) => p.name);
}

describe('search relevance on the demo catalogue', () => {
  it('has at least 80 queries, of every kind', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(80);
    for (const kind of RELEVANCE_KINDS) expect(RELEVANCE_QUERIES.filter((r) => r.kind === kind).length, kind).toBeGreaterThan(3);
  });

  for (const r of RELEVANCE_QUERIES) {
    it(`${r.kind}: "${r.query}" answers ${r.relevant.join(' or ')} in the first three`, async () => {
      const names = await firstNames(r.query);
      const top = names.slice(0, 3);
      const hit = top.some((name) => r.relevant.some((want) => name.includes(want)));
      const tally = hits.get(r.kind)!;
      tally.of++;
      if (hit) tally.hit++;
      expect(hit, `first three: ${JSON.stringify(top)} of ${names.length}`).toBe(true);
    });
  }
});
