import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

/** infra/runtime.env is the one source of the node processes' memory settings; these read its users. */
const repo = join(import.meta.dirname, '..', '..');
const settings = parseEnv(readFileSync(join(repo, 'infra', 'runtime.env'), 'utf8'));

/** What a process started through with-runtime-env.sh finds in its environment. */
function underScript(env) {
  const out = execFileSync(
    'bash',
    [
      join(repo, 'infra', 'scripts', 'with-runtime-env.sh'),
      process.execPath,
      '-e',
      'const { NODE_OPTIONS, MALLOC_ARENA_MAX, UNLIMITED_HOST_NODE_OPTIONS } = process.env; process.stdout.write(JSON.stringify({ NODE_OPTIONS, MALLOC_ARENA_MAX, UNLIMITED_HOST_NODE_OPTIONS }))',
    ],
    { encoding: 'utf8', env },
  );
  return JSON.parse(out);
}

describe('infra/runtime.env', () => {
  it('sets the young generation and the malloc arenas, and a heap cap for an unlimited host', () => {
    expect(settings.NODE_OPTIONS).toMatch(/--max-semi-space-size=\d+/);
    expect(settings.MALLOC_ARENA_MAX).toMatch(/^\d+$/);
    expect(settings.UNLIMITED_HOST_NODE_OPTIONS).toMatch(/^--max-old-space-size=\d+$/);
  });

  it('is what with-runtime-env.sh starts a process with, before a NODE_OPTIONS the caller set', () => {
    const { PATH, HOME } = process.env;
    const ours = `${settings.NODE_OPTIONS} ${settings.UNLIMITED_HOST_NODE_OPTIONS}`;
    const plain = underScript({ PATH, HOME });
    expect(plain.NODE_OPTIONS).toBe(ours);
    expect(plain.MALLOC_ARENA_MAX).toBe(settings.MALLOC_ARENA_MAX);
    expect(plain.UNLIMITED_HOST_NODE_OPTIONS).toBeUndefined();
    const withCaller = underScript({ PATH, HOME, NODE_OPTIONS: '--max-old-space-size=300' });
    expect(withCaller.NODE_OPTIONS).toBe(`${ours} --max-old-space-size=300`);
  });

  it('is what npm start runs the standalone with', () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
    expect(pkg.scripts['start:standalone']).toContain('infra/scripts/with-runtime-env.sh node ');
  });

  it("is the image's ENV, written out, without the unlimited host's heap cap", () => {
    const dockerfile = readFileSync(join(repo, 'infra', 'Dockerfile'), 'utf8');
    const env = /^ENV NODE_OPTIONS=(\S+) MALLOC_ARENA_MAX=(\S+)$/m.exec(dockerfile);
    expect(env?.slice(1)).toEqual([settings.NODE_OPTIONS, settings.MALLOC_ARENA_MAX]);
  });
});
