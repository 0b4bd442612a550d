// Writes packages/contract/src/calls.ts: every call of the contract as a CallRef (path and access, no zod
// schemas), for the web, whose first load must not carry zod (issue 13). Run after adding or changing a call:
// `npm run contract:calls`; a web test (apps/web/src/api/calls.test.ts) fails while the file is out of date.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as contract from '../packages/contract/src/index';

const isCall = (value: unknown): value is contract.Call =>
  typeof value === 'object' && value !== null && 'path' in value && 'access' in value && 'request' in value && 'data' in value;

export function callsSource(): string {
  const lines = Object.entries(contract as Record<string, unknown>)
    .flatMap(([name, value]) => (isCall(value) ? [{ name, call: value }] : []))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      ({ name, call }) =>
        `export const ${name}: CallRef<typeof full.${name}> = { path: ${JSON.stringify(call.path)}, access: ${JSON.stringify(call.access)} };`,
    );
  return [
    '// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit. Each call of the contract',
    '// without its zod schemas: the web sends calls with these, so its first load carries no zod.',
    "import type { CallRef } from './call';",
    "import type * as full from './index';",
    '',
    ...lines,
    '',
  ].join('\n');
}

export const callsFile = path.join(import.meta.dirname, '../packages/contract/src/calls.ts');

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(callsFile, callsSource());
  execFileSync('npx', ['prettier', '--print-width', '140', '--single-quote', '--write', callsFile], { stdio: 'ignore' });
  console.log(`Wrote ${path.relative(process.cwd(), callsFile)}`);
}
