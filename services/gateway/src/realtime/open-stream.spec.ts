import { jest } from '@jest/globals';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { ProblemException } from '@sokoni/platform/errors';
import type { RealtimeEvent, RealtimeFanout } from '@sokoni/platform/realtime';
import type { GatewayConfig } from '../gateway.config.js';
import type { NotificationBacklog } from './notification-backlog.js';
import { OpenStream } from './open-stream.use-case.js';
import { StreamRegistry } from './stream-registry.js';

const config = {
  STREAM_MAX_CONNECTIONS: 10,
  STREAM_MAX_PER_USER: 2,
  STREAM_HEARTBEAT_MS: 60_000,
  STREAM_RETRY_MS: 3_000,
} as GatewayConfig;

/** A fan-out whose subscribe answers when the test says so (Redis away, then back). */
class SlowFanout implements RealtimeFanout {
  release!: () => void;
  unsubscribed = 0;
  publish = (): Promise<void> => Promise.resolve();
  subscribe(_userId: string, _onEvent: (e: RealtimeEvent) => void): Promise<() => Promise<void>> {
    return new Promise((resolve) => {
      this.release = () =>
        resolve(() => {
          this.unsubscribed += 1;
          return Promise.resolve();
        });
    });
  }
  close = (): Promise<void> => Promise.resolve();
}

const fakeExchange = () => {
  const res = Object.assign(new EventEmitter(), {
    headersSent: false,
    destroyed: false,
    writableEnded: false,
    writeHead: jest.fn(),
    write: jest.fn(),
    end: jest.fn(),
  }) as unknown as ServerResponse;
  return { res };
};

describe('OpenStream', () => {
  afterEach(() => jest.useRealTimers());

  it('answers 503 when the fan-out cannot subscribe in time, frees the slot, and undoes a late subscription', async () => {
    jest.useFakeTimers();
    const fanout = new SlowFanout();
    const registry = new StreamRegistry(config);
    const useCase = new OpenStream(config, fanout, registry, {} as NotificationBacklog);
    const { res } = fakeExchange();
    const caller = {
      user: { id: 'u1', role: 'buyer' as const, email: 'a@b.c', verified: true },
      token: 't',
      expiresAt: Date.now() + 60_000,
    };
    const opening = useCase.execute({ res, caller, upstreamHeaders: {} });
    const outcome = expect(opening).rejects.toMatchObject({ status: 503 });
    await jest.advanceTimersByTimeAsync(5_000);
    await outcome;
    await opening.catch((error: unknown) => expect(error).toBeInstanceOf(ProblemException));
    expect(registry.size).toBe(0);
    expect(res.writeHead).not.toHaveBeenCalled();
    fanout.release();
    await jest.advanceTimersByTimeAsync(0);
    expect(fanout.unsubscribed).toBe(1);
    registry.onModuleDestroy();
  });

  it('refuses a stream past the per-user limit before subscribing', async () => {
    jest.useFakeTimers();
    const fanout = new SlowFanout();
    const registry = new StreamRegistry(config);
    const useCase = new OpenStream(config, fanout, registry, {} as NotificationBacklog);
    const caller = {
      user: { id: 'u2', role: 'buyer' as const, email: 'a@b.c', verified: true },
      token: 't',
      expiresAt: Date.now() + 60_000,
    };
    const pending = [1, 2].map(() => {
      const { res } = fakeExchange();
      return useCase.execute({ res, caller, upstreamHeaders: {} });
    });
    const settled = Promise.allSettled(pending);
    const { res } = fakeExchange();
    await expect(useCase.execute({ res, caller, upstreamHeaders: {} })).rejects.toMatchObject({
      status: 429,
    });
    expect(registry.size).toBe(2);
    // The two admitted ones time out (their subscribe never answers) and give their slots back.
    await jest.advanceTimersByTimeAsync(5_000);
    expect((await settled).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(registry.size).toBe(0);
    registry.onModuleDestroy();
  });
});
