// Writes the contract's calls as CallRefs (path and access, no zod schemas), for the web, whose first load must not
// carry zod: packages/contract/src/calls/ for the shop's calls and adminCalls.ts for the console's,
// so the storefront's start chunk carries no console path. Each shop call is a module of its own behind
// calls/index.ts, because Rollup places a whole module in one chunk: one module of all calls put every path the
// storefront sends into its start chunk (docs/decisions/040-one-module-per-call.md). Run after adding or changing a
// call: `npm run contract:calls`; a web test (apps/web/src/api/calls.test.ts) fails while the files are out of date.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as contract from '../packages/contract/src/index';

const isCall = (value: unknown): value is contract.Call =>
  typeof value === 'object' && value !== null && 'path' in value && 'access' in value && 'request' in value && 'data' in value;

const GENERATED = '// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.';
const SRC = path.join(import.meta.dirname, '../packages/contract/src');
/** The folder of the shop's calls, one module each, and its index. */
export const SHOP_CALLS_DIR = path.join(SRC, 'calls');
const ADMIN_CALLS_FILE = path.join(SRC, 'adminCalls.ts');

const callsOf = (admin: boolean) =>
  Object.entries(contract as Record<string, unknown>)
    .flatMap(([name, value]) => (isCall(value) && (value.access === 'admin') === admin ? [{ name, call: value }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));

const refLine = (name: string, call: contract.Call, full: string) =>
  `export const ${name}: CallRef<typeof ${full}> = { path: ${JSON.stringify(call.path)}, access: ${JSON.stringify(call.access)} };`;

/** Every file this script writes, by path, with its source. */
export function callsSources(): Map<string, string> {
  const files = new Map<string, string>();
  const shop = callsOf(false);
  for (const { name, call } of shop) {
    files.set(
      path.join(SHOP_CALLS_DIR, `${name}.ts`),
      [
        GENERATED,
        "import type { CallRef } from '../call';",
        `import type { ${name} as full } from '../index';`,
        '',
        refLine(name, call, 'full'),
        '',
      ].join('\n'),
    );
  }
  files.set(
    path.join(SHOP_CALLS_DIR, 'index.ts'),
    [
      GENERATED,
      "// Each call of the shop (the console's: adminCalls.ts) without its zod schemas, one module per call: the web",
      '// sends calls with these, so its first load carries no zod and each chunk carries only the paths it sends.',
      '',
      ...shop.map(({ name }) => `export { ${name} } from './${name}';`),
      '',
    ].join('\n'),
  );
  files.set(
    ADMIN_CALLS_FILE,
    [
      GENERATED,
      "// Each call of the owner's console without its zod schemas: the console sends calls with these.",
      "import type { CallRef } from './call';",
      "import type * as full from './index';",
      '',
      ...callsOf(true).map(({ name, call }) => refLine(name, call, `full.${name}`)),
      '',
    ].join('\n'),
  );
  return files;
}

if (process.argv[1] === import.meta.filename) {
  fs.rmSync(SHOP_CALLS_DIR, { recursive: true, force: true });
  fs.mkdirSync(SHOP_CALLS_DIR);
  const files = callsSources();
  for (const [target, source] of files) fs.writeFileSync(target, source);
  execFileSync('npx', ['prettier', '--print-width', '140', '--single-quote', '--write', SHOP_CALLS_DIR, ADMIN_CALLS_FILE], {
    stdio: 'ignore',
  });
  console.log(
    `Wrote ${files.size - 1} modules in ${path.relative(process.cwd(), SHOP_CALLS_DIR)} and ${path.relative(process.cwd(), ADMIN_CALLS_FILE)}`,
  );
}
