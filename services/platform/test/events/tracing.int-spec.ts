import {
  Controller,
  Injectable,
  Module,
  Post,
  type DynamicModule,
  type INestApplication,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { logLevel } from 'kafkajs';
import { PinoLogger } from 'nestjs-pino';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { appUrl } from '@sokoni/platform/http';
import { DatabaseModule, EVENT_TABLE_MIGRATIONS } from '@sokoni/platform/db';
import {
  EventOutbox,
  EventsModule,
  InProcessTransport,
  KafkaTransport,
  OnEvent,
  type DomainEvent,
  type EventTransport,
} from '@sokoni/platform/events';
import { LoggingModule, startTracing, type TracingHandle } from '@sokoni/platform/observability';
import { createTestDatabaseOrSkip, kafkaBrokersForTests } from '@sokoni/platform/testing';

/*
 * One trace from an HTTP request through the outbox, the relay and a transport to a consumer: the
 * server span continues the caller's traceparent, the event carries the producer span's context in
 * its record headers, the consumer span is that span's child, and log lines on the way name the
 * trace. Spans land in an InMemorySpanExporter.
 */

const TOPIC = 'identity.user.registered.v1';
const postgres = await createTestDatabaseOrSkip('tracing', 'sokoni_tracing');
const cluster = await kafkaBrokersForTests({ env: process.env });

type Line = Record<string, unknown> & { msg?: string };
const lines: Line[] = [];
const capture = { write: (s: string) => void lines.push(JSON.parse(s) as Line) };
const handled: DomainEvent[] = [];

@Controller('users')
class UsersController {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: EventOutbox,
    private readonly log: PinoLogger,
  ) {}

  @Post()
  async register(): Promise<{ eventId: string }> {
    const userId = randomUUID();
    this.log.info({ userId }, 'registering');
    const eventId = await this.orm.em.fork().transactional((em) =>
      this.outbox.add(em, TOPIC, userId, {
        userId,
        email: 'a@example.test',
        fullName: 'Amina',
        locale: 'en',
        source: 'self',
      }),
    );
    return { eventId };
  }
}

@Injectable()
class Welcomer {
  constructor(private readonly log: PinoLogger) {}

  @OnEvent(TOPIC, { purpose: 'welcome' })
  welcome(event: DomainEvent<typeof TOPIC>, _em: EntityManager): Promise<void> {
    this.log.info({ eventId: event.id }, 'welcoming');
    handled.push(event);
    return Promise.resolve();
  }
}

@Module({})
class TracedAppModule {
  static forRoot(schema: string, url: string, transport: EventTransport): DynamicModule {
    return {
      module: TracedAppModule,
      imports: [
        LoggingModule.forRoot({ service: 'trace-test', level: 'info', destination: capture }),
        DatabaseModule.forRoot({
          schema,
          url,
          entities: [],
          migrations: [...EVENT_TABLE_MIGRATIONS],
          migrateOnStart: true,
          poolMax: 4,
        }),
        EventsModule.forRoot({ service: 'trace-test', schema, transport, relay: { pollMs: 50 } }),
      ],
      controllers: [UsersController],
      providers: [Welcomer],
    };
  }
}

const transports: { label: string; make?: () => EventTransport }[] = [
  { label: 'in-process transport', make: () => new InProcessTransport() },
  {
    label: `Kafka transport (${cluster?.source ?? 'unavailable'})`,
    make: cluster
      ? () =>
          new KafkaTransport({
            clientId: `trace-${randomBytes(3).toString('hex')}`,
            brokers: cluster.brokers,
            idempotent: cluster.source !== 'mock',
            sessionTimeout: cluster.source === 'mock' ? 3_000 : 6_000,
            heartbeatInterval: 300,
            maxWaitTimeInMs: 100,
            logLevel: logLevel.NOTHING,
          })
      : undefined,
  },
];

const exporter = new InMemorySpanExporter();
let tracing: TracingHandle;

beforeAll(() => {
  tracing = startTracing({ serviceName: 'trace-test', processor: new SimpleSpanProcessor({ exporter }) });
});
afterAll(async () => {
  await tracing?.release();
  await cluster?.stop();
  await postgres?.drop();
});

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const spanId = (s: ReadableSpan) => s.spanContext().spanId;
const traceId = (s: ReadableSpan) => s.spanContext().traceId;

describe.each(transports)('tracing over the $label', ({ make }) => {
  const runnable = postgres && make ? it : it.skip;
  let app: INestApplication;
  let db: pg.Pool;
  const schema = `trace_${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    if (!postgres || !make) return;
    db = new pg.Pool({ connectionString: postgres.url, max: 2 });
    app = await NestFactory.create(
      TracedAppModule.forRoot(schema, postgres.url, make()),
      new ExpressAdapter(),
      {
        logger: false,
        abortOnError: false,
      },
    );
    await app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await app?.close();
    await db?.end();
  });

  runnable('carries one trace from the request to the consumer, and into the logs', async () => {
    exporter.reset();
    const callerTrace = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const res = await fetch(`${appUrl(app)}/users`, {
      method: 'POST',
      headers: { traceparent: `00-${callerTrace}-${callerSpan}-01` },
    });
    expect(res.status).toBe(201);
    const { eventId } = (await res.json()) as { eventId: string };

    const consumer = await waitFor('the consumer span', () =>
      exporter.getFinishedSpans().find((s) => s.kind === SpanKind.CONSUMER),
    );
    const spans = exporter.getFinishedSpans();
    const server = spans.find((s) => s.kind === SpanKind.SERVER);
    const producer = spans.find((s) => s.kind === SpanKind.PRODUCER);
    expect(server).toBeDefined();
    expect(producer).toBeDefined();

    // The server span continues the caller's trace; the event's spans hang below it.
    expect(traceId(server!)).toBe(callerTrace);
    expect(server!.parentSpanContext?.spanId).toBe(callerSpan);
    expect(server!.name).toBe('POST /users');
    expect(producer!.parentSpanContext?.spanId).toBe(spanId(server!));
    expect(traceId(consumer)).toBe(callerTrace);
    expect(consumer.parentSpanContext?.spanId).toBe(spanId(producer!));
    expect(consumer.parentSpanContext?.isRemote).toBe(true);
    expect(consumer.attributes).toMatchObject({
      'messaging.destination.name': TOPIC,
      'messaging.message.id': eventId,
      'messaging.operation.type': 'process',
      'messaging.consumer.group.name': 'trace-test.welcome',
    });
    expect(handled.map((e) => e.id)).toContain(eventId);

    // The context rode in the outbox row's headers, which the relay published as they are.
    const [row] = (
      await db.query<{ headers: Record<string, string> }>(
        `select headers from "${schema}".outbox where id = $1`,
        [eventId],
      )
    ).rows;
    expect(row?.headers['traceparent']).toBe(`00-${callerTrace}-${spanId(producer!)}-01`);

    const registering = lines.find((l) => l.msg === 'registering' && l.trace_id === callerTrace);
    expect(registering).toMatchObject({ span_id: spanId(server!) });
    const welcoming = lines.find((l) => l.msg === 'welcoming' && l.eventId === eventId);
    expect(welcoming).toMatchObject({ trace_id: callerTrace, span_id: spanId(consumer) });
  });
});
