import { Logger } from '@nestjs/common';
import { jest } from '@jest/globals';
import {
  DueWorkDispatcher,
  retryDelaySeconds,
  type DueRow,
  type DueWorkQueue,
  type Refusal,
} from './due-work-dispatcher.js';
import { PaymentProviderUnavailableError, PaymentRefusedError } from './providers/payment.errors.js';

type Status = 'requested' | 'pending' | 'succeeded' | 'failed';
type Outcome = { status: Status; failureReason?: string };
interface Row extends DueRow<Status> {
  nextAt: number;
}

/**
 * The queue as the SQL one behaves, on a clock the test moves: open rows due at `nextAt`, a claim
 * counts the attempt and pushes the next one back by retryDelaySeconds.
 */
class MemoryQueue implements DueWorkQueue<Row> {
  now = 0;
  readonly rows = new Map<string, Row>();
  claims: string[] = [];

  add(id: string, over: Partial<Row> = {}): void {
    this.rows.set(id, { id, status: 'requested', attempts: 0, nextAt: this.now, ...over });
  }
  private isDue = (r: Row) => (r.status === 'requested' || r.status === 'pending') && r.nextAt <= this.now;
  due(limit: number): Promise<string[]> {
    const due = [...this.rows.values()].filter(this.isDue).sort((a, b) => a.nextAt - b.nextAt);
    return Promise.resolve(due.slice(0, limit).map((r) => r.id));
  }
  claim(id: string): Promise<Row | undefined> {
    this.claims.push(id);
    const row = this.rows.get(id);
    if (!row || !this.isDue(row)) return Promise.resolve(undefined);
    row.nextAt = this.now + retryDelaySeconds(row.attempts) * 1000;
    row.attempts += 1;
    return Promise.resolve({ ...row });
  }
}

/** A dispatcher whose provider answers with whatever `answers` holds for the row (or throws it). */
class TestDispatcher extends DueWorkDispatcher<Row, Status, Outcome> {
  readonly answers = new Map<string, Outcome | Error | (() => Promise<Outcome>)>();
  readonly attempted: Row[] = [];
  readonly recorded: Array<[string, Outcome | Refusal]> = [];

  constructor(private readonly memory: MemoryQueue) {
    super({ name: 'test work', item: 'thing', intervalMs: 60_000, queue: memory });
  }
  protected async attempt(row: Row): Promise<Outcome> {
    this.attempted.push(row);
    const answer = this.answers.get(row.id) ?? { status: 'succeeded' };
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer() : answer;
  }
  protected record(id: string, outcome: Outcome | Refusal): Promise<Status> {
    this.recorded.push([id, outcome]);
    this.memory.rows.get(id)!.status = outcome.status;
    return Promise.resolve(outcome.status);
  }
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const tick = () => new Promise((r) => setImmediate(r));

describe('DueWorkDispatcher', () => {
  let queue: MemoryQueue;
  let d: TestDispatcher;
  let warn: jest.SpiedFunction<Logger['warn']>;
  beforeEach(() => {
    queue = new MemoryQueue();
    d = new TestDispatcher(queue);
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends a row only when its claim succeeds, and records the provider’s answer', async () => {
    queue.add('a');
    d.answers.set('a', { status: 'pending' });
    expect(await d.send('a')).toBe('pending');
    expect(d.attempted.map((r) => [r.id, r.attempts])).toEqual([['a', 1]]);
    expect(d.recorded).toEqual([['a', { status: 'pending' }]]);
    // Claimed a moment ago: another attempt (the job, a replica) finds it held and does nothing.
    expect(await d.send('a')).toBeNull();
    expect(await d.send('unknown')).toBeNull();
    expect(d.attempted).toHaveLength(1);
    expect(d.recorded).toHaveLength(1);
  });

  it('a pass sends every due row, longest waiting first, skipping settled and not-yet-due ones', async () => {
    queue.now = 10_000;
    queue.add('late', { nextAt: 5_000 });
    queue.add('early', { nextAt: 1_000 });
    queue.add('future', { nextAt: 20_000 });
    queue.add('done', { status: 'succeeded', nextAt: 0 });
    queue.add('waiting', { status: 'pending', nextAt: 9_000 });
    expect(await d.runDue()).toBe(3);
    expect(d.attempted.map((r) => r.id)).toEqual(['early', 'late', 'waiting']);
    expect(await d.runDue()).toBe(0);
  });

  it('an unknown outcome records nothing and is asked again only after the back-off, which doubles', async () => {
    queue.add('a');
    d.answers.set('a', new PaymentProviderUnavailableError('sandbox', 'timed out', { code: 'timeout' }));
    expect(await d.send('a')).toBe('requested');
    expect(d.recorded).toEqual([]);
    expect(warn).toHaveBeenLastCalledWith(
      expect.objectContaining({ thingId: 'a', retryInSeconds: 30 }),
      'thing not confirmed yet',
    );

    queue.now += 29_999;
    expect(await d.runDue()).toBe(0);
    queue.now += 1;
    expect(await d.runDue()).toBe(1);
    expect(warn).toHaveBeenLastCalledWith(
      expect.objectContaining({ retryInSeconds: 60 }),
      expect.any(String),
    );

    d.answers.set('a', new Error('socket hang up'));
    queue.now += 60_000;
    expect(await d.runDue()).toBe(1);
    expect(warn).toHaveBeenLastCalledWith(
      expect.objectContaining({ retryInSeconds: 120 }),
      expect.any(String),
    );

    d.answers.set('a', { status: 'succeeded' });
    queue.now += 120_000;
    expect(await d.runDue()).toBe(1);
    expect(d.attempted.map((r) => r.attempts)).toEqual([1, 2, 3, 4]);
    expect(d.recorded).toEqual([['a', { status: 'succeeded' }]]);
    queue.now += 10 * 3600_000;
    expect(await d.runDue()).toBe(0);
  });

  it('waits 30 s after the first attempt, doubling up to 6 h', () => {
    expect([0, 1, 2, 3, 9].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 15_360]);
    expect([10, 11, 50].map(retryDelaySeconds)).toEqual([21_600, 21_600, 21_600]);
  });

  it('a refusal by the provider is recorded as failed with its code, and not retried', async () => {
    queue.add('a');
    d.answers.set(
      'a',
      new PaymentRefusedError('paystack', `declined ${'x'.repeat(600)}`, { code: 'insufficient_balance' }),
    );
    expect(await d.send('a')).toBe('failed');
    expect(d.recorded).toEqual([
      [
        'a',
        {
          status: 'failed',
          failureReason: expect.stringMatching(/^insufficient_balance: paystack: declined x+$/),
        },
      ],
    ]);
    expect(d.recorded[0]?.[1].failureReason).toHaveLength(500);
    queue.now += 24 * 3600_000;
    expect(await d.runDue()).toBe(0);
  });

  it('an error while recording reaches the caller (the row stays claimed and is retried later)', async () => {
    queue.add('a');
    jest
      .spyOn(d as unknown as { record: () => Promise<Status> }, 'record')
      .mockRejectedValue(new Error('db down'));
    await expect(d.send('a')).rejects.toThrow('db down');
    expect(queue.rows.get('a')).toMatchObject({ status: 'requested', attempts: 1 });
  });

  it('soon() attempts each row in the background and only logs its failures', async () => {
    queue.add('a');
    queue.add('b');
    d.answers.set('b', { status: 'failed', failureReason: 'closed account' });
    jest.spyOn(queue, 'claim').mockImplementationOnce(() => Promise.reject(new Error('db down')));
    d.soon(['a', 'b']);
    await tick();
    await tick();
    expect(d.recorded).toEqual([['b', { status: 'failed', failureReason: 'closed account' }]]);
    expect(Logger.prototype.error).toHaveBeenCalledWith(
      expect.objectContaining({ thingId: 'a' }),
      'thing attempt failed',
    );
  });

  it('runs on its loop from bootstrap, and shutdown waits for the pass under way', async () => {
    queue.add('a');
    const provider = deferred();
    d.answers.set('a', () => provider.promise.then(() => ({ status: 'succeeded' as const })));
    d.onApplicationBootstrap();
    for (let i = 0; i < 50 && d.attempted.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(d.attempted.map((r) => r.id)).toEqual(['a']);

    let stopped = false;
    const stopping = d.onApplicationShutdown().then(() => (stopped = true));
    await tick();
    expect(stopped).toBe(false);
    provider.resolve();
    await stopping;
    expect(d.recorded).toEqual([['a', { status: 'succeeded' }]]);

    // Stopped: no later pass, however much is due.
    queue.add('b');
    await new Promise((r) => setTimeout(r, 30));
    expect(queue.claims).toEqual(['a']);
  });
});
