import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '@shop/contract';
// eslint-disable-next-line no-restricted-imports -- this test checks the console's calls are kept apart
import * as adminRefs from '@shop/contract/adminCalls';
import * as shopRefs from '@shop/contract/calls';

// The web sends calls by their CallRef (calls/ and adminCalls.ts, written by `npm run contract:calls`); a call
// added or changed in the contract without rewriting those files would be sent to a wrong or missing path.
const isCall = (value: unknown): value is contract.Call =>
  typeof value === 'object' && value !== null && 'request' in value && 'path' in value;
const fullCalls = Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
  isCall(value) ? [{ name, call: value }] : [],
);
const refs: Record<string, unknown> = { ...shopRefs, ...adminRefs };

const shopCallsDir = path.join(import.meta.dirname, '../../../../packages/contract/src/calls');

describe('@shop/contract/calls and @shop/contract/adminCalls', () => {
  it('have every call of the contract with its path and access, and nothing else', () => {
    expect(fullCalls.length).toBeGreaterThan(100);
    expect(Object.keys(shopRefs).length + Object.keys(adminRefs).length).toBe(fullCalls.length);
    expect(Object.keys(refs).sort()).toEqual(fullCalls.map(({ name }) => name).sort());
    for (const { name, call } of fullCalls) expect(refs[name], name).toEqual({ path: call.path, access: call.access });
  });

  it('keep each shop call in a module of its own, named after it, and no other module', () => {
    const modules = readdirSync(shopCallsDir).filter((file) => file !== 'index.ts');
    expect(modules.sort()).toEqual(
      Object.keys(shopRefs)
        .map((name) => `${name}.ts`)
        .sort(),
    );
  });

  it("keep the console's calls apart, so the storefront's start chunk carries none of their paths", () => {
    expect(Object.values(adminRefs).map((ref) => ref.access)).toEqual(Object.values(adminRefs).map(() => 'admin'));
    expect((Object.values(shopRefs) as { access: string }[]).filter((ref) => ref.access === 'admin')).toEqual([]);
  });

  it('carry no schema (the point of them: no zod in the first load)', () => {
    for (const ref of Object.values(refs)) expect(Object.keys(ref as object).sort()).toEqual(['access', 'path']);
  });
});
