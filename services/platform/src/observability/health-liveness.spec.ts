import { type INestApplication, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthModule } from '../auth/auth.module.js';
import { ErrorsModule } from '../errors/errors.module.js';
import { HealthModule } from './health.module.js';

/** What the Kafka transport reports through `alive()`: whether a consumer stopped for good. */
const consumers = { alive: true, throws: false };

@Module({
  imports: [
    ErrorsModule.forRoot(),
    AuthModule.forRoot({ issuer: 'x', audience: 'y', jwks: () => Promise.resolve({ keys: [] }) }),
    HealthModule.forRoot({
      timeoutMs: 200,
      // A dependency that is down: readiness' business, never liveness'.
      checks: [{ name: 'db', check: () => Promise.resolve(false) }],
      liveness: [
        {
          name: 'consumers',
          check: () =>
            consumers.throws ? Promise.reject(new Error('broken')) : Promise.resolve(consumers.alive),
        },
      ],
    }),
  ],
})
class AppModule {}

describe('liveness', () => {
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
  });

  it('stays up while a dependency is down (readiness says so)', async () => {
    consumers.alive = true;
    expect((await fetch(`${base}/ready`)).status).toBe(503);
    const res = await fetch(`${base}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', info: { consumers: { status: 'up' } } });
  });

  it('fails once a consumer crashed for good, so the orchestrator restarts the process', async () => {
    consumers.alive = false;
    const res = await fetch(`${base}/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'error', error: { consumers: { status: 'down' } } });
  });

  it('fails when a liveness check throws, and is never cached', async () => {
    consumers.alive = true;
    consumers.throws = true;
    const res = await fetch(`${base}/health`);
    consumers.throws = false;
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ status: 'error', error: { consumers: { status: 'down' } } });
  });
});
