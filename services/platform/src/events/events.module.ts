import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EventConsumers } from './event-consumers.js';
import { EventOutbox } from './event-outbox.js';
import { EVENT_TRANSPORT, EVENTS_OPTIONS, type EventsModuleOptions } from './events.options.js';
import { OutboxRelay } from './outbox-relay.js';
import type { EventTransport } from './transport/event-transport.port.js';

@Injectable()
class TransportLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    @Inject(EVENTS_OPTIONS) private readonly options: EventsModuleOptions,
  ) {}
  async onModuleInit(): Promise<void> {
    if (this.options.ownsTransport !== false) await this.transport.connect();
  }
  async onApplicationShutdown(): Promise<void> {
    if (this.options.ownsTransport !== false) await this.transport.disconnect();
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
        EventOutbox,
        OutboxRelay,
        EventConsumers,
      ],
      exports: [EventOutbox, OutboxRelay, EVENT_TRANSPORT],
    };
  }
}
