import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DeadLetterRecorder } from './dead-letter.recorder.js';
import { DeadLetterReplayer } from './dead-letter.replayer.js';
import { DeadLetterStore } from './dead-letter.store.js';
import { EventConsumers } from './event-consumers.js';
import { EventMetrics } from './event-metrics.js';
import { EventRetention } from './event-retention.js';
import { EventOutbox } from './event-outbox.js';
import { EVENT_TRANSPORT, EVENTS_OPTIONS, type EventsModuleOptions } from './events.options.js';
import { OutboxRelay } from './outbox-relay.js';
import { DEFAULT_RETRY, retryDelay, type EventTransport } from './transport/event-transport.port.js';
import { sleep } from './transport/transport.util.js';

/** How long start-up waits for the broker before going on without it. */
const CONNECT_WAIT_MS = 5_000;

/**
 * Connects the transport at start. A broker that is down then does not stop the service from
 * starting: writes go to the outbox (the relay retries), subscriptions join once connected
 * (KafkaTransport), readiness says "not ready" until then, and the connection is retried here with
 * exponential backoff (200 ms up to 30 s) for as long as it takes.
 */
@Injectable()
class TransportLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger('EventTransport');
  private readonly stop = new AbortController();
  private reconnecting?: Promise<void>;

  constructor(
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.options.ownsTransport === false) return;
    const first = this.transport.connect();
    const outcome = await Promise.race([
      first.then(
        () => 'connected' as const,
        (err: unknown) => err,
      ),
      sleep(CONNECT_WAIT_MS, this.stop.signal).then(() => 'waiting' as const),
    ]);
    if (outcome === 'connected') return;
    this.log.warn(
      { err: outcome === 'waiting' ? undefined : outcome },
      'broker unavailable at start: starting without it; events wait in the outbox until it connects',
    );
    this.reconnecting = this.reconnect(first);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stop.abort();
    await this.reconnecting;
    if (this.options.ownsTransport !== false) await this.transport.disconnect();
  }

  private async reconnect(pending: Promise<void>): Promise<void> {
    let attempt = pending;
    for (let n = 1; ; n++) {
      try {
        await attempt;
        this.log.log('broker connected');
        return;
      } catch (err) {
        if (this.stop.signal.aborted) return;
        this.log.warn({ err, attempt: n }, 'broker still unavailable');
      }
      await sleep(retryDelay(DEFAULT_RETRY, n), this.stop.signal);
      if (this.stop.signal.aborted) return;
      attempt = this.transport.connect();
    }
  }
}

/** Outbox (publishing), relay and @OnEvent consumers for one service. Needs DatabaseModule. */
@Global()
@Module({})
export class EventsModule {
  static forRoot(options: EventsModuleOptions): DynamicModule {
    return {
      module: EventsModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: EVENTS_OPTIONS, useValue: options },
        { provide: EVENT_TRANSPORT, useValue: options.transport },
        TransportLifecycle,
        EventMetrics,
        EventOutbox,
        OutboxRelay,
        EventConsumers,
        DeadLetterStore,
        DeadLetterRecorder,
        DeadLetterReplayer,
        EventRetention,
      ],
      exports: [
        EventOutbox,
        OutboxRelay,
        EVENT_TRANSPORT,
        DeadLetterStore,
        DeadLetterRecorder,
        DeadLetterReplayer,
        EventRetention,
        EventMetrics,
      ],
    };
  }
}
