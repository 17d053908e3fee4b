import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The gateway owns no tables, consumes no events and, without REDIS_URL, keeps its state in memory:
// every module it loads costs parse time and heap in each gateway process (and in the standalone
// run's gateway thread). This reads what importing the built gateway loads, in a fresh node.
const gatewayDist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'index.js');

const probe = `
import { registerHooks } from 'node:module';
const seen = new Set();
registerHooks({ resolve(specifier, context, next) { const r = next(specifier, context); seen.add(r.url); return r; } });
await import(${JSON.stringify(pathToFileURL(gatewayDist).href)});
// Exit once the pipe has taken the list: the gateway's imports may leave timers behind.
process.stdout.write(JSON.stringify([...seen]), () => process.exit(0));
`;

describe('what the gateway loads', () => {
  let loaded: string[];

  beforeAll(() => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
      maxBuffer: 64 * 1024 * 1024,
    });
    loaded = JSON.parse(out) as string[];
  });

  it('loads the gateway itself (the probe sees its modules)', () => {
    expect(loaded.some((url) => url.includes('/gateway/dist/create-gateway.js'))).toBe(true);
    expect(loaded.some((url) => url.includes('/node_modules/@nestjs/core/'))).toBe(true);
  });

  it.each([
    '@mikro-orm/',
    'kafkajs/',
    'ioredis/',
    'pg/',
    '@electric-sql/pglite/',
    '@bufbuild/protobuf/',
    'kysely/',
  ])('does not load %s', (pkg) => {
    expect(loaded.filter((url) => url.includes(`/node_modules/${pkg}`))).toEqual([]);
  });
});
