import { rm } from 'node:fs/promises';

/** Stops the shared browser-test stack (e2e-stack.setup.mjs) and removes its data. */
export default async function teardown() {
  const stack = globalThis.__sokoniSharedStack;
  if (!stack) return;
  const exited = new Promise((ok) =>
    stack.watcher.exitCode !== null ? ok() : stack.watcher.once('exit', ok),
  );
  stack.watcher.stdin.end();
  await exited;
  await rm(stack.dataDir, { recursive: true, force: true });
}
