// Bulk product upload (issue 12): a seller uploads a 5,000-row file; the clock runs from the upload
// request to the job reading "done", through the whole marketplace as `npm start` runs it.
//
//   node bench/bulk-import/run.mjs [--rows 5000] [--format csv|xlsx] [--bad 10] [--db postgres|embedded]
//                                  [--url http://host:port] [--runs 1]
//
// Target: under 60 s for 5,000 rows. `--db postgres` (default) runs the standalone process on a
// fresh database of the PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// `embedded` on PGlite in a temporary folder. The demo seller uploads into a leaf category of the demo
// catalogue; `--bad` rows (spread through the file) break a product rule, so the report path is
// timed too. Results: printed, and written to bench/results/bulk-import-<db>-<format>.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import writeXlsxFile from 'write-excel-file/node';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAIN = join(ROOT, 'services', 'standalone', 'dist', 'main.js');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const ROWS = Number(option('rows', '5000'));
const FORMAT = option('format', 'csv');
const BAD = Number(option('bad', '10'));
const DB = option('db', 'postgres');
const RUNS = Number(option('runs', '1'));
const TARGET_S = 60;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (!option('url') && !existsSync(MAIN)) {
  console.error('services/standalone/dist is missing: run `npm run build` first');
  process.exit(1);
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-bench-bulk-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  delete env.DATABASE_URL;
  let dbName;
  if (DB === 'postgres') {
    dbName = `sokoni_bench_bulk_${Date.now().toString(36)}`;
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(`create database ${dbName}`);
    await c.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /running on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`the standalone run exited (${code}) before it started`)));
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    if (!dbName) return;
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  };
  return { url, stop };
}

const HEADER = [
  'title',
  'description',
  'unit',
  'moq',
  'currency',
  'tier_1_min_quantity',
  'tier_1_unit_price',
  'tier_2_min_quantity',
  'tier_2_unit_price',
  'tier_3_min_quantity',
  'tier_3_unit_price',
  'origin_country',
  'ready_to_ship',
  'lead_time_days',
  'capacity_per_month',
  'hs_code',
  'incoterms',
  'certifications',
  'specifications',
  'sample_available',
  'sample_price',
];

/** Realistic rows: every column filled, 1 row in ROWS/BAD with its first tier off the MOQ. */
function rows(n, bad) {
  const every = bad > 0 ? Math.floor(n / bad) : Infinity;
  return Array.from({ length: n }, (_, i) => {
    const moq = 5 + (i % 50);
    return [
      `Bench cocoa lot ${i + 1} grade ${['A', 'B', 'C'][i % 3]}`,
      `Sun-dried fermented beans from the **Ashanti** region, lot ${i + 1}. Moisture ≤ 7.5%, bean count 100/100 g.`,
      'tonne',
      String(moq),
      'GHS',
      String(i % every === every - 1 ? moq + 1 : moq),
      '30000.50',
      String(moq * 4),
      '29000',
      String(moq * 20),
      '27500',
      'GH',
      i % 2 ? 'yes' : 'no',
      '14',
      '400',
      '1801.00',
      'FOB, CIF',
      'Fairtrade; Organic (EU)',
      'Moisture: ≤ 7.5%; Bean count: 100/100 g',
      'yes',
      '500',
    ];
  });
}

const csvCell = (c) => (/[",\n;]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

async function file(format) {
  const data = [HEADER, ...rows(ROWS, BAD)];
  if (format === 'xlsx') return writeXlsxFile(data.map((r) => r.map((value) => ({ value })))).toBuffer();
  return Buffer.from(data.map((r) => r.map(csvCell).join(',')).join('\n'));
}

async function api(base, path, init = {}) {
  const res = await fetch(`${base}${path}`, init);
  const body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function run(base) {
  const login = await api(base, '/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'seller@demo.sokoni.africa', password: 'Kente Loom 2026' }),
  });
  const auth = { authorization: `Bearer ${login.accessToken}` };
  const tree = await api(base, '/api/v1/categories');
  const leaf = (nodes) => {
    for (const c of nodes) {
      if (!c.children?.length) return c;
      const found = leaf(c.children);
      if (found) return found;
    }
    return undefined;
  };
  const category = leaf(Array.isArray(tree) ? tree : (tree.items ?? []));
  if (!category) throw new Error('no category found');
  const body = await file(FORMAT);
  const results = [];
  for (let r = 0; r < RUNS; r++) {
    const form = new FormData();
    form.set('categoryId', category.id);
    form.set('file', new Blob([body]), `bench.${FORMAT}`);
    const started = performance.now();
    const job = await api(base, '/api/v1/seller/bulk-imports', { method: 'POST', headers: auth, body: form });
    const acceptedMs = performance.now() - started;
    let last = job;
    while (last.status === 'queued' || last.status === 'running') {
      await new Promise((res) => setTimeout(res, 200));
      last = await api(base, `/api/v1/seller/bulk-imports/${job.id}`, { headers: auth });
    }
    const seconds = (performance.now() - started) / 1000;
    if (last.status !== 'done') throw new Error(`the job ended ${last.status}: ${last.failure}`);
    const result = {
      rows: ROWS,
      format: FORMAT,
      bytes: body.length,
      acceptedMs: Math.round(acceptedMs),
      seconds: Math.round(seconds * 10) / 10,
      rowsPerSecond: Math.round(ROWS / seconds),
      created: last.created,
      failed: last.failed,
      target: `< ${TARGET_S} s`,
      met: seconds < TARGET_S,
    };
    console.log(JSON.stringify(result));
    results.push(result);
  }
  return results;
}

const server = option('url') ? { url: option('url'), stop: async () => {} } : await startServer();
try {
  const results = await run(server.url);
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  const out = join(ROOT, 'bench', 'results', `bulk-import-${option('url') ? 'url' : DB}-${FORMAT}.json`);
  writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), db: DB, results }, null, 2));
  console.log(`written to ${out}`);
  if (results.some((r) => !r.met)) process.exitCode = 1;
} finally {
  await server.stop();
}
