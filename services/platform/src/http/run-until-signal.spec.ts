import { jest } from '@jest/globals';
import { EventEmitter } from 'node:events';
import { runUntilSignal, type SignalProcess } from './run-until-signal.js';

/** A process whose signals the test raises and whose exit it records. */
class FakeProcess extends EventEmitter implements SignalProcess {
  readonly exits: number[] = [];
  readonly exited = Promise.withResolvers<number>();
  exit(code: number): void {
    this.exits.push(code);
    this.exited.resolve(code);
  }
  raise(signal: NodeJS.Signals): void {
    this.emit(signal);
  }
}

const logger = () => {
  const lines: string[] = [];
  const line = (a: unknown, b?: unknown) => void lines.push(String(typeof a === 'string' ? a : b));
  return { lines, info: line, warn: line, error: line };
};

describe('runUntilSignal', () => {
  afterEach(() => jest.useRealTimers());

  it('closes what it started on SIGTERM and exits 0 by itself', async () => {
    const proc = new FakeProcess();
    const log = logger();
    let closed = 0;
    await runUntilSignal(() => Promise.resolve({ close: () => Promise.resolve(void closed++) }), {
      service: 'identity',
      config: { SHUTDOWN_TIMEOUT_MS: 5_000 },
      process: proc,
      logger: log,
    });
    expect(proc.listenerCount('SIGTERM')).toBe(1);
    expect(proc.listenerCount('SIGINT')).toBe(1);
    proc.raise('SIGTERM');
    // A second signal (npm and the terminal both pass on a Ctrl-C) does not start a second close.
    proc.raise('SIGINT');
    expect(await proc.exited.promise).toBe(0);
    expect(closed).toBe(1);
    expect(proc.exits).toEqual([0]);
    expect(log.lines[0]).toMatch(/SIGTERM received: shutting down \(deadline 5000 ms\)/);
    expect(log.lines.at(-1)).toMatch(/shut down in \d+ ms: exiting 0/);
  });

  it('exits 1 with a log line once the deadline passes with the close still running', async () => {
    jest.useFakeTimers();
    const proc = new FakeProcess();
    const log = logger();
    await runUntilSignal(() => Promise.resolve({ close: () => new Promise<void>(() => undefined) }), {
      service: 'trade',
      config: { SHUTDOWN_TIMEOUT_MS: 25_000 },
      process: proc,
      logger: log,
    });
    proc.raise('SIGTERM');
    await jest.advanceTimersByTimeAsync(24_999);
    expect(proc.exits).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(proc.exits).toEqual([1]);
    expect(log.lines.at(-1)).toMatch(/did not finish within 25000 ms \(SHUTDOWN_TIMEOUT_MS\): exiting 1/);
  });

  it('exits 1 when the close fails', async () => {
    const proc = new FakeProcess();
    await runUntilSignal(() => Promise.resolve({ close: () => Promise.reject(new Error('pool')) }), {
      service: 'cart',
      config: { SHUTDOWN_TIMEOUT_MS: 5_000 },
      process: proc,
      logger: logger(),
    });
    proc.raise('SIGINT');
    expect(await proc.exited.promise).toBe(1);
  });

  it('acts on a signal that came during the start once the start is done', async () => {
    const proc = new FakeProcess();
    const boot = Promise.withResolvers<{ close: () => Promise<void> }>();
    let closed = false;
    const running = runUntilSignal(() => boot.promise, {
      service: 'gateway',
      config: { SHUTDOWN_TIMEOUT_MS: 5_000 },
      process: proc,
      logger: logger(),
    });
    proc.raise('SIGTERM');
    await Promise.resolve();
    expect(proc.exits).toEqual([]);
    boot.resolve({ close: () => Promise.resolve(void (closed = true)) });
    await running;
    expect(await proc.exited.promise).toBe(0);
    expect(closed).toBe(true);
  });

  it('lets a failed start reject as before, without its signal handlers', async () => {
    const proc = new FakeProcess();
    await expect(
      runUntilSignal(() => Promise.reject(new Error('EADDRINUSE')), {
        service: 'audit',
        config: { SHUTDOWN_TIMEOUT_MS: 5_000 },
        process: proc,
        logger: logger(),
      }),
    ).rejects.toThrow('EADDRINUSE');
    expect(proc.listenerCount('SIGTERM')).toBe(0);
    expect(proc.exits).toEqual([]);
  });
});
