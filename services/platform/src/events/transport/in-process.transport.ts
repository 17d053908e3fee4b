import { AsyncResource } from 'node:async_hooks';
import { deliverWithRetry, type Outcome } from './delivery.js';
import {
  retryPolicy,
  type EventRecord,
  type EventTransport,
  type RetryPolicy,
  type SubscribeOptions,
  type Subscription,
} from './event-transport.port.js';
import { keyPartition, sleep } from './transport.util.js';

export interface InProcessTransportOptions {
  /** Partitions per topic. Same role as on Kafka: per-key order, and the unit a group member owns. */
  partitions?: number;
  /**
   * Records kept per partition for groups that subscribe later (`fromBeginning`): at least this
   * many, at most twice as many. Like Kafka retention it is independent of consumer positions: a
   * group that falls further behind skips to the oldest record still kept. Default 10 000.
   */
  retainPerPartition?: number;
  /**
   * Requests being answered in this process: while any are, a record waits (at most
   * `foregroundDeferMs` from its publication) before it is handed to a consumer, so answering
   * comes before background work. Without it records are delivered at once.
   */
  foreground?: { readonly busy: boolean; idle(timeoutMs: number): Promise<void> };
  /** The longest a record waits for requests to finish. Default 1 000 ms. */
  foregroundDeferMs?: number;
}

/** A publish that cannot be confirmed because the group it was waiting for lost its last member. */
export class DeliveryUnconfirmedError extends Error {
  override readonly name = 'DeliveryUnconfirmedError';
}

type Stored = Required<EventRecord>;

interface Waiter {
  offset: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

class PartitionLog {
  base = 0;
  readonly records: Stored[] = [];

  get end(): number {
    return this.base + this.records.length;
  }

  at(offset: number): Stored | undefined {
    return this.records[offset - this.base];
  }

  append(record: Stored, retain: number): number {
    this.records.push(record);
    // Trim in chunks so a busy topic does not pay an O(n) shift on every append.
    if (this.records.length >= retain * 2) {
      const drop = this.records.length - retain;
      this.records.splice(0, drop);
      this.base += drop;
    }
    return this.end - 1;
  }
}

/** One group's position in one partition; its drain loop is what serialises delivery. */
class Cursor {
  assignee: Member | undefined;
  draining = false;
  waiters: Waiter[] = [];

  constructor(
    readonly topic: string,
    readonly partition: number,
    public position: number,
  ) {}

  settleUpTo(position: number): void {
    while (this.waiters.length > 0 && this.waiters[0]!.offset < position) this.waiters.shift()!.resolve();
  }

  rejectAll(error: Error): void {
    for (const waiter of this.waiters.splice(0)) waiter.reject(error);
  }
}

interface Member {
  readonly group: Group;
  readonly topics: ReadonlySet<string>;
  readonly handler: SubscribeOptions['handler'];
  readonly deadLetter: SubscribeOptions['deadLetter'];
  readonly retry: RetryPolicy;
  readonly wake: AbortController;
  readonly inFlight: Set<Promise<Outcome>>;
  closing: boolean;
}

interface Group {
  readonly name: string;
  readonly members: Member[];
  /** Kept after the last member leaves: that is the group's committed position. */
  readonly cursors: Map<string, Cursor[]>;
}

/**
 * The event bus of the standalone run: the Kafka semantics of the port (per-key order, consumer
 * groups, at-least-once with bounded retries and a dead-letter topic) inside one process.
 *
 * Durability: nothing here survives the process, so `publish()` resolves only once every group
 * subscribed to the topic at publish time has finished the record (handled, or dead-lettered). The
 * outbox relay marks a row published only after `publish()` resolves, so a crash before a consumer
 * has committed its effect leaves the row to be sent again after restart, and the consumer's inbox
 * makes the repeat harmless. The cost is back-pressure: a slow consumer slows its producers'
 * relays. A consequence to respect: a handler must not await a `publish()` that its own group
 * consumes on the same partition, since that record queues behind the handler awaiting it.
 *
 * When a group loses its last member while publishes still wait for it (graceful shutdown, a module
 * unsubscribing), those publishes are rejected with `DeliveryUnconfirmedError` rather than left
 * hanging or resolved. Resolving would let the relay mark rows published that no consumer handled,
 * and at shutdown the in-memory log goes with the process: a silent loss. Rejecting makes the relay
 * keep the rows and send them again (after restart, if it comes to that); the records also stay in
 * the log for the group, so a member that comes back in this process gets them, and the inbox
 * absorbs the resulting duplicate. For the same reason a publish that such a group, one that has
 * subscribed to the topic but has no member now, would have to confirm is rejected the same way
 * at once: the relay retries while the consumer is away (the standalone run stops consumers before
 * producers), and resolving those retries would mark the rows published just before the process,
 * and the log with it, goes away.
 *
 * Dead-lettering appends to `<topic>.dlq` without waiting for that topic's consumers, so a slow
 * dead-letter reader never stalls the partition it came from.
 */
export class InProcessTransport implements EventTransport {
  readonly kind = 'in-process' as const;

  private readonly partitionCount: number;
  private readonly retain: number;
  private readonly topics = new Map<string, PartitionLog[]>();
  private readonly groups = new Map<string, Group>();
  private readonly subscriptions = new Set<Subscription>();
  private state: 'new' | 'connected' | 'disconnected' = 'new';

  private gate?: Promise<void>;
  private readonly foreground: InProcessTransportOptions['foreground'];
  private readonly deferMs: number;
  /** When each record was appended, for the foreground wait's bound. */
  private readonly appendedAt = new WeakMap<Stored, number>();

  constructor(options: InProcessTransportOptions = {}) {
    this.partitionCount = options.partitions ?? 4;
    this.retain = options.retainPerPartition ?? 10_000;
    this.foreground = options.foreground;
    this.deferMs = options.foregroundDeferMs ?? 1_000;
    if (!Number.isInteger(this.partitionCount) || this.partitionCount < 1)
      throw new Error('partitions must be a positive integer');
    if (!Number.isInteger(this.retain) || this.retain < 1)
      throw new Error('retainPerPartition must be a positive integer');
  }

  connect(): Promise<void> {
    if (this.state === 'disconnected')
      return Promise.reject(new Error('InProcessTransport: cannot reconnect after disconnect'));
    this.state = 'connected';
    return Promise.resolve();
  }

  /**
   * Makes publish() wait until release(): the standalone run boots producers before all consumers
   * exist, and a record published to a topic nobody subscribed yet would be confirmed at once —
   * lost if the process died before the consumer arrived. Held, it stays unpublished in the outbox.
   */
  hold(): () => void {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.gate = gate;
    return () => {
      if (this.gate === gate) this.gate = undefined;
      release();
    };
  }

  async publish(records: EventRecord[]): Promise<void> {
    this.assertConnected();
    if (this.gate) await this.gate;
    const confirmations: Promise<void>[] = [];
    for (const record of records) {
      const stored: Stored = {
        topic: record.topic,
        key: record.key,
        value: record.value.slice(),
        headers: { ...record.headers },
      };
      confirmations.push(...this.append(stored));
    }
    await Promise.all(confirmations);
  }

  subscribe(options: SubscribeOptions): Promise<Subscription> {
    // The executor turns a synchronous throw into a rejection, as callers of a Promise API expect.
    return new Promise((resolve) => resolve(this.join(options)));
  }

  private join(options: SubscribeOptions): Subscription {
    this.assertConnected();
    if (options.topics.length === 0) throw new Error('subscribe: at least one topic is required');
    const retry = retryPolicy(options.retry);

    let group = this.groups.get(options.group);
    if (!group) {
      group = { name: options.group, members: [], cursors: new Map() };
      this.groups.set(options.group, group);
    }
    const member: Member = {
      group,
      topics: new Set(options.topics),
      // Handlers run in the subscriber's async context, never the publisher's: in one process the
      // publisher's request context (ids, the ORM's request-scoped EntityManager) must not leak in.
      handler: AsyncResource.bind(options.handler),
      deadLetter: options.deadLetter && AsyncResource.bind(options.deadLetter),
      retry,
      wake: new AbortController(),
      inFlight: new Set(),
      closing: false,
    };
    group.members.push(member);
    for (const topic of member.topics) {
      if (!group.cursors.has(topic)) {
        const logs = this.logsOf(topic);
        const fromBeginning = options.fromBeginning ?? true;
        group.cursors.set(
          topic,
          logs.map((log, partition) => new Cursor(topic, partition, fromBeginning ? log.base : log.end)),
        );
      }
      this.rebalance(group, topic);
    }

    let closed: Promise<void> | undefined;
    const subscription: Subscription = {
      close: () => (closed ??= this.leave(member, subscription)),
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  healthy(): Promise<boolean> {
    return Promise.resolve(this.state === 'connected');
  }

  async disconnect(): Promise<void> {
    if (this.state === 'disconnected') return;
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    this.state = 'disconnected';
    const gone = new DeliveryUnconfirmedError(
      'InProcessTransport disconnected before the record was handled',
    );
    for (const group of this.groups.values())
      for (const cursors of group.cursors.values()) for (const c of cursors) c.rejectAll(gone);
  }

  private assertConnected(): void {
    if (this.state !== 'connected')
      throw new Error(`InProcessTransport is ${this.state === 'new' ? 'not connected yet' : 'disconnected'}`);
  }

  private logsOf(topic: string): PartitionLog[] {
    let logs = this.topics.get(topic);
    if (!logs) {
      logs = Array.from({ length: this.partitionCount }, () => new PartitionLog());
      this.topics.set(topic, logs);
    }
    return logs;
  }

  /** Appends and returns one confirmation per group that has subscribed to the topic. */
  private append(record: Stored): Promise<void>[] {
    this.appendedAt.set(record, performance.now());
    const partition = keyPartition(record.key, this.partitionCount);
    const offset = this.logsOf(record.topic)[partition]!.append(record, this.retain);
    const confirmations: Promise<void>[] = [];
    for (const group of this.groups.values()) {
      const cursor = group.cursors.get(record.topic)?.[partition];
      if (!cursor) continue;
      if (!this.hasActiveMember(group, record.topic)) {
        // Kept in the log for a member that comes back, but unconfirmed: see the class comment.
        confirmations.push(
          Promise.reject(
            new DeliveryUnconfirmedError(
              `group ${group.name} has no member on ${record.topic} to confirm the record`,
            ),
          ),
        );
        continue;
      }
      confirmations.push(
        new Promise<void>((resolve, reject) => cursor.waiters.push({ offset, resolve, reject })),
      );
      this.kick(group, cursor);
    }
    return confirmations;
  }

  private hasActiveMember(group: Group, topic: string): boolean {
    return group.members.some((m) => !m.closing && m.topics.has(topic));
  }

  /** Round-robin of the topic's partitions over the active members, in join order. */
  private rebalance(group: Group, topic: string): void {
    const active = group.members.filter((m) => !m.closing && m.topics.has(topic));
    const cursors = group.cursors.get(topic) ?? [];
    for (const cursor of cursors) {
      cursor.assignee = active.length > 0 ? active[cursor.partition % active.length] : undefined;
      this.kick(group, cursor);
    }
  }

  private kick(group: Group, cursor: Cursor): void {
    if (cursor.draining || !cursor.assignee) return;
    cursor.draining = true;
    // Deferred so handlers never run inside the publisher's or subscriber's call stack.
    setImmediate(() => {
      void this.drain(group, cursor).finally(() => {
        cursor.draining = false;
        const log = this.topics.get(cursor.topic)?.[cursor.partition];
        if (log && cursor.position < log.end && cursor.assignee && !cursor.assignee.closing)
          this.kick(group, cursor);
      });
    });
  }

  private async drain(group: Group, cursor: Cursor): Promise<void> {
    const log = this.logsOf(cursor.topic)[cursor.partition]!;
    for (;;) {
      if (cursor.position < log.base) {
        cursor.position = log.base;
        cursor.settleUpTo(cursor.position);
      }
      const member = cursor.assignee;
      const record = log.at(cursor.position);
      if (!record || !member || member.closing) return;
      // Waited for requests to finish: the cursor's state may have moved meanwhile, so look again.
      if (await this.yieldToForeground(record)) continue;
      const delivery = this.deliver(member, group, record, cursor);
      member.inFlight.add(delivery);
      let outcome: Outcome;
      try {
        outcome = await delivery;
      } finally {
        member.inFlight.delete(delivery);
      }
      // An abandoned record stays at the cursor; the next pass offers it to the new assignee.
      if (outcome === 'done') {
        cursor.position += 1;
        cursor.settleUpTo(cursor.position);
      }
    }
  }

  /** Waits while requests are in flight, up to the record's deadline; says whether it waited. */
  private async yieldToForeground(record: Stored): Promise<boolean> {
    if (!this.foreground?.busy) return false;
    const left = (this.appendedAt.get(record) ?? 0) + this.deferMs - performance.now();
    if (left <= 0) return false;
    await this.foreground.idle(left);
    return true;
  }

  /**
   * The port's retry rules (delivery.ts). A transient failure pauses this cursor only: every other
   * partition, and every other group, keeps going, as a paused Kafka partition would.
   */
  private deliver(member: Member, group: Group, record: Stored, cursor: Cursor): Promise<Outcome> {
    return deliverWithRetry(
      {
        group: group.name,
        handler: member.handler,
        deadLetter: member.deadLetter,
        retry: member.retry,
        closing: () => member.closing,
        pause: (ms) => sleep(ms, member.wake.signal),
        publishDeadLetter: (dead) => {
          // Not awaited: see the class comment on dead-lettering.
          void Promise.all(this.append({ headers: {}, ...dead })).catch(() => undefined);
          return Promise.resolve();
        },
      },
      {
        ...record,
        value: record.value.slice(),
        headers: { ...record.headers },
        partition: cursor.partition,
        offset: String(cursor.position),
      },
    );
  }

  private async leave(member: Member, subscription: Subscription): Promise<void> {
    const group = member.group;
    member.closing = true;
    member.wake.abort();
    for (const topic of member.topics) this.rebalance(group, topic);
    await Promise.allSettled([...member.inFlight]);
    group.members.splice(group.members.indexOf(member), 1);
    this.subscriptions.delete(subscription);
    for (const topic of member.topics) {
      if (this.hasActiveMember(group, topic)) continue;
      const error = new DeliveryUnconfirmedError(
        `group ${group.name} has no member left on ${topic} to confirm the record`,
      );
      for (const cursor of group.cursors.get(topic) ?? []) cursor.rejectAll(error);
    }
  }
}
