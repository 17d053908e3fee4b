import type { INestApplication } from '@nestjs/common';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { loadConfig } from '@sokoni/platform/config';
import { appUrl } from '@sokoni/platform/http';
import { createGateway } from '../src/create-gateway.js';
import { gatewayConfigSchema } from '../src/gateway.config.js';

interface Seen {
  method?: string;
  url?: string;
  headers?: IncomingHttpHeaders;
  body?: string;
}

/**
 * The gateway in front of a stand-in service that records what reaches it and serves a JWKS: the
 * routing, the token check, the limits and the headers are the gateway's own behaviour.
 */
describe('gateway', () => {
  let upstream: Server;
  let gateway: INestApplication;
  let base: string;
  let seen: Seen = {};
  let slowClosed: Promise<boolean> | undefined;
  let token: string;
  const privateKey = generateKeyPair('ES256', { extractable: true });

  beforeAll(async () => {
    const { publicKey, privateKey: key } = await privateKey;
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    upstream = createServer((req, res) => {
      if (req.url === '/.well-known/jwks.json') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ keys: [jwk] }));
        return;
      }
      if (req.url === '/api/v1/countries/cut') {
        // Half an answer, then the service dies.
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '10' });
        res.write('hello');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      if (req.url === '/api/v1/countries/slow') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first');
        slowClosed = new Promise((resolve) => res.on('close', () => resolve(res.writableFinished)));
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen = {
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        };
        res.setHeader('content-type', 'application/json');
        res.setHeader('content-range', 'users 0-0/1');
        res.setHeader('connection', 'keep-alive');
        res.end(JSON.stringify({ ok: true }));
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const port = (upstream.address() as { port: number }).port;
    token = await new SignJWT({ role: 'buyer', email: 'b@example.org', verified: true })
      .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
      .setSubject('01a200fb-6a79-7127-b135-ce4f582cc428')
      .setIssuer('sokoni-identity')
      .setAudience('sokoni')
      .setExpirationTime('5m')
      .sign(key);
    const config = loadConfig(gatewayConfigSchema, {
      IDENTITY_URL: `http://127.0.0.1:${port}`,
      NOTIFICATIONS_URL: 'http://127.0.0.1:9', // nothing listens there: the unavailable service
      CATALOGUE_URL: 'http://127.0.0.1:9',
      CORS_ORIGINS: 'https://shop.example.com',
      BODY_LIMIT: '2kb',
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
    });
    gateway = await createGateway(config, 0);
    base = appUrl(gateway);
  });

  afterAll(async () => {
    await gateway?.close();
    await new Promise((r) => upstream?.close(r));
  });

  it('routes by prefix, keeps method, path and query, and passes request ids along', async () => {
    const res = await fetch(`${base}/api/v1/countries?lang=fr`, { headers: { 'x-request-id': 'req-123' } });
    expect(res.status).toBe(200);
    expect(seen).toMatchObject({ method: 'GET', url: '/api/v1/countries?lang=fr' });
    expect(seen.headers?.['x-request-id']).toBe('req-123');
    expect(seen.headers?.['x-correlation-id']).toBe('req-123');
    expect(seen.headers?.['x-forwarded-for']).toBeDefined();
    expect(res.headers.get('content-range')).toBe('users 0-0/1');
  });

  it('cuts the connection when the service dies mid-answer, rather than end it as if complete', async () => {
    const res = await fetch(`${base}/api/v1/countries/cut`);
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  it('stops the upstream call when the client leaves mid-stream', async () => {
    slowClosed = undefined;
    const client = new AbortController();
    const res = await fetch(`${base}/api/v1/countries/slow`, { signal: client.signal });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first');
    client.abort();
    expect(slowClosed).toBeDefined();
    await expect(slowClosed).resolves.toBe(false); // closed by the gateway, not finished
  });

  it("serves the API docs page's assets from swagger-ui-dist", async () => {
    const res = await fetch(`${base}/api/docs/assets/swagger-ui.css`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/css/);
  });

  it('checks the access token on protected routes before the service sees the request', async () => {
    seen = {};
    const none = await fetch(`${base}/api/v1/me`);
    expect(none.status).toBe(401);
    expect(none.headers.get('content-type')).toMatch(/problem\+json/);
    expect(none.headers.get('www-authenticate')).toMatch(/Bearer/);
    const forged = await fetch(`${base}/api/v1/me`, {
      headers: { authorization: `Bearer ${token.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(401);
    expect(seen).toEqual({});
    const ok = await fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(seen.headers?.authorization).toBe(`Bearer ${token}`);
  });

  it('answers unknown API paths with a translated 404 problem', async () => {
    const res = await fetch(`${base}/api/v1/nowhere`, { headers: { 'accept-language': 'fr' } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as any).detail).toContain('/api/v1/nowhere');
  });

  it('refuses bodies over the limit, declared or streamed, with 413', async () => {
    const declared = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(4000) }),
    });
    expect(declared.status).toBe(413);
    const big = new Uint8Array(8192).fill(97);
    const streamed = await fetch(`${base}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: new ReadableStream({
        start(c) {
          c.enqueue(big);
          c.close();
        },
      }),
      duplex: 'half',
    });
    expect(streamed.status).toBe(413);
    expect(streamed.headers.get('content-type')).toMatch(/problem\+json/);
  });

  it('gives upload routes their own, larger body limit', async () => {
    const body = 'x'.repeat(4096);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' };
    const plain = await fetch(`${base}/api/v1/products`, { method: 'POST', headers, body });
    expect(plain.status).toBe(413);
    // Past the gateway's limit check; the catalogue is not running in this test, hence 502.
    const upload = await fetch(`${base}/api/v1/products/p1/images`, { method: 'POST', headers, body });
    expect(upload.status).toBe(502);
  });

  it('rate-limits the sign-in routes per address with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await fetch(`${base}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(r.status);
      if (r.status === 429) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses[0]).toBe(200);
  });

  it('reports a service that does not answer as 502, and the platform health as 503', async () => {
    const res = await fetch(`${base}/api/v1/admin/emails`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(502);
    expect(((await res.json()) as any).code).toBe('gateway.upstream_unavailable');
    const health = await fetch(`${base}/api/v1/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as any).services.notifications.status).toBe('down');
  });

  it('sets CORS for the front ends (exposing Content-Range) and security headers', async () => {
    const pre = await fetch(`${base}/api/v1/admin/users`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'GET' },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    const res = await fetch(`${base}/api/v1/countries`, { headers: { origin: 'https://shop.example.com' } });
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const evil = await fetch(`${base}/api/v1/countries`, { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});
