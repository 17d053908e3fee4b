// bench/realtime: one gateway process holding N concurrent SSE notification streams (raw HTTP
// clients), its memory per connection and publish-to-client latency, for the standalone run's
// in-process fan-out and for Redis. See README.md.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'both' }, // memory | redis | both
    connections: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '1000' }, // events per second, spread over the users
    seconds: { type: 'string', default: '10' },
    'redis-url': { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const N = Number(args.connections);
const RATE = Number(args.rate);
const TOTAL = RATE * Number(args.seconds);
const modes = args.mode === 'both' ? ['memory', 'redis'] : [args.mode];
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Identity's part: a JWKS and an access token per simulated user.
const { publicKey, privateKey } = await generateKeyPair('ES256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'ES256', use: 'sig' };
const jwks = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
);
await new Promise((resolve) => jwks.listen(0, '127.0.0.1', resolve));
const jwksUrl = `http://127.0.0.1:${jwks.address().port}/.well-known/jwks.json`;
const sign = (sub) =>
  new SignJWT({ role: 'buyer', email: `${sub.slice(0, 8)}@bench.example`, verified: true })
    .setProtectedHeader({ alg: 'ES256', kid: 'bench' })
    .setSubject(sub)
    .setIssuer('sokoni-identity')
    .setAudience('sokoni')
    .setExpirationTime('1h')
    .sign(privateKey);

function startChild(mode) {
  const child = fork(
    new URL('./gateway-child.mjs', import.meta.url),
    [JSON.stringify({ mode, redisUrl: args['redis-url'], jwksUrl, connections: N })],
    {
      execArgv: ['--expose-gc', '--import', new URL('./swc-hooks.mjs', import.meta.url).href],
    },
  );
  const waiting = [];
  child.on('message', (message) => {
    const i = waiting.findIndex((w) => w.type === message.type);
    if (i >= 0) waiting.splice(i, 1)[0].resolve(message);
  });
  const next = (type) => new Promise((resolve) => waiting.push({ type, resolve }));
  const ask = (message, reply = message.type) => {
    const answer = next(reply);
    child.send(message);
    return answer;
  };
  return { child, next, ask };
}

/** One raw SSE client; resolves when the stream is open, records each event's latency. */
function connect(url, token, latencies) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let opened = false;
        res.on('data', (chunk) => {
          const at = now();
          if (!opened && chunk.includes('retry:')) {
            opened = true;
            resolve(req);
          }
          for (const match of chunk.matchAll(/"sentAt":([\d.]+)/g)) latencies.push(at - Number(match[1]));
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

async function run(mode) {
  const users = Array.from({ length: N }, () => randomUUID());
  const tokens = await Promise.all(users.map(sign));
  const { child, next, ask } = startChild(mode);
  const { url } = await next('ready');
  const streamUrl = `${url}/api/v1/notifications/stream`;
  const latencies = [];

  // Warm-up: the first streams compile the code path; their memory is not what is measured.
  const warm = await Promise.all(tokens.slice(0, 20).map((t) => connect(streamUrl, t, [])));
  for (const req of warm) req.destroy();
  await sleep(500);
  const before = await ask({ type: 'memory' });

  const opening = performance.now();
  const clients = [];
  for (let i = 0; i < N; i += 100)
    clients.push(
      ...(await Promise.all(tokens.slice(i, i + 100).map((t) => connect(streamUrl, t, latencies)))),
    );
  const openMs = performance.now() - opening;
  await sleep(1_000);
  const after = await ask({ type: 'memory' });
  const open = await ask({ type: 'state' });

  const clientDelay = monitorEventLoopDelay({ resolution: 10 });
  clientDelay.enable();
  const published = await ask({ type: 'publish', users, rate: RATE, total: TOTAL }, 'published');
  const deadline = Date.now() + 10_000;
  while (latencies.length < TOTAL && Date.now() < deadline) await sleep(50);
  const received = latencies.length;
  clientDelay.disable();

  for (const req of clients) req.destroy();
  await sleep(1_000);
  const closed = await ask({ type: 'state' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ type: 'stop' });
  await exited;

  const sorted = latencies.sort((a, b) => a - b);
  return {
    mode,
    connections: N,
    openSeconds: round(openMs / 1000, 2),
    streamsHeld: open.streams,
    memoryPerConnectionKb: {
      rss: round((after.rss - before.rss) / N / 1024),
      heap: round((after.heapUsed - before.heapUsed) / N / 1024),
      external: round((after.external - before.external) / N / 1024),
    },
    events: { published: published.sent, received, publishSeconds: round(published.ms / 1000, 2) },
    // Event-loop lag while publishing (p99 / max, ms): the gateway's, and the clients' own.
    loopDelayMs: {
      gateway: { p99: round(published.loopDelayMs.p99), max: round(published.loopDelayMs.max) },
      clients: { p99: round(clientDelay.percentile(99) / 1e6), max: round(clientDelay.max / 1e6) },
    },
    latencyMs: {
      p50: round(pct(sorted, 50)),
      p95: round(pct(sorted, 95)),
      p99: round(pct(sorted, 99)),
      max: round(sorted.at(-1)),
    },
    afterDisconnect: { streams: closed.streams, subscribedUsers: closed.subscribedUsers },
  };
}

const load = loadavg().map((l) => round(l, 2));
const results = [];
for (const mode of modes) {
  const result = await run(mode);
  results.push(result);
  console.log(`\n${mode}: ${N} streams opened in ${result.openSeconds} s`);
  console.log(
    `  memory per connection (after GC): RSS ${result.memoryPerConnectionKb.rss} KB, heap ${result.memoryPerConnectionKb.heap} KB, external ${result.memoryPerConnectionKb.external} KB`,
  );
  console.log(
    `  ${result.events.received}/${result.events.published} events delivered (${RATE}/s for ${args.seconds} s)`,
  );
  const l = result.latencyMs;
  console.log(
    `  publish → client latency: p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms ${l.p99 <= 200 ? '(target p99 ≤ 200 ms: met)' : '(target p99 ≤ 200 ms: MISSED)'}`,
  );
  const d = result.loopDelayMs;
  console.log(
    `  event-loop lag while publishing (p99 / max): gateway ${d.gateway.p99} / ${d.gateway.max} ms, clients ${d.clients.p99} / ${d.clients.max} ms`,
  );
  console.log(
    `  after disconnect: ${result.afterDisconnect.streams} streams, ${result.afterDisconnect.subscribedUsers} subscribed users`,
  );
}
console.log(
  `\nload average before: ${load.join(' ')}, after: ${loadavg()
    .map((l) => round(l, 2))
    .join(' ')}`,
);
mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../results/realtime.json', import.meta.url),
  JSON.stringify({ at: new Date().toISOString(), load, results }, null, 2),
);
jwks.close();
// A miss is a failure: the p99 target, a lost event, or a stream or subscription left behind.
const failed = results.some(
  (r) =>
    r.latencyMs.p99 > 200 ||
    r.events.received < r.events.published ||
    r.afterDisconnect.streams > 0 ||
    r.afterDisconnect.subscribedUsers > 0,
);
process.exit(failed ? 1 : 0);
