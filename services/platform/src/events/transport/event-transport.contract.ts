import {
  dlqTopic,
  PoisonMessageError,
  type DeadLetterNotice,
  type DeliveredRecord,
  type EventRecord,
  type EventTransport,
  type Subscription,
} from './event-transport.port.js';

/*
 * The one behavioural specification of the port (see the doc comment in event-transport.port.ts).
 * Every adapter's test file calls `eventTransportContract` with a factory for its transport. It uses
 * jest's globals rather than importing @jest/globals, so production code that loads this module
 * through the package index does not pull a test framework in.
 */

export interface EventTransportContractFixture {
  /** A connected transport. */
  transport: EventTransport;
  /**
   * Another connected transport on the same bus or cluster, as a second process would have. Kafka
   * adapters should return a separate client; the in-process bus can leave this out, and members
   * then share `transport`.
   */
  extra?: () => Promise<EventTransport>;
  /** Disconnects `transport` and every transport `extra` returned. */
  teardown: () => Promise<void>;
  /**
   * Creates the topics a test is about to use. Only for clusters that do not auto-create topics, or
   * auto-create them with a single partition (the tests need several partitions to split a group).
   */
  prepareTopics?: (topics: string[]) => Promise<void>;
}

export interface EventTransportContractOptions {
  /** Upper bound for each wait for records; waits end as soon as the records are there. */
  waitMs?: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const bytes = (text: string): Uint8Array => encoder.encode(text);
const text = (value: Uint8Array): string => decoder.decode(value);

/** Topic and group names are unique per test because a Kafka cluster is shared across runs. */
const unique = (prefix: string): string =>
  `contract.${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Collects delivered records and lets a test wait for a condition on them without polling sleeps. */
class Inbox {
  readonly records: DeliveredRecord[] = [];
  private readonly watchers = new Set<() => void>();

  constructor(private readonly waitMs: number) {}

  readonly handle = (record: DeliveredRecord): Promise<void> => {
    this.push(record);
    return Promise.resolve();
  };

  push(record: DeliveredRecord): void {
    this.records.push(record);
    for (const watcher of [...this.watchers]) watcher();
  }

  values(): string[] {
    return this.records.map((r) => text(r.value));
  }

  until(done: (records: readonly DeliveredRecord[]) => boolean, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const stop = (): void => {
        clearTimeout(timer);
        this.watchers.delete(check);
      };
      const check = (): void => {
        if (!done(this.records)) return;
        stop();
        resolve();
      };
      const timer = setTimeout(() => {
        stop();
        reject(
          new Error(
            `timed out after ${this.waitMs} ms waiting for ${what}; got ${this.records.length}: ${this.values().join(', ')}`,
          ),
        );
      }, this.waitMs);
      this.watchers.add(check);
      check();
    });
  }
}

/** Starts a publish without awaiting it (in-process, publish waits for the handlers) and keeps a rejection from going unhandled. */
function startPublish(transport: EventTransport, records: EventRecord[]): Promise<void> {
  const published = transport.publish(records);
  published.catch(() => undefined);
  return published;
}

export function eventTransportContract(
  name: string,
  factory: () => Promise<EventTransportContractFixture>,
  options: EventTransportContractOptions = {},
): void {
  const waitMs = options.waitMs ?? 30_000;

  describe(`EventTransport contract: ${name}`, () => {
    let fixture: EventTransportContractFixture | undefined;
    /** Unblocks handlers a failed test left waiting, so teardown's close() does not wait forever. */
    const releases: Array<() => void> = [];

    const transport = (): EventTransport => fixture!.transport;
    const secondMember = async (): Promise<EventTransport> =>
      fixture!.extra ? fixture!.extra() : fixture!.transport;
    const inbox = (): Inbox => new Inbox(waitMs);
    const prepare = async (...topics: string[]): Promise<void> => {
      await fixture!.prepareTopics?.(topics);
    };

    beforeEach(async () => {
      fixture = await factory();
    });

    afterEach(async () => {
      for (const release of releases.splice(0)) release();
      await fixture?.teardown();
      fixture = undefined;
    });

    it('is healthy once connected', async () => {
      expect(await transport().healthy()).toBe(true);
    });

    it('delivers key, value and headers to a subscriber', async () => {
      const topic = unique('roundtrip');
      await prepare(topic);
      const received = inbox();
      await transport().subscribe({ group: unique('roundtrip'), topics: [topic], handler: received.handle });

      await transport().publish([
        {
          topic,
          key: 'order-1',
          value: bytes('first'),
          headers: { 'x-correlation-id': 'c-1', 'content-type': 'application/x-protobuf' },
        },
        { topic, key: 'order-1', value: bytes('second') },
      ]);
      await received.until((rs) => rs.length >= 2, 'both records');

      const [first, second] = received.records;
      expect(first).toMatchObject({ topic, key: 'order-1', attempt: 1 });
      expect(first!.value).toBeInstanceOf(Uint8Array);
      expect(text(first!.value)).toBe('first');
      expect(first!.headers).toEqual({ 'x-correlation-id': 'c-1', 'content-type': 'application/x-protobuf' });
      expect(second).toMatchObject({ topic, key: 'order-1', attempt: 1, headers: {} });
      expect(text(second!.value)).toBe('second');
    });

    it('covers every topic of a subscription and publishes to several topics at once', async () => {
      const [orders, payments] = [unique('orders'), unique('payments')];
      await prepare(orders, payments);
      const received = inbox();
      await transport().subscribe({
        group: unique('multi'),
        topics: [orders, payments],
        handler: received.handle,
      });

      await transport().publish([
        { topic: orders, key: 'o-1', value: bytes('order') },
        { topic: payments, key: 'p-1', value: bytes('payment') },
      ]);
      await received.until((rs) => rs.length >= 2, 'one record from each topic');

      expect(received.records.map((r) => [r.topic, text(r.value)]).sort()).toEqual(
        [
          [orders, 'order'],
          [payments, 'payment'],
        ].sort(),
      );
    });

    it('keeps per-key order, one record of a key at a time, with many keys interleaved', async () => {
      const topic = unique('order');
      await prepare(topic);
      const keys = ['k-a', 'k-b', 'k-c', 'k-d', 'k-e'];
      const perKey = 30;
      const busy = new Set<string>();
      let overlaps = 0;
      const received = inbox();
      await transport().subscribe({
        group: unique('order'),
        topics: [topic],
        handler: async (record) => {
          if (busy.has(record.key)) overlaps++;
          busy.add(record.key);
          // Yield so that a transport that ran one key's records concurrently would be caught.
          await new Promise<void>((resolve) => setImmediate(resolve));
          busy.delete(record.key);
          received.push(record);
        },
      });

      const records: EventRecord[] = [];
      for (let seq = 0; seq < perKey; seq++)
        for (const key of keys) records.push({ topic, key, value: bytes(String(seq)) });
      for (let i = 0; i < records.length; i += 50) await transport().publish(records.slice(i, i + 50));
      await received.until((rs) => rs.length >= records.length, `${records.length} records`);

      expect(overlaps).toBe(0);
      const expected = Array.from({ length: perKey }, (_, seq) => String(seq));
      for (const key of keys) {
        expect(received.records.filter((r) => r.key === key).map((r) => text(r.value))).toEqual(expected);
      }
    });

    it('gives every record to each of two groups', async () => {
      const topic = unique('fanout');
      await prepare(topic);
      const [billing, audit] = [inbox(), inbox()];
      await Promise.all([
        transport().subscribe({ group: unique('billing'), topics: [topic], handler: billing.handle }),
        transport().subscribe({ group: unique('audit'), topics: [topic], handler: audit.handle }),
      ]);

      const values = Array.from({ length: 20 }, (_, i) => `r-${i}`);
      await transport().publish(values.map((v, i) => ({ topic, key: `key-${i % 7}`, value: bytes(v) })));
      // Delivery is at least once (a group's rebalance may hand a record over again; consumers'
      // inboxes drop the repeat), so each group is asked for every record, repeats aside.
      const distinct = (rs: readonly DeliveredRecord[]) => new Set(rs.map((r) => text(r.value))).size;
      await Promise.all([
        billing.until((rs) => distinct(rs) >= values.length, 'all records in the first group'),
        audit.until((rs) => distinct(rs) >= values.length, 'all records in the second group'),
      ]);

      expect([...new Set(billing.values())].sort()).toEqual([...values].sort());
      expect([...new Set(audit.values())].sort()).toEqual([...values].sort());
    });

    it("splits a group's records between its members, each record to one member", async () => {
      const topic = unique('split');
      await prepare(topic);
      const group = unique('split');
      const received = inbox();
      const byMember: [string[], string[]] = [[], []];
      const handlerOf =
        (member: 0 | 1) =>
        (record: DeliveredRecord): Promise<void> => {
          byMember[member].push(text(record.value));
          received.push(record);
          return Promise.resolve();
        };
      const other = await secondMember();
      await Promise.all([
        transport().subscribe({ group, topics: [topic], handler: handlerOf(0) }),
        other.subscribe({ group, topics: [topic], handler: handlerOf(1) }),
      ]);

      const values = Array.from({ length: 40 }, (_, i) => `r-${i}`);
      await transport().publish(values.map((v, i) => ({ topic, key: `aggregate-${i}`, value: bytes(v) })));
      await received.until((rs) => rs.length >= values.length, 'all records across both members');

      expect(received.values().sort()).toEqual([...values].sort());
      expect(byMember[0].length).toBeGreaterThan(0);
      expect(byMember[1].length).toBeGreaterThan(0);
    });

    it('hands a failed record again, with the attempt number, until the handler succeeds', async () => {
      const topic = unique('retry');
      await prepare(topic);
      const attempts: number[] = [];
      const handled = inbox();
      await transport().subscribe({
        group: unique('retry'),
        topics: [topic],
        retry: { maxAttempts: 5, backoffMs: 50 },
        handler: (record) => {
          attempts.push(record.attempt);
          if (record.attempt < 3) return Promise.reject(new Error(`transient failure ${record.attempt}`));
          handled.push(record);
          return Promise.resolve();
        },
      });

      await transport().publish([
        { topic, key: 'order-9', value: bytes('flaky'), headers: { 'x-trace': 't' } },
      ]);
      await handled.until((rs) => rs.length >= 1, 'the third attempt to succeed');

      expect(attempts).toEqual([1, 2, 3]);
      expect(handled.records[0]).toMatchObject({
        topic,
        key: 'order-9',
        attempt: 3,
        headers: { 'x-trace': 't' },
      });
      expect(text(handled.records[0]!.value)).toBe('flaky');
    });

    it('dead-letters a record whose transient failures use up a finite retry.maxAttempts, and goes on', async () => {
      const topic = unique('poison');
      await prepare(topic, dlqTopic(topic));
      const group = unique('poison');
      const calls: string[] = [];
      const handled = inbox();
      const deadLetters = inbox();
      await Promise.all([
        transport().subscribe({
          group,
          topics: [topic],
          retry: { maxAttempts: 3, backoffMs: 20 },
          handler: (record) => {
            calls.push(`${text(record.value)}#${record.attempt}`);
            if (text(record.value) === 'poison') return Promise.reject(new Error('cannot decode payload'));
            handled.push(record);
            return Promise.resolve();
          },
        }),
        transport().subscribe({
          group: unique('dlq-reader'),
          topics: [dlqTopic(topic)],
          handler: deadLetters.handle,
        }),
      ]);

      await transport().publish([
        { topic, key: 'order-1', value: bytes('poison'), headers: { 'x-correlation-id': 'c-9' } },
        { topic, key: 'order-1', value: bytes('healthy') },
      ]);
      await Promise.all([
        handled.until((rs) => rs.length >= 1, 'the record after the poison one'),
        deadLetters.until((rs) => rs.length >= 1, 'the dead letter'),
      ]);

      expect(calls).toEqual(['poison#1', 'poison#2', 'poison#3', 'healthy#1']);
      const dead = deadLetters.records[0]!;
      expect(dead).toMatchObject({ topic: dlqTopic(topic), key: 'order-1' });
      expect(text(dead.value)).toBe('poison');
      expect(dead.headers).toMatchObject({
        'x-correlation-id': 'c-9',
        'x-dlq-original-topic': topic,
        'x-dlq-attempts': '3',
        'x-dlq-group': group,
        'x-dlq-kind': 'transient_exhausted',
      });
      expect(dead.headers['x-dlq-error']).toContain('cannot decode payload');
    });

    it('dead-letters a poison record at once, stored through the deadLetter hook first, and goes on', async () => {
      const topic = unique('poison-now');
      await prepare(topic, dlqTopic(topic));
      const group = unique('poison-now');
      const calls: string[] = [];
      const order: string[] = [];
      const notices: DeadLetterNotice[] = [];
      const handled = inbox();
      const deadLetters = inbox();
      await Promise.all([
        transport().subscribe({
          group,
          topics: [topic],
          retry: { backoffMs: 20 },
          handler: (record) => {
            calls.push(`${text(record.value)}#${record.attempt}`);
            if (text(record.value) === 'poison')
              return Promise.reject(new PoisonMessageError('payload fails validation'));
            handled.push(record);
            return Promise.resolve();
          },
          deadLetter: (notice) => {
            notices.push(notice);
            order.push('stored');
            return Promise.resolve();
          },
        }),
        transport().subscribe({
          group: unique('dlq-reader'),
          topics: [dlqTopic(topic)],
          handler: (record) => {
            order.push('dlq');
            return deadLetters.handle(record);
          },
        }),
      ]);

      await transport().publish([
        { topic, key: 'order-2', value: bytes('poison'), headers: { 'x-event-id': 'e-1' } },
        { topic, key: 'order-2', value: bytes('healthy') },
      ]);
      await Promise.all([
        handled.until((rs) => rs.length >= 1, 'the record after the poison one'),
        deadLetters.until((rs) => rs.length >= 1, 'the dead letter'),
      ]);

      expect(calls).toEqual(['poison#1', 'healthy#1']);
      expect(order).toEqual(['stored', 'dlq']);
      expect(notices).toHaveLength(1);
      const [notice] = notices;
      expect(notice).toMatchObject({
        kind: 'poison',
        attempts: 1,
        record: { topic, key: 'order-2', attempt: 1 },
      });
      expect(notice!.error).toBeInstanceOf(PoisonMessageError);
      expect(notice!.firstFailedAt).toBeInstanceOf(Date);
      expect(typeof notice!.record.partition).toBe('number');
      expect(typeof notice!.record.offset).toBe('string');
      expect(text(notice!.record.value)).toBe('poison');
      expect(deadLetters.records[0]!.headers).toMatchObject({
        'x-event-id': 'e-1',
        'x-dlq-kind': 'poison',
        'x-dlq-attempts': '1',
        'x-dlq-group': group,
      });
    });

    it('keeps a record whose deadLetter hook fails, and lets it go only once the hook stored it', async () => {
      const topic = unique('store-down');
      await prepare(topic, dlqTopic(topic));
      const calls: string[] = [];
      const order: string[] = [];
      const handled = inbox();
      let hookCalls = 0;
      await transport().subscribe({
        group: unique('store-down'),
        topics: [topic],
        retry: { backoffMs: 10, maxBackoffMs: 40 },
        handler: (record) => {
          calls.push(`${text(record.value)}#${record.attempt}`);
          if (text(record.value) === 'poison') return Promise.reject(new PoisonMessageError('invalid'));
          order.push('next handled');
          handled.push(record);
          return Promise.resolve();
        },
        deadLetter: () => {
          hookCalls++;
          order.push(`hook ${hookCalls}`);
          return hookCalls <= 2
            ? Promise.reject(new Error('connect ECONNREFUSED (dead-letter table)'))
            : Promise.resolve();
        },
      });

      await transport().publish([
        { topic, key: 'order-3', value: bytes('poison') },
        { topic, key: 'order-3', value: bytes('healthy') },
      ]);
      await handled.until((rs) => rs.length >= 1, 'the record after the poison one');

      expect(calls).toEqual(['poison#1', 'healthy#1']);
      expect(order).toEqual(['hook 1', 'hook 2', 'hook 3', 'next handled']);
    });

    it('retries a transient failure without limit by default, each pause longer, and never dead-letters it', async () => {
      const topic = unique('patient');
      await prepare(topic);
      const failures = 7;
      const at: number[] = [];
      const handled = inbox();
      const dead: DeadLetterNotice[] = [];
      await transport().subscribe({
        group: unique('patient'),
        topics: [topic],
        retry: { backoffMs: 10, maxBackoffMs: 80 },
        handler: (record) => {
          at.push(performance.now());
          if (record.attempt <= failures)
            return Promise.reject(new Error(`connection terminated (attempt ${record.attempt})`));
          handled.push(record);
          return Promise.resolve();
        },
        deadLetter: (notice) => {
          dead.push(notice);
          return Promise.resolve();
        },
      });

      await transport().publish([{ topic, key: 'order-4', value: bytes('patient') }]);
      await handled.until((rs) => rs.length >= 1, 'the attempt after the failures');

      expect(handled.records[0]!.attempt).toBe(failures + 1);
      expect(dead).toEqual([]);
      // Exponential with "equal jitter": the pause after failure n is at least half of
      // min(80, 10 * 2^(n-1)) ms. Only lower bounds: a loaded machine makes pauses longer, never shorter.
      const pauses = at.slice(1).map((t, i) => t - at[i]!);
      pauses.forEach((pause, i) => {
        expect(pause).toBeGreaterThanOrEqual(Math.min(80, 10 * 2 ** i) / 2 - 2);
      });
    });

    it('holds back only the partition of a record that keeps failing, not the others', async () => {
      const topic = unique('stall');
      await prepare(topic);
      let broken = true;
      let stuck: DeliveredRecord | undefined;
      // Its partition may well be fetched after all the others were handled: wait for it on its
      // own, since the inbox re-checks a condition only when a record is handled.
      const stuckSeen = deferred<void>();
      const handled = inbox();
      await transport().subscribe({
        group: unique('stall'),
        topics: [topic],
        retry: { backoffMs: 20, maxBackoffMs: 100 },
        handler: (record) => {
          if (text(record.value) === 'stuck') {
            stuck ??= record;
            stuckSeen.resolve();
            if (broken) return Promise.reject(new Error('deadlock detected; retry'));
          }
          handled.push(record);
          return Promise.resolve();
        },
      });

      const others = Array.from({ length: 20 }, (_, i) => `other-${i}`);
      // Not awaited: in-process, publish() resolves only once the stuck record went through.
      const published = startPublish(transport(), [
        { topic, key: 'stuck-key', value: bytes('stuck') },
        ...others.map((v) => ({ topic, key: `key-${v}`, value: bytes(v) })),
      ]);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        stuckSeen.promise,
        new Promise((_, reject) => {
          waited = setTimeout(() => reject(new Error(`the stuck record never came in ${waitMs} ms`)), waitMs);
        }),
      ]).finally(() => clearTimeout(waited));
      await handled.until(
        (rs) => rs.some((r) => r.partition !== stuck!.partition),
        'a record of another partition while one is stuck',
      );

      expect(stuck!.partition).toEqual(expect.any(Number));
      // Whatever queues behind the stuck record in its partition waits for it.
      expect(handled.records.filter((r) => r.partition === stuck!.partition)).toEqual([]);
      broken = false;
      await handled.until((rs) => rs.length >= others.length + 1, 'every record once released');
      await published;
      expect(handled.values().sort()).toEqual([...others, 'stuck'].sort());
    });

    it('gives a record that a closing member did not finish to another member of the group', async () => {
      const topic = unique('handover');
      await prepare(topic);
      const group = unique('handover');
      const started = deferred<number>();
      const blocker = deferred<never>();
      releases.push(() => blocker.reject(new Error('test cleanup')));
      const calls: number[] = [];
      const handled = inbox();
      let victim: number | undefined;
      const handlerOf =
        (member: number) =>
        (record: DeliveredRecord): Promise<void> => {
          calls.push(member);
          if (victim === undefined) {
            victim = member;
            started.resolve(member);
            return blocker.promise;
          }
          handled.push(record);
          return Promise.resolve();
        };

      const other = await secondMember();
      const subscriptions: Subscription[] = await Promise.all([
        transport().subscribe({
          group,
          topics: [topic],
          handler: handlerOf(0),
          retry: { maxAttempts: 5, backoffMs: 20 },
        }),
        other.subscribe({
          group,
          topics: [topic],
          handler: handlerOf(1),
          retry: { maxAttempts: 5, backoffMs: 20 },
        }),
      ]);

      const published = startPublish(transport(), [{ topic, key: 'order-7', value: bytes('in flight') }]);
      const loser = await started.promise;
      const closing = subscriptions[loser]!.close();
      // The handler fails because its process is shutting down; the closing member must not retry it.
      blocker.reject(new Error('shutting down: connection pool closed'));
      await closing;
      await handled.until((rs) => rs.length >= 1, 'the record at the remaining member');
      await published;

      expect(text(handled.records[0]!.value)).toBe('in flight');
      expect(calls).toEqual([loser, 1 - loser]);
    });

    it('lets the group, subscribing again, resume where a closed member stopped', async () => {
      const topic = unique('resume');
      await prepare(topic);
      const group = unique('resume');
      const started = deferred();
      const blocker = deferred<never>();
      releases.push(() => blocker.reject(new Error('test cleanup')));
      const before = inbox();
      const first = await transport().subscribe({
        group,
        topics: [topic],
        handler: (record) => {
          if (text(record.value) === 'second') {
            started.resolve();
            return blocker.promise;
          }
          before.push(record);
          return Promise.resolve();
        },
      });

      void startPublish(transport(), [
        { topic, key: 'order-3', value: bytes('first') },
        { topic, key: 'order-3', value: bytes('second') },
      ]);
      await started.promise;
      expect(before.values()).toEqual(['first']);
      const closing = first.close();
      blocker.reject(new Error('shutting down'));
      await closing;

      const after = inbox();
      await (await secondMember()).subscribe({ group, topics: [topic], handler: after.handle });
      await after.until((rs) => rs.length >= 1, 'the unfinished record after re-subscribing');

      // Per-key order means a redelivered 'first' would come before 'second'.
      expect(after.values()[0]).toBe('second');
    });
  });
}
