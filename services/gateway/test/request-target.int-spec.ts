import type { INestApplication } from '@nestjs/common';
import { connect } from 'node:net';
import { createServer, type Server } from 'node:http';
import { loadConfig } from '@sokoni/platform/config';
import { appUrl } from '@sokoni/platform/http';
import { createGateway } from '../src/create-gateway.js';
import { gatewayConfigSchema } from '../src/gateway.config.js';

/** Sends one request line as written (fetch would normalise it) and reads the status and body. */
async function raw(
  port: number,
  requestLine: string,
  extra = '',
  body = '',
): Promise<{ status: number; body: string }> {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n${extra}\r\n${body}`);
  });
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  return { status, body: text.slice(text.indexOf('\r\n\r\n') + 4) };
}

function recorder(): { server: Server; seen: string[]; port: () => number } {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end('{"secret":"internal"}');
    });
  });
  return { server, seen, port: () => (server.address() as { port: number }).port };
}

/**
 * The two attacks of the gateway audit, reproduced over a raw socket: an absolute-form target made
 * the gateway fetch any host (server-side request forgery), and a route chosen on the raw path but
 * forwarded with `%2e%2e` resolved escaped the sign-in limits and the token rule.
 */
describe('gateway request targets', () => {
  const service = recorder();
  const internal = recorder();
  let gateway: INestApplication;
  let port: number;

  beforeAll(async () => {
    await new Promise<void>((r) => service.server.listen(0, '127.0.0.1', r));
    await new Promise<void>((r) => internal.server.listen(0, '127.0.0.1', r));
    const config = loadConfig(gatewayConfigSchema, {
      IDENTITY_URL: `http://127.0.0.1:${service.port()}`,
      CATALOGUE_URL: `http://127.0.0.1:${service.port()}`,
      NOTIFICATIONS_URL: `http://127.0.0.1:${service.port()}`,
      AUDIT_URL: `http://127.0.0.1:${service.port()}`,
      JWKS_URL: `http://127.0.0.1:${service.port()}/.well-known/jwks.json`,
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
    });
    gateway = await createGateway(config, 0);
    port = Number(new URL(appUrl(gateway)).port);
  });

  afterAll(async () => {
    await gateway?.close();
    await new Promise((r) => service.server.close(r));
    await new Promise((r) => internal.server.close(r));
  });

  beforeEach(() => {
    service.seen.length = 0;
    internal.seen.length = 0;
  });

  it('refuses an absolute-form target instead of fetching the host it names', async () => {
    const res = await raw(
      port,
      `GET http://127.0.0.1:${internal.port()}/api/v1/categories/../../../secret HTTP/1.1`,
    );
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('internal');
    expect(JSON.parse(res.body)).toMatchObject({
      code: 'gateway.bad_request_target',
      reason: 'not_origin_form',
    });
    expect(internal.seen).toEqual([]);
    expect(service.seen).toEqual([]);
    // Naming the gateway itself changes nothing: only origin-form is accepted.
    expect((await raw(port, `GET http://127.0.0.1:${port}/api/v1/countries HTTP/1.1`)).status).toBe(400);
    // Node hands CONNECT to a 'connect' listener, and the gateway has none: the socket is closed.
    expect([0, 400]).toContain((await raw(port, `CONNECT 127.0.0.1:${internal.port()} HTTP/1.1`)).status);
    expect(internal.seen).toEqual([]);
  });

  it('routes, limits and forwards the one normalised path: %2e%2e cannot leave sign-in its limits', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await raw(
        port,
        'POST /api/v1/auth/refresh/%2e%2e/login HTTP/1.1',
        'Content-Type: application/json\r\nContent-Length: 2\r\n',
        '{}',
      );
      statuses.push(res.status);
    }
    // AUTH_RATE_LIMIT_PER_MINUTE is 3: sign-in's limit, not the refresh route's general one.
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(service.seen).toEqual(Array(3).fill('POST /api/v1/auth/login'));
  });

  it('applies the token rule of the route the request really reaches', async () => {
    const res = await raw(port, 'GET /api/v1/countries/%2e%2e/admin/users HTTP/1.1');
    expect(res.status).toBe(401);
    expect(service.seen).toEqual([]);
    const dotted = await raw(port, 'GET /api/v1/countries/./../admin/users HTTP/1.1');
    expect(dotted.status).toBe(401);
    expect(service.seen).toEqual([]);
  });

  it.each([
    ['an encoded slash', '/api/v1/countries%2F..%2Fadmin/users', 'forbidden_character'],
    ['a backslash', '/api/v1/countries/..\\admin/users', 'forbidden_character'],
    ['an encoded NUL', '/api/v1/countries/%00', 'forbidden_character'],
    ['a climb above the root', '/api/../../etc/passwd', 'escapes_root'],
    ['broken percent-encoding', '/api/v1/countries/%zz', 'bad_encoding'],
  ])('refuses %s with 400 and forwards nothing', async (_what, path, reason) => {
    const res = await raw(port, `GET ${path} HTTP/1.1`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ reason });
    expect(service.seen).toEqual([]);
  });

  it('says why in the caller language', async () => {
    const res = await raw(port, `GET http://example.org/ HTTP/1.1`, 'Accept-Language: fr\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).detail).toContain('chemin');
  });

  it('forwards ordinary paths and queries unchanged, and merges repeated slashes', async () => {
    expect((await raw(port, 'GET /api/v1/countries?lang=fr&q=%2e%2e%2F HTTP/1.1')).status).toBe(200);
    expect((await raw(port, 'GET //api/v1//countries/ HTTP/1.1')).status).toBe(200);
    expect((await raw(port, 'GET /api/v1/countries/C%C3%B4te%20d HTTP/1.1')).status).toBe(200);
    expect(service.seen).toEqual([
      'GET /api/v1/countries?lang=fr&q=%2e%2e%2F',
      'GET /api/v1/countries/',
      'GET /api/v1/countries/C%C3%B4te%20d',
    ]);
  });

  it('answers OPTIONS * and refuses * for other methods', async () => {
    expect((await raw(port, 'OPTIONS * HTTP/1.1')).status).toBe(204);
    expect((await raw(port, 'GET * HTTP/1.1')).status).toBe(400);
  });
});
