// Checkout under load (issue 11): N buyers at once, each adding products of several sellers to
// their server cart and checking out in KES, against the whole marketplace as `npm start` runs it.
//
//   node bench/checkout/run.mjs [--buyers 50] [--db embedded|postgres|both] [--url http://host:port]
//                               [--settle-ms 5000]
//
// Targets: add-to-cart p95 ≤ 150 ms, checkout p95 ≤ 400 ms (Medusa 2.x publishes 427 ms and
// 1,018 ms for the same two steps). `--db postgres` runs the standalone process on a fresh database
// of the PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// `embedded` on PGlite in a temporary folder. The server is a child process (the client shares the
// cores with it, so it is kept light: node:http). Sign-up and sign-in are setup, not measured; so
// are one warm-up checkout and a pause of --settle-ms for the sign-ups' e-mails and audit entries.
// Every buyer then adds and checks out with no pause: 50 requests in flight at once, the harshest
// reading of "50 concurrent buyers". The gateway's per-address limits are raised because every
// simulated buyer comes from this one address.
// Results: printed, and written to bench/results/checkout-<db>.json.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAIN = join(ROOT, 'services', 'standalone', 'dist', 'main.js');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const BUYERS = Number(option('buyers', '50'));
// --stock: every checkout also buys one ready-to-ship product whose stock the demo seller keeps,
// so each one locks and reserves stock in a transaction (five such products, shared by all buyers).
const STOCK = args.includes('--stock');
const SETTLE_MS = Number(option('settle-ms', '5000'));
const LINES_PER_BUYER = 3;
const TARGETS = { addToCart: 150, checkout: 400 };

if (!option('url') && !existsSync(MAIN)) {
  console.error('services/standalone/dist is missing: run `npm run build` first');
  process.exit(1);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
function summary(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const r = (x) => Math.round(x * 10) / 10;
  return { n: s.length, p50: r(percentile(s, 50)), p95: r(percentile(s, 95)), max: r(s.at(-1) ?? NaN) };
}

async function startServer(db) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-bench-checkout-'));
  let dbName;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SIGN_IN_ADDRESS_LIMIT: '1000',
  };
  delete env.DATABASE_URL;
  if (db === 'postgres') {
    const admin = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    dbName = `sokoni_bench_checkout_${Date.now().toString(36)}`;
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`create database ${dbName}`);
    await c.end();
    admin.pathname = `/${dbName}`;
    env.DATABASE_URL = admin.toString();
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
    if (dbName) {
      const c = new pg.Client({
        connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    }
  };
  return { url, stop };
}

/**
 * The load generator shares the 2 cores with the server, so it must cost as little as it can:
 * node:http on keep-alive sockets costs about a quarter of what fetch (undici) does per request
 * here, which would otherwise be counted against the server's latency.
 */
function client(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const origin = new URL(base);
  return (path, { method = 'GET', token, json, headers = {} } = {}) =>
    new Promise((resolve, reject) => {
      const h = { ...headers };
      const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
      if (body) {
        h['content-type'] = 'application/json';
        h['content-length'] = String(body.length);
      }
      if (token) h.authorization = `Bearer ${token}`;
      const started = performance.now();
      const req = http.request(
        { host: origin.hostname, port: origin.port, path, method, headers: h, agent },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            let parsed = null;
            if (res.statusCode !== 204 && chunks.length) {
              try {
                parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
              } catch {
                parsed = null;
              }
            }
            resolve({ status: res.statusCode, body: parsed, ms: performance.now() - started });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

/** Published products of at least LINES_PER_BUYER sellers, once the cart service knows them. */
async function pickProducts(api, token) {
  const found = await api('/api/v1/search?limit=60&sort=newest');
  const items = found.body?.items ?? (await api('/api/v1/products/featured?limit=24')).body?.items ?? [];
  const bySeller = new Map();
  for (const p of items)
    if (!bySeller.has(p.supplier?.id ?? p.sellerId)) bySeller.set(p.supplier?.id ?? p.sellerId, p);
  const picked = [...bySeller.values()].slice(0, 12);
  if (picked.length < LINES_PER_BUYER) throw new Error(`only ${picked.length} sellers' products found`);
  // The cart and trade learn of products from catalogue's events (the first start announces the
  // whole demo catalogue in the background): wait until the cart accepts every picked product.
  const deadline = Date.now() + 180_000;
  for (const p of picked) {
    for (;;) {
      const r = await api('/api/v1/cart/items', {
        method: 'POST',
        token,
        json: { productId: p.id, quantity: p.moq },
      });
      if (r.status === 200) break;
      if (Date.now() > deadline)
        throw new Error(`the cart never accepted ${p.id}: ${r.status} ${JSON.stringify(r.body)}`);
      await new Promise((res) => setTimeout(res, 500));
    }
  }
  return picked;
}

async function signUp(api, i, run) {
  const email = `bench-${run}-${i}@example.com`;
  const password = 'Bench checkout passphrase 2026';
  const reg = await api('/api/v1/auth/register', {
    method: 'POST',
    json: { email, password, fullName: `Bench Buyer ${i}`, businessName: `Bench Foods ${i}`, country: 'KE' },
  });
  if (reg.status !== 201) throw new Error(`register ${reg.status}: ${JSON.stringify(reg.body)}`);
  const login = await api('/api/v1/auth/login', { method: 'POST', json: { email, password } });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${JSON.stringify(login.body)}`);
  return login.body.accessToken;
}

/** Up to five of the demo seller's published ready-to-ship products, each given ample stock. */
async function stockedProducts(api, buyerToken) {
  const login = await api('/api/v1/auth/login', {
    method: 'POST',
    json: { email: 'seller@demo.sokoni.africa', password: 'Kente Loom 2026' },
  });
  if (login.status !== 200)
    throw new Error(`demo seller sign-in ${login.status}: ${JSON.stringify(login.body)}`);
  const token = login.body.accessToken;
  const mine = await api('/api/v1/seller/products?status=published&pageSize=100', { token });
  const ready = (mine.body?.items ?? []).filter((p) => p.readyToShip).slice(0, 5);
  if (ready.length === 0) throw new Error('the demo seller has no published ready-to-ship product');
  const deadline = Date.now() + 180_000;
  for (const p of ready) {
    for (;;) {
      const set = await api(`/api/v1/seller/stock/${p.id}`, {
        method: 'PUT',
        token,
        json: { quantity: 1_000_000 },
      });
      if (set.status === 200) break;
      if (Date.now() > deadline)
        throw new Error(`stock of ${p.id}: ${set.status} ${JSON.stringify(set.body)}`);
      await new Promise((res) => setTimeout(res, 500));
    }
    // The cart must know the product too (catalogue's announcement reaches it in the background).
    for (;;) {
      const r = await api('/api/v1/cart/items', {
        method: 'POST',
        token: buyerToken,
        json: { productId: p.id, quantity: p.moq ?? p.minOrderQuantity ?? 1 },
      });
      if (r.status === 200) break;
      if (Date.now() > deadline) throw new Error(`the cart never accepted ${p.id}: ${r.status}`);
      await new Promise((res) => setTimeout(res, 500));
    }
  }
  return ready.map((p) => ({ ...p, moq: p.moq ?? p.minOrderQuantity ?? 1 }));
}

const ADDRESS = {
  fullName: 'Wanjiku Kamau',
  line1: 'Moi Avenue 12',
  city: 'Nairobi',
  country: 'KE',
  phone: '+254712345678',
};

/** The setup buyer checks out what pickProducts left in their cart (the warm-up). */
async function checkoutOnce(api, token) {
  const cart = await api('/api/v1/cart', { token });
  const items = (cart.body?.sellers ?? []).flatMap((s) =>
    s.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
  );
  const r = await api('/api/v1/checkout', {
    method: 'POST',
    token,
    headers: { 'idempotency-key': randomUUID() },
    json: { currency: 'KES', shippingAddress: ADDRESS, items },
  });
  if (r.status !== 201) throw new Error(`warm-up checkout ${r.status}: ${JSON.stringify(r.body)}`);
}

async function bench(db, url) {
  const server = url ? { url, stop: async () => undefined } : await startServer(db);
  const api = client(server.url);
  const run = Date.now().toString(36);
  try {
    const setupToken = await signUp(api, 'setup', run);
    const products = await pickProducts(api, setupToken);
    const stocked = STOCK ? await stockedProducts(api, setupToken) : [];
    const tokens = await Promise.all(Array.from({ length: BUYERS }, (_, i) => signUp(api, i, run)));
    // Warm-up, not measured: one checkout of the setup buyer (the code path's first run compiles
    // it), then a pause so the sign-ups' own work (verification e-mails, audit entries) is done
    // before the clock starts — 50 accounts are not opened in the second before they all buy.
    await checkoutOnce(api, setupToken);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const adds = [];
    const checkouts = [];
    const failures = [];
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token, i) => {
        const mine = Array.from({ length: LINES_PER_BUYER }, (_, k) =>
          STOCK && k === 0 ? stocked[i % stocked.length] : products[(i + k) % products.length],
        );
        for (const p of mine) {
          const r = await api('/api/v1/cart/items', {
            method: 'POST',
            token,
            json: { productId: p.id, quantity: p.moq },
          });
          if (r.status === 200) adds.push(r.ms);
          else failures.push(`add ${r.status} ${r.body?.code ?? ''}`);
        }
        const cart = await api('/api/v1/cart', { token });
        const items = (cart.body?.sellers ?? []).flatMap((s) =>
          s.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        );
        const r = await api('/api/v1/checkout', {
          method: 'POST',
          token,
          headers: { 'idempotency-key': randomUUID() },
          json: { currency: 'KES', shippingAddress: ADDRESS, items },
        });
        if (r.status === 201) checkouts.push(r.ms);
        else failures.push(`checkout ${r.status} ${r.body?.code ?? ''}`);
      }),
    );
    const wall = performance.now() - started;
    return {
      db,
      stock: STOCK,
      buyers: BUYERS,
      wallMs: Math.round(wall),
      addToCart: summary(adds),
      checkout: summary(checkouts),
      failures,
    };
  } finally {
    await server.stop();
  }
}

const dbs = option('url')
  ? ['given']
  : option('db', 'both') === 'both'
    ? ['embedded', 'postgres']
    : [option('db')];
mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
let ok = true;
for (const db of dbs) {
  const r = await bench(db, option('url'));
  writeFileSync(
    join(ROOT, 'bench', 'results', `checkout-${db}${STOCK ? '-stock' : ''}.json`),
    JSON.stringify(r, null, 2),
  );
  const verdict = (s, t) => (s.p95 <= t ? 'within' : 'OVER');
  console.log(
    `[${db}${STOCK ? ', stock kept' : ''}] ${r.buyers} concurrent buyers, ${r.wallMs} ms in all\n` +
      `  add to cart  n=${r.addToCart.n} p50 ${r.addToCart.p50} ms  p95 ${r.addToCart.p95} ms  max ${r.addToCart.max} ms  (target p95 ≤ ${TARGETS.addToCart}: ${verdict(r.addToCart, TARGETS.addToCart)})\n` +
      `  checkout     n=${r.checkout.n} p50 ${r.checkout.p50} ms  p95 ${r.checkout.p95} ms  max ${r.checkout.max} ms  (target p95 ≤ ${TARGETS.checkout}: ${verdict(r.checkout, TARGETS.checkout)})` +
      (r.failures.length
        ? `\n  failures: ${r.failures.length} (${[...new Set(r.failures)].join(', ')})`
        : ''),
  );
  if (r.failures.length) ok = false;
}
process.exit(ok ? 0 : 1);
