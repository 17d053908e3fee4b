// Request paths side by side (issue 16): bare node:http, a service's trivial route, the gateway in
// front of a trivial upstream, and the catalogue's anonymous reads — directly and through the
// gateway — on PostgreSQL (each service its own process, as in Kubernetes) and on the standalone
// run (PGlite, one process, as `npm start`).
//
//   node bench/api/run.mjs [--db postgres|embedded|both] [--duration 10] [--connections 10]
//                          [--products 2000] [--only <name substring>] [--no-overload]
//
// Every server is a child process; autocannon (the load generator) runs in this one, on the same
// 2 cores, as the issue's own figures were taken. Each path gets a 2 s warm-up, then --duration
// seconds; printed as req/s, p50/p99 ms and the ratio to bare node:http. Rate limits are raised
// for the bench only (every request comes from one address). Results: bench/results/api.json.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import pg from 'pg';
import { openLoop } from './overload.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const DB = option('db', 'both');
const DURATION = Number(option('duration', '10'));
const CONNECTIONS = Number(option('connections', '10'));
const PRODUCTS = Number(option('products', '2000'));
const ONLY = option('only', '');
// --no-overload: skip the open-loop runs at twice each list's peak.
const OVERLOAD = !args.includes('--no-overload');
// --profile <dir>: the catalogue and gateway processes write V8 CPU profiles there when they stop
// (read them with bench/api/profile-summary.mjs).
const PROFILE = option('profile', '');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '1000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
};

const children = new Set();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

/** infra/runtime.env for a process on this host, the caller's NODE_OPTIONS after its own (as with-runtime-env.sh). */
function runtimeEnv() {
  const { NODE_OPTIONS, UNLIMITED_HOST_NODE_OPTIONS, ...settings } = parseEnv(
    readFileSync(join(ROOT, 'infra', 'runtime.env'), 'utf8'),
  );
  const caller = process.env.NODE_OPTIONS;
  return {
    ...settings,
    NODE_OPTIONS: [NODE_OPTIONS, UNLIMITED_HOST_NODE_OPTIONS, caller].filter(Boolean).join(' '),
  };
}

/**
 * Starts a child. With `announce`, `url` resolves with the first URL its output announces (group 1);
 * without, the caller polls its port (waitReady). Only the output's tail is kept, for errors: a
 * service logging under load would otherwise grow this process's memory for the whole run.
 */
function start(name, file, env, { announce, profiled = false, reference = false } = {}) {
  const flags =
    profiled && PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`, `--cpu-prof-name=${name.replace(/\W+/g, '-')}.cpuprofile`]
      : [];
  // Our processes run with the memory settings of `npm start` and the image (infra/runtime.env);
  // the bare reference with node's defaults.
  const child = spawn(process.execPath, [...flags, file], {
    cwd: ROOT,
    env: { ...process.env, ...(reference ? {} : runtimeEnv()), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let tail = '';
  const seen = (d) => {
    tail = (tail + d).slice(-3000);
  };
  child.stdout.on('data', seen);
  child.stderr.on('data', seen);
  const url = announce
    ? new Promise((resolve, reject) => {
        const look = () => {
          const m = announce.exec(tail);
          if (m) resolve(m[1]);
        };
        child.stdout.on('data', look);
        child.stderr.on('data', look);
        child.on('exit', (code) => reject(new Error(`${name} exited (${code}) before it started:\n${tail}`)));
      })
    : null;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    children.delete(child);
  };
  return { child, url, stop };
}

async function waitReady(url) {
  for (const until = Date.now() + 120_000; Date.now() < until;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never became ready`);
}

/** Resident memory of a process (kB → MB), from /proc. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
  } catch {
    return NaN;
  }
}

const results = [];
let bare = NaN;
/** The row measure() added last (undefined when --only skipped it). */
let last;

async function measure(mode, name, url) {
  // The reference always runs: every other row is a ratio to it.
  if (ONLY && !name.includes(ONLY) && name !== 'bare node:http') return;
  const first = await fetch(url);
  if (!first.ok) throw new Error(`${name}: ${url} answered ${first.status}`);
  await first.arrayBuffer();
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const rps = Math.round(r.requests.average);
  if (name === 'bare node:http') bare = rps;
  const row = {
    mode,
    name,
    rps,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ratio: Math.round((rps / bare) * 100) / 100,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
  results.push(row);
  last = row;
  console.log(
    `${mode.padEnd(10)} ${name.padEnd(44)} ${String(rps).padStart(7)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(4)} ms  ${row.ratio.toFixed(2)}× bare` +
      (row.non2xx || row.errors ? `  (non-2xx ${row.non2xx}, errors ${row.errors})` : ''),
  );
}

/**
 * Twice the rate the path served with CONNECTIONS connections, offered open-loop (overload.mjs):
 * what is served (goodput, against that peak), how the excess is refused, how long anyone waits.
 */
async function overload(mode, name, url, peak) {
  const r = await openLoop(url, { rate: 2 * peak, seconds: DURATION });
  const row = { mode, name: `${name} at 2× saturation`, peak, ...r, goodputShare: r.goodput / peak };
  results.push(row);
  console.log(
    `${mode.padEnd(10)} ${row.name.padEnd(44)} offered ${r.offered} req/s: goodput ${r.goodput} req/s (${Math.round(row.goodputShare * 100)}% of peak), ` +
      `refused ${r.refused} (${r.refusedWithoutRetryAfter} without Retry-After), other ${r.other}, errors ${r.errors}; ` +
      `2xx p50 ${r.okP50} ms p99 ${r.okP99} ms, longest wait ${r.maxMs} ms` +
      (r.errors ? ` (errors: ${JSON.stringify(r.errorKinds)})` : '') +
      `; the load's own send lag ≤ ${r.sendLagMs} ms`,
  );
}

/** The catalogue's anonymous reads, against a base URL (a service or a gateway). */
async function catalogueReads(mode, via, base) {
  const list = await (await fetch(`${base}/api/v1/products?pageSize=24`)).json();
  const product = list.items?.[0];
  last = undefined;
  await measure(mode, `${via} products?pageSize=24`, `${base}/api/v1/products?pageSize=24`);
  if (last && OVERLOAD)
    await overload(mode, `${via} products?pageSize=24`, `${base}/api/v1/products?pageSize=24`, last.rps);
  await measure(mode, `${via} categories`, `${base}/api/v1/categories`);
  if (product) await measure(mode, `${via} product detail`, `${base}/api/v1/products/${product.id}`);
  await measure(mode, `${via} search q=coffee`, `${base}/api/v1/products?q=coffee&pageSize=24`);
}

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Each service its own process on a fresh PostgreSQL database, with 2,000 seeded products. */
async function postgresRun(bareUrl) {
  const dbName = `sokoni_bench_api_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const stops = [];
  try {
    const cataloguePort = await freePort();
    const catalogue = start(
      'catalogue',
      'services/catalogue/dist/main.js',
      {
        DATABASE_URL: dbUrl.toString(),
        PORT: String(cataloguePort),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'sokoni-bench-api-')),
      },
      { profiled: true },
    );
    stops.push(catalogue.stop);
    const catalogueUrl = `http://127.0.0.1:${cataloguePort}`;
    await waitReady(`${catalogueUrl}/ready`);
    await seed(dbUrl.toString());

    const gwPort = await freePort();
    const gateway = start(
      'gateway',
      'services/gateway/dist/main.js',
      { PORT: String(gwPort), HOST: '127.0.0.1', ...BENCH_LIMITS, CATALOGUE_URL: catalogueUrl },
      { profiled: true },
    );
    stops.push(gateway.stop);
    const gatewayUrl = `http://127.0.0.1:${gwPort}`;
    await waitReady(`${gatewayUrl}/health`);

    // The gateway alone: in front of bare node:http (any path answers), its own cost per request.
    const hopPort = await freePort();
    const hop = start(
      'gateway (bare upstream)',
      'services/gateway/dist/main.js',
      { PORT: String(hopPort), HOST: '127.0.0.1', ...BENCH_LIMITS, CATALOGUE_URL: bareUrl },
      { profiled: true },
    );
    stops.push(hop.stop);
    const hopUrl = `http://127.0.0.1:${hopPort}`;
    await waitReady(`${hopUrl}/health`);

    const idle = { catalogue: rssMb(catalogue.child.pid), gateway: rssMb(gateway.child.pid) };
    console.log(
      `postgres   memory before the load: catalogue ${idle.catalogue} MB, gateway ${idle.gateway} MB RSS`,
    );
    results.push({ mode: 'postgres', name: 'memory before the load', ...idle });

    await measure('postgres', 'service /health (catalogue, Nest)', `${catalogueUrl}/health`);
    await measure('postgres', 'gateway → bare node:http', `${hopUrl}/api/v1/categories`);
    await catalogueReads('postgres', 'catalogue', catalogueUrl);
    await catalogueReads('postgres', 'gateway → catalogue', gatewayUrl);
    const memory = { catalogue: rssMb(catalogue.child.pid), gateway: rssMb(gateway.child.pid) };
    console.log(
      `postgres   memory after the load: catalogue ${memory.catalogue} MB, gateway ${memory.gateway} MB RSS`,
    );
    results.push({ mode: 'postgres', name: 'memory after the load', ...memory });
  } finally {
    for (const stop of stops.reverse()) await stop();
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  }
}

function seed(databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        'bench/seed/run.ts',
        '--products',
        String(PRODUCTS),
        '--database-url',
        databaseUrl,
      ],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench:seed exited ${code}`))));
  });
}

/** `npm start`: the standalone process on PGlite with the demo seed. */
async function embeddedRun() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-bench-api-'));
  const env = { ...BENCH_LIMITS, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '' };
  const began = Date.now();
  const standalone = start('standalone', 'services/standalone/dist/main.js', env, {
    announce: /running on (http:\/\/\S+)/,
  });
  try {
    const url = (await standalone.url).replace('localhost', '127.0.0.1');
    const readyMs = Date.now() - began;
    await new Promise((r) => setTimeout(r, 3000)); // the demo seed's events settle
    const rss = rssMb(standalone.child.pid);
    console.log(
      `embedded   started in ${(readyMs / 1000).toFixed(1)} s (first start: migrations and demo seed), ${rss} MB RSS`,
    );
    results.push({ mode: 'embedded', name: 'start', seconds: readyMs / 1000, rssMb: rss });
    await catalogueReads('embedded', 'gateway → catalogue', url);
    const after = rssMb(standalone.child.pid);
    console.log(`embedded   memory after the load: ${after} MB RSS`);
    results.push({ mode: 'embedded', name: 'memory after load', rssMb: after });
  } finally {
    await standalone.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const bareServer = start(
  'bare node:http',
  'bench/api/bare-server.mjs',
  {},
  {
    announce: /listening on (http:\/\/\S+)/,
    reference: true,
  },
);
try {
  const bareUrl = await bareServer.url;
  await measure('reference', 'bare node:http', `${bareUrl}/`);
  if (DB === 'postgres' || DB === 'both') await postgresRun(bareUrl);
  if (DB === 'embedded' || DB === 'both') await embeddedRun();
} finally {
  await bareServer.stop();
}
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench', 'results', 'api.json'),
  JSON.stringify(
    { at: new Date().toISOString(), connections: CONNECTIONS, duration: DURATION, results },
    null,
    2,
  ),
);
