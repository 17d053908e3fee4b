import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Every module URL that importing `file` (a built entry) resolves, read in a fresh node with a
 * resolve hook: what a process pays in parse time and heap before it does any work. Tests use it
 * to keep optional and unrelated packages out of a start.
 */
export function modulesLoadedBy(file: string): string[] {
  const probe = `
import { registerHooks } from 'node:module';
const seen = new Set();
registerHooks({ resolve(specifier, context, next) { const r = next(specifier, context); seen.add(r.url); return r; } });
await import(${JSON.stringify(pathToFileURL(file).href)});
// Exit once the pipe has taken the list: the imports may leave timers behind.
process.stdout.write(JSON.stringify([...seen]), () => process.exit(0));
`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
    encoding: 'utf8',
    // eslint-disable-next-line no-restricted-properties -- test helper: the child inherits the run's environment, less jest's node flags
    env: { ...process.env, NODE_OPTIONS: '' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as string[];
}

/** The URLs under `node_modules/<pkg>` (a package name ending in `/`, e.g. `kafkajs/`). */
export function fromPackage(loaded: string[], pkg: string): string[] {
  return loaded.filter((url) => url.includes(`/node_modules/${pkg}`));
}
