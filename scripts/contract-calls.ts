// Writes the contract's calls as CallRefs (path and access, no zod schemas), for the web, whose first load must not
// carry zod: packages/contract/src/calls.ts for the shop's calls and adminCalls.ts for the console's,
// so the storefront's start chunk carries no console path. Run after adding or changing a call:
// `npm run contract:calls`; a web test (apps/web/src/api/calls.test.ts) fails while the files are out of date.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as contract from '../packages/contract/src/index';

const isCall = (value: unknown): value is contract.Call =>
  typeof value === 'object' && value !== null && 'path' in value && 'access' in value && 'request' in value && 'data' in value;

export type CallsFile = 'shop' | 'admin';

const fileOf = (call: contract.Call): CallsFile => (call.access === 'admin' ? 'admin' : 'shop');

const FILE_TOPIC: Record<CallsFile, string> = {
  shop: "Each call of the shop (the console's: adminCalls.ts)",
  admin: "Each call of the owner's console",
};

export function callsSource(file: CallsFile): string {
  const lines = Object.entries(contract as Record<string, unknown>)
    .flatMap(([name, value]) => (isCall(value) && fileOf(value) === file ? [{ name, call: value }] : []))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      ({ name, call }) =>
        `export const ${name}: CallRef<typeof full.${name}> = { path: ${JSON.stringify(call.path)}, access: ${JSON.stringify(call.access)} };`,
    );
  return [
    '// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit. ' + FILE_TOPIC[file],
    '// without its zod schemas: the web sends calls with these, so its first load carries no zod.',
    "import type { CallRef } from './call';",
    "import type * as full from './index';",
    '',
    ...lines,
    '',
  ].join('\n');
}

export const callsFiles: Record<CallsFile, string> = {
  shop: path.join(import.meta.dirname, '../packages/contract/src/calls.ts'),
  admin: path.join(import.meta.dirname, '../packages/contract/src/adminCalls.ts'),
};

if (process.argv[1] === import.meta.filename) {
  for (const [file, target] of Object.entries(callsFiles)) {
    fs.writeFileSync(target, callsSource(file as CallsFile));
    execFileSync('npx', ['prettier', '--print-width', '140', '--single-quote', '--write', target], { stdio: 'ignore' });
    console.log(`Wrote ${path.relative(process.cwd(), target)}`);
  }
}
