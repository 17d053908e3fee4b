import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { DrainingExpressAdapter } from './draining-adapter.js';

const gate = { open: Promise.withResolvers<void>(), entered: Promise.withResolvers<void>() };

@Controller()
class SlowController {
  @Get('slow')
  async slow() {
    gate.entered.resolve();
    await gate.open.promise;
    return { done: true };
  }

  @Get('fast')
  fast() {
    return { done: true };
  }
}

@Module({ controllers: [SlowController] })
class SlowModule {}

/** A GET over a kept-alive connection, as a proxy or a load balancer sends them. */
function get(port: number, path: string, agent: Agent) {
  return new Promise<{ status: number; connection?: string }>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
    })
      .on('error', reject)
      .end();
  });
}

describe('DrainingExpressAdapter', () => {
  it('lets a request in flight at close finish, then closes at once, not after the keep-alive timeout', async () => {
    const app = await NestFactory.create(SlowModule, new DrainingExpressAdapter(), { logger: false });
    await app.listen(0, '127.0.0.1');
    const { port } = (app.getHttpServer() as Server).address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    try {
      // An idle kept-alive connection, and one busy with the slow request.
      expect((await get(port, '/fast', agent)).connection).toBe('keep-alive');
      const slow = get(port, '/slow', agent);
      await gate.entered.promise;

      const closing = app.close();
      let closed = false;
      void closing.then(() => (closed = true));
      await new Promise((r) => setTimeout(r, 100));
      expect(closed).toBe(false);
      await expect(get(port, '/fast', new Agent())).rejects.toThrow(/ECONNREFUSED/);

      const started = performance.now();
      gate.open.resolve();
      expect(await slow).toEqual({ status: 200, connection: 'close' });
      await closing;
      // Node's keepAliveTimeout is 5 s (+1 s buffer): a close waiting for it would take that long.
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      agent.destroy();
    }
  });
});
