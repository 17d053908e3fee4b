import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * infra/scripts/build.mjs in a throwaway monorepo of one SWC service and one SPA (whose "bundler"
 * copies src/ to dist/): what it rebuilds, and what it leaves alone.
 */
const repo = join(import.meta.dirname, '..', '..');
let root;

const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** Sets a file's (or directory's) time to `secondsAgo` in the past, as an edit made then would. */
const age = (path, secondsAgo) => {
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(join(root, path), at, at);
};
const build = (...args) => {
  const r = spawnSync(process.execPath, [join(root, 'infra/scripts/build.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`build failed: ${r.stdout}${r.stderr}`);
  return r.stdout;
};
const built = (out) => [...out.matchAll(/^built (\S+)/gm)].map((m) => m[1]);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sokoni-build-'));
  cpSync(join(repo, 'infra/scripts/build.mjs'), join(root, 'infra/scripts/build.mjs'));
  cpSync(join(repo, '.swcrc'), join(root, '.swcrc'));
  mkdirSync(join(root, 'node_modules/.bin'), { recursive: true });
  symlinkSync(join(repo, 'node_modules/.bin/swc'), join(root, 'node_modules/.bin/swc'));
  symlinkSync(join(repo, 'node_modules/@swc'), join(root, 'node_modules/@swc'));
  write('package.json', JSON.stringify({ workspaces: ['services/svc', 'web'] }));
  write('package-lock.json', '{}');
  write('infra/vite/plugin.ts', 'export {};\n');
  write('services/svc/package.json', '{}');
  write('services/svc/src/main.ts', 'export const a: number = 1;\n');
  write('services/svc/src/gone.ts', 'export const b = 2;\n');
  write('services/svc/src/i18n/en.json', '{"hello":"Hello"}\n');
  write(
    'web/package.json',
    JSON.stringify({ scripts: { build: `node -e "require('fs').cpSync('src','dist',{recursive:true})"` } }),
  );
  write('web/src/app.tsx', 'export {};\n');
  // Everything written a minute ago, so the builds below are newer than any of it.
  for (const p of [
    'package.json',
    'package-lock.json',
    '.swcrc',
    'infra/scripts/build.mjs',
    'infra/vite/plugin.ts',
  ])
    age(p, 60);
  for (const p of ['services/svc/src/main.ts', 'services/svc/src/gone.ts', 'services/svc/src/i18n/en.json'])
    age(p, 60);
  for (const p of ['services/svc/src/i18n', 'services/svc/src', 'services/svc/package.json', 'infra/vite'])
    age(p, 60);
  for (const p of ['web/package.json', 'web/src/app.tsx', 'web/src']) age(p, 60);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run build (infra/scripts/build.mjs)', () => {
  it('builds everything once, then nothing while no input changed', () => {
    expect(built(build())).toEqual(['services/svc', 'web']);
    expect(readFileSync(join(root, 'services/svc/dist/main.js'), 'utf8')).toContain('export const a = 1');
    expect(existsSync(join(root, 'services/svc/dist/i18n/en.json'))).toBe(true);
    const again = build();
    expect(built(again)).toEqual([]);
    expect(again).toContain('up to date: services/svc, web');
  });

  it('rebuilds only the workspace whose source changed, and a deleted source’s output goes', () => {
    build();
    write('web/src/app.tsx', 'export const changed = true;\n');
    expect(built(build())).toEqual(['web']);
    expect(readFileSync(join(root, 'web/dist/app.tsx'), 'utf8')).toContain('changed');
    rmSync(join(root, 'services/svc/src/gone.ts'));
    expect(built(build())).toEqual(['services/svc']);
    expect(existsSync(join(root, 'services/svc/dist/gone.js'))).toBe(false);
  });

  it('rebuilds what shared inputs feed: the lock file everything, infra/vite the SPAs', () => {
    build();
    write('infra/vite/plugin.ts', 'export const v = 2;\n');
    expect(built(build())).toEqual(['web']);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(built(build())).toEqual(['services/svc', 'web']);
  });

  it('rebuilds a workspace whose dist/ is gone, and everything with --force', () => {
    build();
    rmSync(join(root, 'services/svc/dist'), { recursive: true });
    expect(built(build())).toEqual(['services/svc']);
    expect(existsSync(join(root, 'services/svc/dist/main.js'))).toBe(true);
    expect(built(build('--force'))).toEqual(['services/svc', 'web']);
  });

  it('never takes a failed build for a finished one', () => {
    build();
    write('services/svc/src/main.ts', 'export const = ;\n');
    expect(() => build()).toThrow(/build failed/);
    // The source is put back as it was, older than the last good build: still rebuilt.
    write('services/svc/src/main.ts', 'export const a: number = 1;\n');
    age('services/svc/src/main.ts', 60);
    age('services/svc/src', 60);
    expect(built(build())).toEqual(['services/svc']);
  });
});
