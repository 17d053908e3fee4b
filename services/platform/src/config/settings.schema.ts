import { z } from 'zod';
import { envBool, envEnum, envInt, envList, envUrl } from './env.schema.js';

// Fragments shared by every service. Compose them with spread shapes, e.g.
//   z.object({ ...httpSettings(3001).shape, ...databaseSettings.shape, JWT_ISSUER: z.string() })
// or `databaseSettings.extend({ ... })`.

const origin = z
  .string()
  .refine((value) => {
    if (value === '*') return true;
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    // An origin has no path: "https://shop.example.com/" is a common typo for the origin and harmless.
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '');
  }, 'must be "*" or an origin like https://shop.example.com')
  // CORS compares origins exactly, so the accepted trailing-slash spelling is stored as the origin.
  .transform((value) => (value === '*' ? value : new URL(value).origin));

const hostPort = z.string().regex(/^[^\s:/,]+:\d{1,5}$/, 'must be host:port');

/**
 * How a server process exposes its metrics and ends. Every HTTP app takes them (httpSettings), and
 * the standalone run, which is one process for all of them.
 */
export const processSettings = z.object({
  /**
   * A port of its own for `GET /metrics` (Prometheus), apart from the API. Set, every app of the
   * process is scraped there only, and /metrics on the app's port answers 404. Unset, the services
   * serve /metrics on their own (private) port, and the gateway, whose port is public, nowhere.
   */
  METRICS_PORT: envInt({ min: 1, max: 65535 }).optional(),
  /**
   * Longest a SIGTERM/SIGINT shutdown may take (requests in flight, consumers' last records,
   * pools) before the process gives up and exits 1. Below the pods' grace period less the preStop
   * sleep (45 s - 10 s in k8s/).
   */
  SHUTDOWN_TIMEOUT_MS: envInt({ min: 100, max: 600_000 }).default(25_000),
});

/** HTTP listener. The port differs per service, so the caller gives its default. */
export function httpSettings(defaultPort: number) {
  return z.object({
    PORT: envInt({ min: 1, max: 65535 }).default(defaultPort),
    HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
    /** Where browsers reach the platform (the gateway); used to build links in e-mails and redirects. */
    PUBLIC_URL: envUrl({
      protocols: ['http', 'https'],
      message: 'must be an http:// or https:// URL',
    }).default('http://localhost:8080'),
    CORS_ORIGINS: envList(origin).default([]),
    BODY_LIMIT: z
      .string()
      .regex(/^\d+(\.\d+)?\s*(b|kb|mb|gb)?$/i, 'must be a size such as 512kb or 1mb')
      .default('1mb'),
    /**
     * Load shedding (http/load-shedder.ts): requests an app works on at once; more wait in line, up
     * to HTTP_MAX_QUEUED of them for at most HTTP_MAX_QUEUE_WAIT_MS, and the rest are answered 503
     * with Retry-After at once. Health probes, /metrics and notification streams are never held.
     * More at once only lengthens every answer once the process is busy (bench/README.md: with 256
     * at work and 1,024 waiting, twice its peak made a gateway's p99 6 s; with these, about 1 s).
     */
    HTTP_MAX_IN_FLIGHT: envInt({ min: 1, max: 100_000 }).default(64),
    HTTP_MAX_QUEUED: envInt({ min: 0, max: 1_000_000 }).default(256),
    HTTP_MAX_QUEUE_WAIT_MS: envInt({ min: 1, max: 60_000 }).default(1_000),
    ...processSettings.shape,
  });
}

export const databaseSettings = z.object({
  DATABASE_URL: envUrl({ protocols: ['postgres', 'postgresql'], message: 'must be a postgres:// URL' }),
  DB_POOL_MAX: envInt({ min: 1, max: 1000 }).default(10),
  DB_MIGRATE_ON_START: envBool().default(true),
});

export const KAFKA_SASL_MECHANISMS = ['scram-sha-512', 'scram-sha-256', 'plain'] as const;

/** Without KAFKA_BROKERS the in-process event transport is used (the standalone run). */
export const eventSettings = z.object({
  KAFKA_BROKERS: envList(hostPort)
    .pipe(z.array(z.string()).min(1, 'must list at least one broker'))
    .optional(),
  KAFKA_CLIENT_ID: z.string().min(1, 'must not be empty').optional(),
  /** Idempotent producing needs broker support; the librdkafka test cluster lacks it. */
  KAFKA_IDEMPOTENT: envBool().default(true),
  /** Days published outbox rows are kept (unpublished and set-aside rows always are). */
  OUTBOX_RETENTION_DAYS: envInt({ min: 1, max: 3650 }).default(7),
  /** Days inbox rows are kept: longer than any redelivery or dead-letter replay may come late. */
  INBOX_RETENTION_DAYS: envInt({ min: 1, max: 3650 }).default(30),
  /**
   * SASL login to the brokers (Kubernetes: Strimzi's scram-sha-512 listener, one KafkaUser per
   * service). Unset: no login, as against docker-compose's and the tests' brokers.
   */
  KAFKA_SASL_MECHANISM: envEnum(KAFKA_SASL_MECHANISMS).optional(),
  KAFKA_SASL_USERNAME: z.string().min(1, 'must not be empty').optional(),
  KAFKA_SASL_PASSWORD: z.string().min(1, 'must not be empty').optional(),
  /** TLS to the brokers, checked against KAFKA_SSL_CA_FILE or, without it, the system's CAs. */
  KAFKA_SSL: envBool().default(false),
  /** PEM file of the CA that signed the brokers' certificates (Strimzi: the cluster CA). */
  KAFKA_SSL_CA_FILE: z.string().min(1, 'must not be empty').optional(),
});

/**
 * The cross-field rules of eventSettings. A service spreads `eventSettings.shape` into its own
 * schema, which drops an object's refinements, so loadConfig applies this to every schema (values
 * a schema does not declare are absent and the rules stay silent).
 */
export function checkEventSettings(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const problem = (variable: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [variable], message });
  const mechanism = value['KAFKA_SASL_MECHANISM'];
  if (mechanism !== undefined) {
    for (const key of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'])
      if (value[key] === undefined) problem(key, 'is required when KAFKA_SASL_MECHANISM is set');
  } else {
    // A login that is silently not used would leave the client unauthenticated.
    for (const key of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'])
      if (value[key] !== undefined)
        problem(key, 'is set but KAFKA_SASL_MECHANISM is not (scram-sha-512, scram-sha-256 or plain)');
  }
  if (value['KAFKA_SSL_CA_FILE'] !== undefined && value['KAFKA_SSL'] === false)
    problem('KAFKA_SSL_CA_FILE', 'is set but KAFKA_SSL is false');
}

/** Without REDIS_URL the cache, rate limiter and pub/sub run in memory (the standalone run). */
export const redisSettings = z.object({
  REDIS_URL: envUrl({
    protocols: ['redis', 'rediss'],
    message: 'must be a redis:// or rediss:// URL',
  }).optional(),
});

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'test', 'production'] as const;

/**
 * OpenTelemetry tracing (observability/tracing.ts). Without an endpoint nothing is exported, but
 * trace ids are still made, carried in `traceparent` and logged, so logs join up across services.
 */
export const tracingSettings = z.object({
  /** OTLP/HTTP collector base URL; spans go to `<endpoint>/v1/traces`. */
  OTEL_EXPORTER_OTLP_ENDPOINT: envUrl({
    protocols: ['http', 'https'],
    message: 'must be an http:// or https:// URL',
  }).optional(),
  /** The resource's service.name; the app's own name (identity, gateway, …) when unset. */
  OTEL_SERVICE_NAME: z.string().min(1, 'must not be empty').optional(),
  /**
   * Share of new traces recorded (0 to 1; 1 when unset, applied by tracing.ts so a config without
   * tracing stays as it was); a caller's sampling decision is followed.
   */
  OTEL_TRACES_SAMPLER_ARG: z.coerce
    .number({ error: 'must be a number between 0 and 1' })
    .min(0, 'must be between 0 and 1')
    .max(1, 'must be between 0 and 1')
    .optional(),
});

/** Every service spreads these, so the tracing settings ride along with them. */
export const logSettings = z.object({
  LOG_LEVEL: envEnum(LOG_LEVELS).default('info'),
  NODE_ENV: envEnum(NODE_ENVS).default('development'),
  ...tracingSettings.shape,
});

export type HttpSettings = z.output<ReturnType<typeof httpSettings>>;
export type ProcessSettings = z.output<typeof processSettings>;
export type DatabaseSettings = z.output<typeof databaseSettings>;
export type EventSettings = z.output<typeof eventSettings>;
export type RedisSettings = z.output<typeof redisSettings>;
export type LogSettings = z.output<typeof logSettings>;
export type TracingSettings = z.output<typeof tracingSettings>;

/**
 * Object storage of one service (the shape `createObjectStorage` in @sokoni/platform/storage takes):
 * `local` keeps files under STORAGE_DIR, `s3` uses an S3-compatible bucket. Each service passes its
 * own directory: catalogue's public images and identity's private documents never mix.
 */
export function storageSettings(defaultDir: string) {
  return z.object({
    STORAGE_DRIVER: envEnum(['local', 's3'] as const).default('local'),
    STORAGE_DIR: z.string().default(defaultDir),
    S3_ENDPOINT: envUrl({ protocols: ['http', 'https'] }).optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('auto'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Temporary keys' session token; with no keys at all the AWS SDK's default chain is used. */
    S3_SESSION_TOKEN: z.string().optional(),
  });
}
