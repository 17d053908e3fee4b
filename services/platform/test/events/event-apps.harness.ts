import {
  Inject,
  Injectable,
  Module,
  Optional,
  type DynamicModule,
  type INestApplicationContext,
  type LogLevel,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Migration } from '@mikro-orm/migrations';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { decodeEnvelope } from '@sokoni/contracts';
import { CACHE_STORE, CacheModule, type CacheStore } from '@sokoni/platform/cache';
import { DatabaseModule, EVENT_TABLE_MIGRATIONS } from '@sokoni/platform/db';
import {
  EVENT_HEADERS,
  EventOutbox,
  EventsModule,
  OnEvent,
  PoisonMessageError,
  type DeliveredRecord,
  type DomainEvent,
  type EventRecord,
  type EventsModuleOptions,
  type EventTransport,
  type SubscribeOptions,
  type Subscription,
} from '@sokoni/platform/events';

/*
 * Two tiny services for the outbox/inbox integration tests: a producer that writes a row of its own
 * and its event in one transaction, and a consumer whose @OnEvent handlers write effects into a
 * table of their own. Each runs as a separate Nest application context on its own schema, as two
 * services would, so "killing" one leaves the other untouched.
 */

export const APP_SCHEMA = Symbol('APP_SCHEMA');
export const SCRIPT = Symbol('SCRIPT');

/** Handlers' retry policy: enough attempts for "fails twice, then succeeds", short backoff. */
export const RETRY = { maxAttempts: 4, backoffMs: 50 };

class Migration20990101000100ProducerWrites extends Migration {
  override name = 'Migration20990101000100ProducerWrites';
  override up(): void {
    this.addSql(`create table writes (
      seq bigserial primary key,
      user_id uuid not null,
      label text not null
    )`);
  }
}

/** No unique key on event_id on purpose: only the inbox may keep a redelivery from a second effect. */
class Migration20990101000100ConsumerEffects extends Migration {
  override name = 'Migration20990101000100ConsumerEffects';
  override up(): void {
    this.addSql(`create table effects (
      seq bigserial primary key,
      event_id uuid not null,
      topic text not null,
      aggregate_id uuid not null,
      label text not null
    )`);
  }
}

export type ProducedTopic = 'identity.user.registered.v1' | 'identity.user.profile_updated.v1';

export interface Produce {
  topic?: ProducedTopic;
  userId: string;
  /** Travels as the payload's full name; the consumer's script keys behaviours on it. */
  label: string;
}

/** Thrown inside the producer's transaction to roll it back; carries the ids the outbox handed out. */
export class RolledBackOnPurpose extends Error {
  constructor(readonly eventIds: string[]) {
    super('rolled back on purpose');
  }
}

@Injectable()
export class ProducerService {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: EventOutbox,
    @Inject(APP_SCHEMA) private readonly schema: string,
  ) {}

  /** One transaction: for each item the producer's own row and its event, or nothing at all. */
  async produce(items: Produce[], options: { rollback?: boolean } = {}): Promise<string[]> {
    const ids: string[] = [];
    await this.orm.em.fork().transactional(async (em) => {
      for (const item of items) {
        await em.execute(`insert into "${this.schema}".writes (user_id, label) values (?, ?)`, [
          item.userId,
          item.label,
        ]);
        ids.push(await this.add(em, item));
      }
      if (options.rollback) throw new RolledBackOnPurpose(ids);
    });
    return ids;
  }

  private add(em: EntityManager, item: Produce): Promise<string> {
    const person = {
      userId: item.userId,
      email: `${item.label}@example.test`,
      fullName: item.label,
      locale: 'en',
    };
    return item.topic === 'identity.user.profile_updated.v1'
      ? this.outbox.add(em, item.topic, item.userId, person)
      : this.outbox.add(em, 'identity.user.registered.v1', item.userId, { ...person, source: 'self' });
  }
}

interface Deferred<T = void> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A gate nobody waits on any more must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** Holds a handler inside its transaction: `entered` once it is there; `fail` makes it throw. */
export class Gate {
  readonly entered = deferred();
  private readonly released = deferred();
  wait(): Promise<void> {
    this.entered.resolve();
    return this.released.promise;
  }
  open(): void {
    this.released.resolve();
  }
  fail(error: Error): void {
    this.released.reject(error);
  }
}

export type Behaviour =
  | { failTimes: number }
  | { alwaysFail: true }
  /** Refuses the event as invalid (PoisonMessageError) until `fix()`. */
  | { poison: true }
  /** Waits at the gate; `thenCache`: then writes to the app's cache, as a read model's handler may. */
  | { gate: Gate; thenCache?: boolean };

/** What the consumer's handler does, decided by the test: per label, and only for its own users. */
export class Script {
  private readonly owned = new Set<string>();
  private readonly plans = new Map<string, Behaviour>();
  private readonly attempts = new Map<string, number>();

  /** Events of other users (earlier tests, earlier runs on a shared cluster) are acknowledged untouched. */
  own(...userIds: string[]): this {
    for (const id of userIds) this.owned.add(id);
    return this;
  }

  plan(label: string, behaviour: Behaviour): this {
    this.plans.set(label, behaviour);
    return this;
  }

  /** The bug behind a label's failures is fixed: from now on its events go through. */
  fix(label: string): this {
    this.plans.delete(label);
    return this;
  }

  owns(userId: string): boolean {
    return this.owned.has(userId);
  }

  /** Handler invocations per event id, failed ones included. */
  attemptsOf(eventId: string): number {
    return this.attempts.get(eventId) ?? 0;
  }

  async act(eventId: string, label: string, cache?: CacheStore): Promise<void> {
    const attempt = (this.attempts.get(eventId) ?? 0) + 1;
    this.attempts.set(eventId, attempt);
    const plan = this.plans.get(label);
    if (!plan) return;
    if ('failTimes' in plan && attempt <= plan.failTimes)
      throw new Error(`flaky handler: ${label} fails attempt ${attempt}`);
    if ('alwaysFail' in plan) throw new Error(`always failing: refusing ${label}`);
    if ('poison' in plan) throw new PoisonMessageError(`invalid event: refusing ${label}`);
    if ('gate' in plan && attempt === 1) {
      await plan.gate.wait();
      if (plan.thenCache) {
        if (!cache) throw new Error('the script wants a cache: start the consumer with redisUrl');
        await cache.set(`effect:${eventId}`, label);
      }
    }
  }
}

@Injectable()
export class EffectsConsumer {
  constructor(
    @Inject(SCRIPT) private readonly script: Script,
    @Inject(APP_SCHEMA) private readonly schema: string,
    @Optional() @Inject(CACHE_STORE) private readonly cache?: CacheStore,
  ) {}

  @OnEvent('identity.user.registered.v1', { purpose: 'effects' })
  registered(event: DomainEvent<'identity.user.registered.v1'>, em: EntityManager): Promise<void> {
    return this.apply(event, em, event.payload.fullName);
  }

  @OnEvent('identity.user.profile_updated.v1', { purpose: 'effects' })
  profileUpdated(event: DomainEvent<'identity.user.profile_updated.v1'>, em: EntityManager): Promise<void> {
    return this.apply(event, em, event.payload.fullName);
  }

  private async apply(event: DomainEvent, em: EntityManager, label: string): Promise<void> {
    if (!this.script.owns(event.aggregateId)) return;
    // Written before the script may throw or block: a failure then proves that the effect, like the
    // inbox row, goes only with a committed handler transaction.
    await em.execute(
      `insert into "${this.schema}".effects (event_id, topic, aggregate_id, label) values (?, ?, ?, ?)`,
      [event.id, event.topic, event.aggregateId, label],
    );
    await this.script.act(event.id, label, this.cache);
  }
}

export interface Delivery {
  eventId: string;
  topic: string;
  key: string;
  attempt: number;
  outcome: 'ok' | 'error';
}

/**
 * Wraps an app's transport to see what crosses it: records the relay sent, and
 * every handler outcome, and tells the test the moment a subscription starts closing (the transport
 * has marked its member closing by then, so a handler failing now is abandoned, not retried).
 */
export class RecordingTransport implements EventTransport {
  readonly sent: EventRecord[] = [];
  readonly deliveries: Delivery[] = [];
  /** Set by a test to make publish() fail (a broker away, or one refusing a record). */
  failPublish?: (records: EventRecord[]) => Error | undefined;
  private readonly closingListeners = new Set<() => void>();

  constructor(readonly inner: EventTransport) {}

  get kind(): EventTransport['kind'] {
    return this.inner.kind;
  }

  connect(): Promise<void> {
    return this.inner.connect();
  }

  disconnect(): Promise<void> {
    return this.inner.disconnect();
  }

  healthy(): Promise<boolean> {
    return this.inner.healthy();
  }

  /**
   * Recorded when handed over, in the relay's order: in-process, a publish resolves only after the
   * consumers committed, so recording on resolution would lag behind effects the test can see.
   */
  publish(records: EventRecord[]): Promise<void> {
    const failure = this.failPublish?.(records);
    if (failure) return Promise.reject(failure);
    this.sent.push(...records);
    return this.inner.publish(records);
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const handler = async (record: DeliveredRecord): Promise<void> => {
      const delivery = {
        eventId: record.headers[EVENT_HEADERS.eventId] ?? '',
        topic: record.topic,
        key: record.key,
        attempt: record.attempt,
      };
      try {
        await options.handler(record);
        this.deliveries.push({ ...delivery, outcome: 'ok' });
      } catch (error) {
        this.deliveries.push({ ...delivery, outcome: 'error' });
        throw error;
      }
    };
    const inner = await this.inner.subscribe({ ...options, handler });
    return {
      close: () => {
        const closed = inner.close();
        for (const listener of this.closingListeners) listener();
        return closed;
      },
    };
  }

  onSubscriptionClosing(listener: () => void): void {
    this.closingListeners.add(listener);
  }

  /** Event ids the relay sent, in order, for the given keys. */
  sentIds(keys: Iterable<string>): string[] {
    const wanted = new Set(keys);
    return this.sent.filter((r) => wanted.has(r.key)).map((r) => decodeEnvelope(r.value).id);
  }
}

export interface AppOptions {
  url: string;
  schema: string;
  /** Service name: the producer in envelopes, and the prefix of consumer groups. */
  service: string;
  transport: EventTransport;
  ownsTransport: boolean;
  relay?: EventsModuleOptions['relay'];
  retention?: EventsModuleOptions['retention'];
  retry?: EventsModuleOptions['retry'];
  /** Gives the app a cache on this Redis, mounted after EventsModule as servicePlatform() does. */
  redisUrl?: string;
}

@Module({})
class EventTestAppModule {
  static forRoot(o: AppOptions & { role: 'producer' | 'consumer'; script?: Script }): DynamicModule {
    const own =
      o.role === 'producer' ? Migration20990101000100ProducerWrites : Migration20990101000100ConsumerEffects;
    return {
      module: EventTestAppModule,
      imports: [
        DatabaseModule.forRoot({
          schema: o.schema,
          url: o.url,
          entities: [],
          migrations: [...EVENT_TABLE_MIGRATIONS, own],
          migrateOnStart: true,
          poolMax: 4,
        }),
        EventsModule.forRoot({
          service: o.service,
          schema: o.schema,
          transport: o.transport,
          ownsTransport: o.ownsTransport,
          // A short poll so a re-send after a failed publish comes quickly; the consumer has
          // nothing to publish.
          relay: { pollMs: 100, batchSize: 5, ...o.relay, enabled: o.role === 'producer' },
          retry: o.retry ?? RETRY,
          retention: o.retention,
        }),
        ...(o.redisUrl
          ? [CacheModule.forRoot({ redisUrl: o.redisUrl, keyPrefix: `test:${o.service}:` })]
          : []),
      ],
      providers: [
        { provide: APP_SCHEMA, useValue: o.schema },
        ...(o.role === 'producer'
          ? [ProducerService]
          : [{ provide: SCRIPT, useValue: o.script ?? new Script() }, EffectsConsumer]),
      ],
    };
  }
}

const logger: LogLevel[] | false = process.env.EVENTS_TEST_LOG ? ['error', 'warn', 'log', 'debug'] : false;

export interface ProducerApp {
  app: INestApplicationContext;
  transport: RecordingTransport;
  producer: ProducerService;
}

export interface ConsumerApp {
  app: INestApplicationContext;
  transport: RecordingTransport;
  script: Script;
}

export async function startProducer(o: AppOptions): Promise<ProducerApp> {
  const transport = new RecordingTransport(o.transport);
  const app = await NestFactory.createApplicationContext(
    EventTestAppModule.forRoot({ ...o, transport, role: 'producer' }),
    { logger, abortOnError: false },
  );
  return { app, transport, producer: app.get(ProducerService) };
}

export async function startConsumer(o: AppOptions & { script: Script }): Promise<ConsumerApp> {
  const transport = new RecordingTransport(o.transport);
  const app = await NestFactory.createApplicationContext(
    EventTestAppModule.forRoot({ ...o, transport, role: 'consumer' }),
    { logger, abortOnError: false },
  );
  return { app, transport, script: o.script };
}

/** Polls until `probe` returns a value other than undefined; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
