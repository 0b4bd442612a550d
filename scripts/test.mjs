// npm test: every check of the project, in order, stopping at the first failure. Lint, typecheck and the web app's
// build run side by side (each mostly one core; this machine kind has two), their outputs printed whole, one after
// the other. The build is made once for the run: the server's tests and the journeys are told not to build again.
import { spawn } from 'node:child_process';
import { repoRoot, run } from './lib/run.mjs';
import { BUILT_FOR_RUN } from './web-build.mjs';

const stages = [
  [
    { name: 'lint', script: 'lint' },
    { name: 'typecheck', script: 'typecheck' },
    { name: 'web build', script: 'build:web' },
  ],
  [{ name: 'server tests', script: 'test:server' }],
  [{ name: 'web tests', script: 'test:web' }],
  [{ name: 'browser journeys', script: 'test:e2e' }],
];
const steps = stages.flat();

const banner = (text) => console.log(`\n${'='.repeat(72)}\n  ${text}\n${'='.repeat(72)}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `npm run <script>` with its output kept, and resolves with its exit code and output. */
function runKept(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: repoRoot, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ code: 127, output: `Could not start npm: ${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(output).toString() }));
  });
}

const results = [];
for (const stage of stages) {
  if (stage.length === 1) {
    const [step] = stage;
    banner(`[${steps.indexOf(step) + 1}/${steps.length}] ${step.name}: npm run ${step.script}`);
    const started = Date.now();
    const code = await run('npm', ['run', step.script]);
    results.push({ step, code, ms: Date.now() - started });
  } else {
    const runs = stage.map(async (step) => {
      const started = Date.now();
      const { code, output } = await runKept(step.script);
      return { step, code, ms: Date.now() - started, output };
    });
    for (const r of await Promise.all(runs)) {
      banner(`[${steps.indexOf(r.step) + 1}/${steps.length}] ${r.step.name}: npm run ${r.step.script} (beside the others of its stage)`);
      process.stdout.write(r.output);
      results.push({ step: r.step, code: r.code, ms: r.ms });
    }
  }
  if (results.some((r) => r.code !== 0)) break;
  if (stage.some((step) => step.script === 'build:web')) process.env[BUILT_FOR_RUN] = '1';
}

banner('Summary');
for (const step of steps) {
  const r = results.find((x) => x.step === step);
  const line = !r
    ? 'not run (an earlier step failed)'
    : r.code === 0
      ? `passed  ${seconds(r.ms)}`
      : `FAILED (exit ${r.code})  ${seconds(r.ms)}`;
  console.log(`  ${step.name.padEnd(18)} ${line}`);
}
const failed = results.find((r) => r.code !== 0);
console.log(failed ? `\nnpm test failed at: ${failed.step.name}\n` : '\nEverything passed.\n');
process.exit(failed ? failed.code : 0);
