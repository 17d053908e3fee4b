#!/usr/bin/env node
// Runs npm scripts side by side and fails if any fails: `node infra/scripts/parallel.mjs typecheck lint`.
// The checks before the jest run are each single-threaded (tsc, eslint) or mostly so, and the CI
// machine has two cores: side by side they take about as long as the slowest alone. Each script's
// output is held and printed whole when it ends, so logs do not interleave.
//
// `--stream` prints each line as it comes instead, prefixed with its script's name: for the jest
// tiers, which run for many minutes — a run cut off by CI's time limit must still show how far
// each got.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const stream = args.includes('--stream');
const scripts = args.filter((a) => a !== '--stream');
if (scripts.length === 0) {
  console.error('usage: parallel.mjs [--stream] <npm script> [<npm script> ...]');
  process.exit(2);
}

/** Writes whole lines of `out`, each behind `prefix`; a trailing partial line waits for its end. */
function lineWriter(out, prefix) {
  let pending = '';
  return {
    write(chunk) {
      const text = pending + chunk.toString();
      const lines = text.split('\n');
      pending = lines.pop() ?? '';
      if (lines.length > 0) out.write(lines.map((l) => `${prefix}${l}\n`).join(''));
    },
    end() {
      if (pending) out.write(`${prefix}${pending}\n`);
      pending = '';
    },
  };
}

const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const chunks = [];
        const prefix = `[${script}] `;
        const stdout = stream ? lineWriter(process.stdout, prefix) : null;
        const stderr = stream ? lineWriter(process.stderr, prefix) : null;
        const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (c) => (stdout ? stdout.write(c) : chunks.push(c)));
        child.stderr.on('data', (c) => (stderr ? stderr.write(c) : chunks.push(c)));
        child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code, signal) => {
          stdout?.end();
          stderr?.end();
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
