// npm test: every check of the project, in order, stopping at the first failure.
import { run } from './lib/run.mjs';

const steps = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'server tests', script: 'test:server' },
  { name: 'web tests', script: 'test:web' },
  { name: 'browser journeys', script: 'test:e2e' },
];

const banner = (text) => console.log(`\n${'='.repeat(72)}\n  ${text}\n${'='.repeat(72)}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const results = [];
for (const [i, step] of steps.entries()) {
  banner(`[${i + 1}/${steps.length}] ${step.name}: npm run ${step.script}`);
  const started = Date.now();
  const code = await run('npm', ['run', step.script]);
  results.push({ step, code, ms: Date.now() - started });
  if (code !== 0) break;
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
