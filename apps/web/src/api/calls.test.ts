import { describe, expect, it } from 'vitest';
import * as contract from '@shop/contract';
import * as refs from '@shop/contract/calls';

// The web sends calls by their CallRef (calls.ts, written by `npm run contract:calls`); a call added or changed
// in the contract without rewriting that file would be sent to a wrong or missing path.
const isCall = (value: unknown): value is contract.Call =>
  typeof value === 'object' && value !== null && 'request' in value && 'path' in value;
const fullCalls = Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
  isCall(value) ? [{ name, call: value }] : [],
);
const refOf = (name: string): unknown => (refs as Record<string, unknown>)[name];

describe('@shop/contract/calls', () => {
  it('has every call of the contract with its path and access, and nothing else', () => {
    expect(fullCalls.length).toBeGreaterThan(100);
    expect(Object.keys(refs).sort()).toEqual(fullCalls.map(({ name }) => name).sort());
    for (const { name, call } of fullCalls) expect(refOf(name), name).toEqual({ path: call.path, access: call.access });
  });

  it('carries no schema (the point of it: no zod in the first load)', () => {
    for (const ref of Object.values(refs)) expect(Object.keys(ref).sort()).toEqual(['access', 'path']);
  });
});
