// npm run build -w apps/server: the server as one JavaScript file (dist/main.js) for `npm start`. esbuild
// compiles the TypeScript of the server and of the contract (a workspace package consumed as TS source) into
// it; the other dependencies stay in node_modules. The migrations go beside it, where db/client.ts looks.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const dist = path.join(here, 'dist');

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies).filter((name) => name !== '@shop/contract'),
  logLevel: 'warning',
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`server built: ${path.relative(process.cwd(), path.join(dist, 'main.js'))}`);
