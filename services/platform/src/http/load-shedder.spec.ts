import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadSheddingOf, shedLoad, type LoadShedderStats } from './load-shedder.js';

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A server whose requests wait until the test lets them go, in arrival order. */
async function heldServer(settings: { inFlight: number; queued: number; waitMs: number }) {
  const held: ServerResponse[] = [];
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.url!);
    if (req.url === '/health') return res.end('ok');
    held.push(res);
  });
  const stats: LoadShedderStats = shedLoad(
    server,
    loadSheddingOf({
      HTTP_MAX_IN_FLIGHT: settings.inFlight,
      HTTP_MAX_QUEUED: settings.queued,
      HTTP_MAX_QUEUE_WAIT_MS: settings.waitMs,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, headers: Record<string, string> = {}) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false });
    const answer = new Promise<Answer>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject);
    });
    req.end();
    return { answer, abort: () => req.destroy() };
  };
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
    expect(check()).toBe(true);
  };
  const release = () => held.shift()!.end('done');
  const close = () => {
    held.forEach((r) => r.end());
    server.closeAllConnections();
    return new Promise((r) => server.close(r));
  };
  return { get, until, release, close, stats, seen };
}

describe('shedLoad', () => {
  it('runs maxInFlight, lines up maxQueued, refuses the rest at once with a localized 503 and Retry-After', async () => {
    const s = await heldServer({ inFlight: 2, queued: 2, waitMs: 5_000 });
    try {
      const first = [s.get('/a'), s.get('/b')];
      await s.until(() => s.stats.inFlight === 2);
      const waiting = [s.get('/c'), s.get('/d')];
      await s.until(() => s.stats.queued === 2);
      const refused = await s.get('/e?x=1', { 'accept-language': 'fr-CA,fr;q=0.9', 'x-request-id': 'req-42' })
        .answer;
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(refused.body)).toEqual({
        type: 'https://sokoni.africa/problems/http.overloaded',
        title: 'Service indisponible',
        status: 503,
        detail: expect.stringMatching(/^Nous recevons plus de demandes/),
        instance: '/e',
        code: 'http.overloaded',
        requestId: 'req-42',
      });
      // The refused request never reached the app; the waiting ones run as slots free, in order.
      expect(s.seen).toEqual(['/a', '/b']);
      s.release();
      await s.until(() => s.seen.length === 3);
      expect(s.seen[2]).toBe('/c');
      s.release();
      s.release();
      await s.until(() => s.seen.length === 4);
      s.release();
      const answers = await Promise.all([...first, ...waiting].map((r) => r.answer));
      expect(answers.map((a) => [a.status, a.body])).toEqual(Array(4).fill([200, 'done']));
      expect(s.stats).toEqual({ inFlight: 0, queued: 0, refused: 1 });
    } finally {
      await s.close();
    }
  });

  it('refuses a request that waited longer than maxWaitMs, though no slot freed', async () => {
    const s = await heldServer({ inFlight: 1, queued: 5, waitMs: 100 });
    try {
      s.get('/busy');
      await s.until(() => s.stats.inFlight === 1);
      const started = performance.now();
      const late = await s.get('/late').answer;
      expect(late.status).toBe(503);
      expect(JSON.parse(late.body).detail).toMatch(/^More requests are arriving/);
      expect(performance.now() - started).toBeGreaterThanOrEqual(90);
      expect(s.seen).toEqual(['/busy']);
      expect(s.stats.queued).toBe(0);
    } finally {
      await s.close();
    }
  });

  it('never holds a health probe, and forgets a caller who gave up while waiting', async () => {
    const s = await heldServer({ inFlight: 1, queued: 1, waitMs: 5_000 });
    try {
      s.get('/busy');
      await s.until(() => s.stats.inFlight === 1);
      const gaveUp = s.get('/gave-up');
      gaveUp.answer.catch(() => undefined);
      await s.until(() => s.stats.queued === 1);
      expect((await s.get('/health').answer).body).toBe('ok');
      gaveUp.abort();
      await new Promise((r) => setTimeout(r, 20));
      const next = s.get('/next');
      // /gave-up left the line at once, so /next found room in it; /busy ends and /next runs.
      s.release();
      await s.until(() => s.seen.includes('/next'));
      expect(s.seen).toEqual(['/busy', '/health', '/next']);
      s.release();
      expect((await next.answer).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});
