// Runs npm scripts at once and fails when any fails: `npm test`'s checks (lint, typecheck,
// build) are each one process on one core, and this machine has two (docs/perf.md, the test
// suite). Each script's output is printed whole once it ends, so the logs stay readable.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

/** Runs one npm script, keeping its output; resolves with its exit code. */
function run(script) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? code})`;
      process.stdout.write(`\n== npm run ${script}: ${status} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
