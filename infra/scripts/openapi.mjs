// Regenerates the front ends' typed API client from the gateway's merged OpenAPI document:
// boots the standalone run (built dist/, in-memory database, no demo data), fetches
// /api/docs/openapi.json, writes web/src/api/openapi.json and, through openapi-typescript,
// web/src/api/schema.d.ts. `--check` fails instead when the committed files are stale.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const check = process.argv.includes('--check');
const out = join(root, 'web', 'src', 'api');

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const main = join(root, 'services', 'standalone', 'dist', 'main.js');
if (!existsSync(main)) throw new Error('build first: npm run build');
const child = spawn(process.execPath, [main], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: 'memory://',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    KAFKA_BROKERS: '',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let doc;
try {
  const deadline = Date.now() + 60_000;
  while (!doc) {
    if (Date.now() > deadline) throw new Error('the standalone run did not answer within 60 s');
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/docs/openapi.json`);
      if (r.ok) doc = await r.json();
    } catch {
      // not listening yet
    }
    if (!doc) await new Promise((r) => setTimeout(r, 300));
  }
} finally {
  child.kill('SIGTERM');
}

// Stable output: keys sorted, so a regeneration without API changes is no diff.
const sortKeys = (v) =>
  Array.isArray(v)
    ? v.map(sortKeys)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sortKeys(v[k])]),
        )
      : v;
const json = JSON.stringify(sortKeys(doc), null, 2) + '\n';
const tmp = mkdtempSync(join(tmpdir(), 'sokoni-openapi-'));
try {
  writeFileSync(join(tmp, 'openapi.json'), json);
  // Resolved from web/, whose devDependency it is, wherever npm placed it.
  const pkgJson = createRequire(join(root, 'web', 'package.json')).resolve('openapi-typescript/package.json');
  const bin = join(dirname(pkgJson), JSON.parse(readFileSync(pkgJson, 'utf8')).bin['openapi-typescript']);
  const r = spawnSync(process.execPath, [bin, join(tmp, 'openapi.json'), '-o', join(tmp, 'schema.d.ts')], {
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  const files = ['openapi.json', 'schema.d.ts'];
  if (check) {
    const stale = files.filter(
      (f) =>
        !existsSync(join(out, f)) ||
        readFileSync(join(out, f), 'utf8') !== readFileSync(join(tmp, f), 'utf8'),
    );
    if (stale.length) {
      console.error(`web/src/api/{${stale.join(',')}} is stale: run npm run api`);
      process.exit(1);
    }
    console.log('API client up to date');
  } else {
    for (const f of files) writeFileSync(join(out, f), readFileSync(join(tmp, f)));
    console.log('wrote web/src/api/openapi.json and schema.d.ts');
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
