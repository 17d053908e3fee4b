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
  });
}

export const databaseSettings = z.object({
  DATABASE_URL: envUrl({ protocols: ['postgres', 'postgresql'], message: 'must be a postgres:// URL' }),
  DB_POOL_MAX: envInt({ min: 1, max: 1000 }).default(10),
  DB_MIGRATE_ON_START: envBool().default(true),
});

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
});

/** Without REDIS_URL the cache, rate limiter and pub/sub run in memory (the standalone run). */
export const redisSettings = z.object({
  REDIS_URL: envUrl({
    protocols: ['redis', 'rediss'],
    message: 'must be a redis:// or rediss:// URL',
  }).optional(),
});

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'test', 'production'] as const;

export const logSettings = z.object({
  LOG_LEVEL: envEnum(LOG_LEVELS).default('info'),
  NODE_ENV: envEnum(NODE_ENVS).default('development'),
});

export type HttpSettings = z.output<ReturnType<typeof httpSettings>>;
export type DatabaseSettings = z.output<typeof databaseSettings>;
export type EventSettings = z.output<typeof eventSettings>;
export type RedisSettings = z.output<typeof redisSettings>;
export type LogSettings = z.output<typeof logSettings>;

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
