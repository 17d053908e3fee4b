// What the storefront's entry route (the home page) costs a visitor on a phone:
//  1. bytes — the JS and CSS the home route loads (entry chunk and its static imports, the home
//     page chunk and its imports, the texts of the default language), gzip and brotli, from
//     Vite's manifest (web/dist/.vite/manifest.json);
//  2. time — Largest Contentful Paint measured in Debian's Chromium (playwright-core) with the CPU
//     slowed 4× and the network throttled to Lighthouse's "slow 4G" (applied throttling values),
//     mobile viewport, cold cache. Lighthouse itself is not installed (no npm install here), so
//     this is the same measurement made through the DevTools protocol.
//
//   node bench/web/run.mjs [--build] [--no-lcp] [--runs 3] [--url http://host:port]
//
// Without --url, LCP is measured against the standalone run (services/standalone/dist, demo data,
// temporary data folder) when it has been built, else against a small static server of web/dist
// whose API answers 404 (the page then hides its live sections). Results: bench/results/web-*.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = join(ROOT, 'web', 'dist');
const BUDGET_JS_GZ = 150 * 1024;

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};

if (flag('build') || !existsSync(join(DIST, '.vite', 'manifest.json'))) {
  console.log('building web/ …');
  const r = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// ---------------------------------------------------------------- 1. bytes
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const keyOf = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

function filesOf(keys) {
  const js = new Set();
  const css = new Set();
  for (const k of keys) {
    js.add(manifest[k].file);
    for (const c of manifest[k].css ?? []) css.add(c);
  }
  return { js, css };
}

const sizes = new Map();
function sizeOf(file) {
  let s = sizes.get(file);
  if (!s) {
    const buf = readFileSync(join(DIST, file));
    s = {
      raw: buf.length,
      gzip: gzipSync(buf, { level: 9 }).length,
      brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, s);
  }
  return s;
}
const sum = (files) =>
  [...files].reduce(
    (a, f) => {
      const s = sizeOf(f);
      return { raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

// Each part counts only what the parts before it did not already bring.
const minus = (set, ...others) => new Set([...set].filter((k) => !others.some((o) => o.has(k))));
const entry = closure(entryKey);
const homePage = minus(closure(keyOf('src/pages/home/home.page.tsx')), entry);
const texts = minus(
  new Set(['src/locales/en/common.json', 'src/locales/en/home.json'].flatMap((k) => [...closure(keyOf(k))])),
  entry,
  homePage,
);
const firstScreen = new Set([...entry, ...homePage, ...texts]);
const belowFold = minus(closure(keyOf('src/pages/home/below-fold.tsx')), firstScreen);
const withBelowFold = new Set([...firstScreen, ...belowFold]);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const report = { date: new Date().toISOString(), bytes: {}, lcp: null };
console.log('\nHome route (what a first visit downloads), gzip / brotli / raw:');
for (const [label, keys] of [
  ['entry chunk + its static imports', entry],
  ['+ home page chunk + its imports', homePage],
  ['+ English texts (shell, home)', texts],
  ['+ below-the-fold chunk (lazy, right after)', belowFold],
  ['FIRST SCREEN total', firstScreen],
  ['ALL OF HOME total', withBelowFold],
]) {
  const { js, css } = filesOf(keys);
  const j = sum(js);
  const c = sum(css);
  report.bytes[label] = { js: j, css: c, files: [...js, ...css] };
  console.log(
    `  ${label.padEnd(42)} JS ${kb(j.gzip).padStart(9)} / ${kb(j.brotli).padStart(9)} / ${kb(j.raw).padStart(9)}` +
      `   CSS ${kb(c.gzip).padStart(8)} / ${kb(c.brotli).padStart(8)}`,
  );
}
const homeJsGz = report.bytes['ALL OF HOME total'].js.gzip;
console.log(
  `\n  budget: ≤ ${kb(BUDGET_JS_GZ)} JS gzip on the entry route → ${kb(homeJsGz)} ` +
    (homeJsGz <= BUDGET_JS_GZ ? 'PASS' : 'OVER BUDGET'),
);
report.budget = { jsGzipLimit: BUDGET_JS_GZ, jsGzip: homeJsGz, pass: homeJsGz <= BUDGET_JS_GZ };

// ---------------------------------------------------------------- 2. LCP
async function freePort() {
  return new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
/** web/dist with its precompressed files, SPA fallback, API 404 (problem+json). */
function staticServer(port) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify({ status: 404, title: 'Not Found', detail: 'Not found' }));
      return;
    }
    let file = normalize(join(DIST, path));
    if (!file.startsWith(DIST + sep) || !existsSync(file) || !statSync(file).isFile())
      file = join(DIST, 'index.html');
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
    const enc = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(enc) && existsSync(`${file}.br`)) {
      headers['content-encoding'] = 'br';
      file = `${file}.br`;
    } else if (/\bgzip\b/.test(enc) && existsSync(`${file}.gz`)) {
      headers['content-encoding'] = 'gzip';
      file = `${file}.gz`;
    }
    res.writeHead(200, headers);
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function startTarget() {
  const given = option('url');
  if (given) return { url: given, kind: 'given', stop: async () => {} };
  const port = await freePort();
  const main = join(ROOT, 'services', 'standalone', 'dist', 'main.js');
  if (existsSync(main) && !flag('static')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-bench-web-'));
    const child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        KAFKA_BROKERS: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error('the standalone run did not answer within 180 s');
      try {
        if ((await fetch(`${url}/api/v1/fx-rates`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    return {
      url,
      kind: 'standalone (demo data)',
      stop: async () => {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const server = await staticServer(port);
  return {
    url: `http://127.0.0.1:${port}`,
    kind: 'static web/dist (API 404)',
    stop: async () => server.close(),
  };
}

// Lighthouse's mobile "slow 4G" as applied through DevTools (its throttling.js devtools values).
const SLOW_4G = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

async function measureOnce(browser, url) {
  // A new context per run: an empty cache (a first visit), without disabling the cache, which
  // would also defeat the page's own preloads.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  const metrics = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = null;
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          if (last)
            lcp = {
              ms: last.startTime,
              element: last.element
                ? `${last.element.tagName.toLowerCase()}${last.element.id ? `#${last.element.id}` : ''}${last.element.className ? `.${String(last.element.className).split(' ')[0]}` : ''}`
                : null,
              size: last.size,
            };
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        setTimeout(() => resolve({ lcp, fcp }), 500);
      }),
  );
  const wall = Date.now() - t0;
  await context.close();
  return { ...metrics, wallMs: wall, transferredBytes: bytes };
}

if (!flag('no-lcp')) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    console.log(`\nLCP: skipped (no Chromium at ${chromiumPath})`);
  } else {
    const { chromium } = await import('playwright-core');
    const target = await startTarget();
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const runs = Number(option('runs', '3'));
      const results = [];
      // One unthrottled visit first: the server's own first-request warm-up is not the page's cost.
      await fetch(`${target.url}/`).catch(() => {});
      for (let i = 0; i < runs; i++) results.push(await measureOnce(browser, `${target.url}/`));
      const lcps = results.map((r) => r.lcp?.ms ?? Number.NaN).sort((a, b) => a - b);
      const median = lcps[Math.floor(lcps.length / 2)];
      report.lcp = {
        target: target.kind,
        throttling: { cpu: 4, network: SLOW_4G },
        runs: results,
        medianMs: median,
      };
      console.log(
        `\nLCP on ${target.kind}, mobile 412×823, CPU 4× slower, slow 4G (562.5 ms RTT, 1.47 Mbps), cold cache:`,
      );
      for (const r of results)
        console.log(
          `  LCP ${r.lcp ? `${Math.round(r.lcp.ms)} ms (${r.lcp.element})` : 'n/a'}   FCP ${r.fcp ? Math.round(r.fcp) : 'n/a'} ms   transferred ${kb(r.transferredBytes)}`,
        );
      console.log(`  median LCP: ${Math.round(median)} ms (Lighthouse "good" ≤ 2500 ms)`);
    } finally {
      await browser.close();
      await target.stop();
    }
  }
}

mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
const out = join(ROOT, 'bench', 'results', `web-${report.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(out, JSON.stringify(report, null, 2));
console.log(`\nresults: ${out.slice(ROOT.length + 1)}`);
