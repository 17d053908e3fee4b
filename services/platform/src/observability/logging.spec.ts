import { Controller, Get, type INestApplication, Logger as NestLogger, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorsModule } from '../errors/errors.module.js';
import { createLogger } from './logger.factory.js';
import { LoggingModule } from './logging.module.js';
import { getRequestContext, newRequestContext, runWithContext } from './request-context.js';

type Line = Record<string, unknown> & { msg?: string };
const lines: Line[] = [];
const capture = { write: (s: string) => void lines.push(JSON.parse(s) as Line) };

@Controller()
class TestController {
  private readonly nestLogger = new NestLogger('TestController');
  constructor(private readonly pino: PinoLogger) {}

  @Get('ctx')
  ctx() {
    this.pino.info(
      { password: 'hunter2', body: { refreshToken: 'r-secret', token: 't-secret', name: 'Amina' } },
      'handled',
    );
    this.nestLogger.log('through the Nest logger');
    return getRequestContext();
  }

  @Get('boom')
  boom(): never {
    throw new Error('the handler broke');
  }
}

@Module({
  imports: [
    LoggingModule.forRoot({ service: 'log-test', level: 'debug', destination: capture }),
    ErrorsModule.forRoot(),
  ],
  controllers: [TestController],
})
class AppModule {}

async function waitFor(predicate: () => Line | undefined): Promise<Line> {
  for (let i = 0; i < 50; i++) {
    const found = predicate();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('log line never came');
}

describe('logging and request context', () => {
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    const ref = await Test.createTestingModule({ imports: [AppModule] }).compile();
    app = ref.createNestApplication({ bufferLogs: true });
    app.useLogger(app.get(Logger));
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('generates a request id, echoes it, and uses it as the correlation id', async () => {
    const res = await fetch(`${base}/ctx`);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await res.json()).toEqual({ requestId: id, correlationId: id });
  });

  it('keeps sane incoming ids and replaces insane ones', async () => {
    const sane = await fetch(`${base}/ctx`, {
      headers: { 'x-request-id': 'gw-123.abc', 'x-correlation-id': 'order-flow-9' },
    });
    expect(sane.headers.get('x-request-id')).toBe('gw-123.abc');
    expect(await sane.json()).toEqual({ requestId: 'gw-123.abc', correlationId: 'order-flow-9' });

    const insane = await fetch(`${base}/ctx`, {
      headers: { 'x-request-id': 'x'.repeat(500), 'x-correlation-id': 'a b"c' },
    });
    const ctx = (await insane.json()) as { requestId: string; correlationId: string };
    expect(ctx.requestId).toHaveLength(36);
    expect(insane.headers.get('x-request-id')).toBe(ctx.requestId);
    expect(ctx.correlationId).toBe(ctx.requestId);
  });

  it('puts service and ids on every line, and masks secrets', async () => {
    lines.length = 0;
    await fetch(`${base}/ctx?token=abc123&page=2`, {
      headers: { 'x-request-id': 'req-logs-1', authorization: 'Bearer eyJsecret', cookie: 'sid=secret' },
    });
    const handled = await waitFor(() => lines.find((l) => l.msg === 'handled'));
    expect(handled).toMatchObject({
      service: 'log-test',
      level: 'info',
      requestId: 'req-logs-1',
      correlationId: 'req-logs-1',
      password: '[Redacted]',
    });
    expect(handled['body']).toEqual({ refreshToken: '[Redacted]', token: '[Redacted]', name: 'Amina' });
    // The request itself is on the access line only: binding it to every line cost every request.
    expect(handled['req']).toBeUndefined();

    const viaNest = await waitFor(() => lines.find((l) => l.msg === 'through the Nest logger'));
    expect(viaNest).toMatchObject({
      service: 'log-test',
      requestId: 'req-logs-1',
      context: 'TestController',
    });

    const access = await waitFor(() => lines.find((l) => l.msg === 'request completed'));
    expect(access).toMatchObject({ service: 'log-test', requestId: 'req-logs-1' });
    const req = access['req'] as { url: string; headers: Record<string, string> };
    expect(req.url).toBe('/ctx?token=[Redacted]&page=2');
    expect(req.headers['authorization']).toBe('[Redacted]');
    expect(req.headers['cookie']).toBe('[Redacted]');
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|r-secret|t-secret|eyJsecret|sid=secret|abc123/);
  });

  it('logs a failed request at error level, with its status and time', async () => {
    lines.length = 0;
    await fetch(`${base}/boom`, { headers: { 'x-request-id': 'req-boom-1' } });
    const access = await waitFor(() => lines.find((l) => l.msg === 'request errored'));
    expect(access).toMatchObject({ level: 'error', requestId: 'req-boom-1', res: { statusCode: 500 } });
    expect(typeof access['responseTime']).toBe('number');
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(0);
  });

  it('logs a served request at debug and a refused one at info', async () => {
    lines.length = 0;
    await fetch(`${base}/ctx`);
    await fetch(`${base}/no-such-route`);
    const access = () => lines.filter((l) => l.msg === 'request completed');
    await waitFor(() => (access().length === 2 ? access()[1] : undefined));
    expect(access().map((l) => [(l['res'] as { statusCode: number }).statusCode, l['level']])).toEqual([
      [200, 'debug'],
      [404, 'info'],
    ]);
  });

  it('does not log probes', async () => {
    lines.length = 0;
    await fetch(`${base}/health`);
    await fetch(`${base}/ctx`);
    await waitFor(() => lines.find((l) => l.msg === 'request completed'));
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(1);
  });
});

describe('runWithContext', () => {
  it('carries ids into work that is not a request, and into log lines', async () => {
    const out: Line[] = [];
    const logger = createLogger({
      service: 'consumer',
      destination: { write: (s: string) => void out.push(JSON.parse(s) as Line) },
    });
    const ctx = newRequestContext({ requestId: 'evt-1', correlationId: 'corr-1', actorId: 'user-9' });
    const seen = await runWithContext(ctx, async () => {
      await new Promise((r) => setTimeout(r, 1));
      logger.info('consumed');
      return getRequestContext();
    });
    expect(seen).toEqual({ requestId: 'evt-1', correlationId: 'corr-1', actorId: 'user-9' });
    expect(out[0]).toMatchObject({
      service: 'consumer',
      requestId: 'evt-1',
      correlationId: 'corr-1',
      actorId: 'user-9',
      msg: 'consumed',
    });
    expect(getRequestContext()).toBeUndefined();
  });

  it('makes fresh ids when none are given', () => {
    const ctx = newRequestContext({ correlationId: 'bad id with spaces' });
    expect(ctx.correlationId).toBe(ctx.requestId);
  });
});
