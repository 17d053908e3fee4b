#!/usr/bin/env node
// Runs npm scripts side by side and fails if any fails: `node infra/scripts/parallel.mjs typecheck lint`.
// The checks before the jest run are each single-threaded (tsc, eslint) or mostly so, and the CI
// machine has two cores: side by side they take about as long as the slowest alone. Each script's
// output is held and printed whole when it ends, so logs do not interleave.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const chunks = [];
        const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (c) => chunks.push(c));
        child.stderr.on('data', (c) => chunks.push(c));
        child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
          process.stdout.write(`--- ${script}: ${status} after ${seconds} s\n${Buffer.concat(chunks)}`);
          resolve(code === 0);
        });
      }),
  ),
);
const failed = scripts.filter((_, i) => !results[i]);
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
