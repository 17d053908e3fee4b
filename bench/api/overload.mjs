// An open-loop load: requests sent at a fixed rate whatever the answers, as a crowd of browsers
// would (autocannon's connections each wait for their answer, so a slow server slows its own load
// and overload never shows). Each request's time runs from when it was due, not from when a
// connection was free, so time spent waiting client-side counts too.
import { Pool } from 'undici';

/**
 * Offers `rate` requests per second to `url` for `seconds`, over up to `connections` connections;
 * returns what came back: goodput (2xx per second), refusals (503/429, with or without
 * Retry-After), other statuses, errors, and latencies.
 */
export async function openLoop(url, { rate, seconds, connections = 2_000, timeoutMs = 10_000 }) {
  const target = new URL(url);
  const pool = new Pool(target.origin, {
    connections,
    pipelining: 1,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 10_000,
  });
  const path = `${target.pathname}${target.search}`;
  const ok = [];
  const all = [];
  const counts = { ok: 0, refused: 0, refusedWithoutRetryAfter: 0, other: 0, errors: 0 };
  const errorKinds = {};
  const inFlight = new Set();
  const started = performance.now();
  const total = Math.round(rate * seconds);
  const one = async (due) => {
    try {
      const res = await pool.request({ path, method: 'GET' });
      await res.body.dump();
      const ms = performance.now() - due;
      all.push(ms);
      if (res.statusCode >= 200 && res.statusCode < 300) {
        counts.ok += 1;
        ok.push(ms);
      } else if (res.statusCode === 503 || res.statusCode === 429) {
        counts.refused += 1;
        if (!res.headers['retry-after']) counts.refusedWithoutRetryAfter += 1;
      } else counts.other += 1;
    } catch (err) {
      counts.errors += 1;
      const kind = err?.code ?? err?.name ?? 'error';
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      all.push(performance.now() - due);
    }
  };
  let sendLag = 0;
  // Sends what is due every millisecond or so: a timer per request would cost more than the work.
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; sent < due; sent++) {
      const at = started + (sent / rate) * 1000;
      sendLag = Math.max(sendLag, performance.now() - at);
      const p = one(at).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  const pct = (list, p) => {
    if (list.length === 0) return NaN;
    const sorted = [...list].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);
  };
  return {
    offered: rate,
    seconds: elapsed,
    goodput: Math.round(counts.ok / elapsed),
    ...counts,
    okP50: pct(ok, 0.5),
    okP99: pct(ok, 0.99),
    maxMs: Math.round(Math.max(...all)),
    errorKinds,
    /** How late the last request left: this process's own lag, which the latencies include. */
    sendLagMs: Math.round(sendLag),
  };
}
