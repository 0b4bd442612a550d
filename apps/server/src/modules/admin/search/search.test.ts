// The console's search area (docs/decisions/012-search-matching.md): synonym groups applied at once (the kept
// search answers dropped), the searches that found nothing with their one-step "add as a synonym of…", audited,
// and refused to customers and guests. And the shop's suggestions as the shopper types.
import { describe, expect, it } from 'vitest';
import {
  adminSearchMissesCall,
  adminSynonymAddCall,
  adminSynonymDeleteCall,
  adminSynonymSaveCall,
  adminSynonymsListCall,
  searchFilterCall,
  suggestCall,
} from '@shop/contract';
import { count, eq } from 'drizzle-orm';
import { auditLog, searchMisses, searchSynonyms } from '../../../db/schema';
import { call, invalidData } from '../../../test/app';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';
import { MAX_MISSES } from '../../catalog/misses';

const w = adminSuite();
const admin = (fields: Record<string, string | number> = {}) => ({ ...w.admin.auth, ...fields });
const search = async (keyword: string, lang: 'en' | 'ar' = 'en') =>
  (await call(w.t.app, searchFilterCall, { auth_key: 'guest', user_id: 0, search_with: 'keyword', keyword }, { lang })).body.data;
const auditCount = async () => (await w.t.db.select({ n: count() }).from(auditLog))[0]!.n;

describe('admin synonyms', () => {
  it('adds a group that search applies at once (the kept answer dropped), edits and deletes it, each audited', async () => {
    // Kept by the read cache before the change: a closest-name answer is never kept, so use a word that matches.
    expect((await search('zizyphus')).map((p) => p.name)).not.toContain('Sidr Leaf Powder');
    const made = await call(w.t.app, adminSynonymSaveCall, admin({ terms: 'zizyphus = sidr leaf, ورق السدر' }));
    expect(made.body).toMatchObject({ status: true, msg: 'Synonyms saved', data: { terms: ['zizyphus', 'sidr leaf', 'ورق السدر'] } });
    const id = made.body.data.id as number;
    expect(
      (await search('zizyphus'))
        .slice(0, 2)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Sidr Leaf Powder', 'Sidr Leaf Shampoo']);

    const listed = (await call(w.t.app, adminSynonymsListCall, admin())).body.data as { id: number }[];
    expect(listed[0]!.id).toBe(id);
    const edited = await call(w.t.app, adminSynonymSaveCall, admin({ synonym_id: id, terms: 'zizyphus\nhenna' }));
    expect(edited.body.data.terms).toEqual(['zizyphus', 'henna']);
    expect((await search('zizyphus'))[0]!.name).toBe('Natural Henna Powder');

    const gone = await call(w.t.app, adminSynonymDeleteCall, admin({ synonym_id: id }));
    expect(gone.body).toEqual({ status: true, msg: 'Synonym group deleted', data: { synonym_id: id } });
    expect((await search('zizyphus')).map((p) => p.name)).not.toContain('Natural Henna Powder');
    expect((await auditOf(w.t, 'synonym', id)).map((a) => [a.action, a.actorUserId])).toEqual([
      ['synonym.create', w.admin.id],
      ['synonym.update', w.admin.id],
      ['synonym.delete', w.admin.id],
    ]);
  });

  it('refuses bad terms naming the field, an unknown group, customers and guests, changing nothing', async () => {
    const [rows, audits] = [(await w.t.db.select().from(searchSynonyms)).length, await auditCount()];
    for (const terms of ['', 'only one', 'same = SAME', 'سدر = ســدر', 'x'.repeat(61) + ', y']) {
      const res = await call(w.t.app, adminSynonymSaveCall, admin({ terms }));
      expect([res.statusCode, res.body.status, String(invalidData(res)?.field).split('.')[0]], terms).toEqual([400, false, 'terms']);
    }
    expect((await call(w.t.app, adminSynonymSaveCall, admin({ synonym_id: 999_999, terms: 'a1, b2' }))).statusCode).toBe(404);
    expect((await call(w.t.app, adminSynonymDeleteCall, admin({ synonym_id: 999_999 }))).statusCode).toBe(404);
    const short = await call(w.t.app, adminSynonymAddCall, admin({ term: 'kalonji' }));
    expect([short.statusCode, invalidData(short).field]).toEqual([400, 'synonym_of']);
    for (const c of [adminSynonymsListCall, adminSynonymSaveCall, adminSearchMissesCall]) {
      expect((await call(w.t.app, c, { ...w.customer.auth, terms: 'a1, b2' })).statusCode, c.path).toBe(403);
      expect((await call(w.t.app, c, { auth_key: 'guest', user_id: 0, terms: 'a1, b2' })).statusCode, c.path).toBe(401);
    }
    expect((await w.t.db.select().from(searchSynonyms)).length).toBe(rows);
    expect(await auditCount()).toBe(audits);
  });
});

describe('searches that found nothing', () => {
  it('are counted per normalised query with their script, every time, and one step adds one as a synonym', async () => {
    await search('Qwertyuiop zzz');
    await search('qwertyuiop   ZZZ');
    await search('ققق ففف', 'ar');
    expect((await search('honey')).length).toBeGreaterThan(0);
    const misses = (await call(w.t.app, adminSearchMissesCall, admin())).body.data as {
      query: string;
      count: number;
      lang: string;
    }[];
    expect(misses.find((m) => m.query === 'qwertyuiop zzz')).toMatchObject({ count: 2, lang: 'en', typed: 'qwertyuiop   ZZZ' });
    expect(misses.find((m) => m.query === 'ققق ففف')).toMatchObject({ count: 1, lang: 'ar' });
    expect(misses.map((m) => m.query)).not.toContain('honey');

    // "Add as a synonym of…": the term joins the seeded black seed group, leaves the list and finds at once.
    await search('kalonjee oil');
    await search('habbet soda');
    const added = await call(w.t.app, adminSynonymAddCall, admin({ term: 'qwertyuiop zzz', synonym_of: 'Kalonji' }));
    expect(added.body.data.terms).toContain('qwertyuiop zzz');
    expect(added.body.data.terms).toContain('black seed');
    const after = (await call(w.t.app, adminSearchMissesCall, admin())).body.data as { query: string }[];
    expect(after.map((m) => m.query)).not.toContain('qwertyuiop zzz');
    expect((await search('qwertyuiop zzz'))[0]!.name).toMatch(/Black Seed/);
    // A term of no group: a new group of the two.
    const fresh = await call(w.t.app, adminSynonymAddCall, admin({ term: 'ققق ففف', synonym_of: 'رحيق' }));
    expect(fresh.body.data.terms).toEqual(['رحيق', 'ققق ففف']);
  });

  it('keeps at most MAX_MISSES rows, the least recently seen making room', async () => {
    await w.t.db.delete(searchMisses);
    const old = new Date('2026-01-01T00:00:00Z');
    await w.t.db.insert(searchMisses).values(
      Array.from({ length: MAX_MISSES }, (_, i) => ({
        query: `old${i}`,
        typed: `old${i}`,
        lang: 'en',
        firstSeen: old,
        lastSeen: new Date(old.getTime() + i * 1000),
      })),
    );
    await search('brandnewnothing xq');
    const rows = await w.t.db.select({ query: searchMisses.query }).from(searchMisses);
    expect(rows).toHaveLength(MAX_MISSES);
    expect(rows.map((r) => r.query)).toContain('brandnewnothing xq');
    expect(rows.map((r) => r.query)).not.toContain('old0');
    expect(await w.t.db.select().from(searchMisses).where(eq(searchMisses.query, 'old1'))).toHaveLength(1);
  });
});

describe('suggest.php: as the shopper types', () => {
  const suggest = async (keyword: string, lang: 'en' | 'ar' = 'en') =>
    (await call(w.t.app, suggestCall, { auth_key: 'guest', user_id: 0, keyword }, { lang })).body;

  it("answers products (picture, name, price) and categories for a prefix, in the caller's language", async () => {
    const en = await suggest('lav');
    expect(en.status).toBe(true);
    expect(en.data.products[0]).toMatchObject({ name: 'Lavender Essential Oil (10 ml)' });
    expect(en.data.products[0]!.main_image).toMatch(/^http/);
    expect(en.data.products[0]!.sale_price).toBeGreaterThan(0);
    expect(en.data.products.length).toBeLessThanOrEqual(6);
    expect((await suggest('زيوت', 'ar')).data.categories.map((c: { cat_name: string }) => c.cat_name)).toContain('زيوت طبيعية');
    expect((await suggest('essential')).data.categories.map((c: { cat_name: string }) => c.cat_name)).toContain('Essential Oils');
  });

  it('offers the closest spelling when few match, and the closest products rather than nothing', async () => {
    const few = await suggest('ashwaganda');
    expect(few.data.products[0]!.name).toBe('Ashwagandha Root Powder');
    expect(few.data.did_you_mean).toBe('ashwagandha');
    expect((await suggest('honey')).data.did_you_mean).toBe('');
    const far = await suggest('manukka hunny jar');
    expect(far.data.products.length).toBeGreaterThan(0);
  });

  it('refuses a keyword of fewer than two letters, naming the field', async () => {
    for (const keyword of ['', 'a', ' ب ']) {
      const res = await call(w.t.app, suggestCall, { auth_key: 'guest', user_id: 0, keyword });
      expect([res.statusCode, res.body.status, invalidData(res).field], keyword).toEqual([200, false, 'keyword']);
    }
  });
});
