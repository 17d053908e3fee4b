import { z } from 'zod';
import { ConfigError } from './config.error.js';
import { loadConfig } from './config.loader.js';
import {
  databaseSettings,
  eventSettings,
  httpSettings,
  logSettings,
  redisSettings,
} from './settings.schema.js';

const schema = z
  .object({
    ...httpSettings(3001).shape,
    ...databaseSettings.shape,
    ...eventSettings.shape,
    ...redisSettings.shape,
    ...logSettings.shape,
    JWT_PRIVATE_KEY: z.string().min(32, 'must be at least 32 characters'),
  })
  .describe('identity');

const SECRET_DB = 'postgres://sokoni:s3cr3t-pa55w0rd@db.internal:5432/sokoni';
const valid = { DATABASE_URL: SECRET_DB, JWT_PRIVATE_KEY: 'k'.repeat(40) };

const failure = (env: Record<string, string | undefined>): ConfigError => {
  try {
    loadConfig(schema, env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('parses a complete environment into typed values', () => {
    const config = loadConfig(schema, {
      ...valid,
      PORT: '4000',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://sokoni.example',
      CORS_ORIGINS: 'https://sokoni.example, https://admin.sokoni.example/',
      BODY_LIMIT: '5mb',
      HTTP_MAX_IN_FLIGHT: '64',
      HTTP_MAX_QUEUED: '0',
      HTTP_MAX_QUEUE_WAIT_MS: '500',
      METRICS_PORT: '9464',
      SHUTDOWN_TIMEOUT_MS: '20000',
      DB_POOL_MAX: '25',
      DB_MIGRATE_ON_START: 'no',
      OUTBOX_RETENTION_DAYS: '3',
      INBOX_RETENTION_DAYS: '60',
      KAFKA_BROKERS: 'kafka-0:9092,kafka-1:9092',
      KAFKA_CLIENT_ID: 'identity',
      REDIS_URL: 'redis://redis:6379/0',
      LOG_LEVEL: 'DEBUG',
      NODE_ENV: 'production',
      UNRELATED: 'ignored',
    });
    expect(config).toEqual({
      PORT: 4000,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://sokoni.example',
      // Stored as the bare origin: CORS compares origins exactly.
      CORS_ORIGINS: ['https://sokoni.example', 'https://admin.sokoni.example'],
      BODY_LIMIT: '5mb',
      HTTP_MAX_IN_FLIGHT: 64,
      HTTP_MAX_QUEUED: 0,
      HTTP_MAX_QUEUE_WAIT_MS: 500,
      METRICS_PORT: 9464,
      SHUTDOWN_TIMEOUT_MS: 20_000,
      DATABASE_URL: SECRET_DB,
      DB_POOL_MAX: 25,
      DB_MIGRATE_ON_START: false,
      OUTBOX_RETENTION_DAYS: 3,
      INBOX_RETENTION_DAYS: 60,
      KAFKA_BROKERS: ['kafka-0:9092', 'kafka-1:9092'],
      KAFKA_CLIENT_ID: 'identity',
      KAFKA_IDEMPOTENT: true,
      KAFKA_SSL: false,
      REDIS_URL: 'redis://redis:6379/0',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      JWT_PRIVATE_KEY: valid.JWT_PRIVATE_KEY,
    });
  });

  it('fills in defaults and leaves the optional infrastructure unset', () => {
    const config = loadConfig(schema, valid);
    expect(config).toEqual({
      PORT: 3001,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:8080',
      CORS_ORIGINS: [],
      BODY_LIMIT: '1mb',
      HTTP_MAX_IN_FLIGHT: 64,
      HTTP_MAX_QUEUED: 256,
      HTTP_MAX_QUEUE_WAIT_MS: 1000,
      SHUTDOWN_TIMEOUT_MS: 25_000,
      DATABASE_URL: SECRET_DB,
      DB_POOL_MAX: 10,
      DB_MIGRATE_ON_START: true,
      OUTBOX_RETENTION_DAYS: 7,
      INBOX_RETENTION_DAYS: 30,
      KAFKA_IDEMPOTENT: true,
      KAFKA_SSL: false,
      JWT_PRIVATE_KEY: valid.JWT_PRIVATE_KEY,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    });
    expect(config.KAFKA_BROKERS).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    // No port of its own for the metrics unless one is given (MetricsModule's `serve`).
    expect(config.METRICS_PORT).toBeUndefined();
  });

  it('treats empty variables as unset so defaults still apply', () => {
    const config = loadConfig(schema, { ...valid, PORT: '', KAFKA_BROKERS: '  ', REDIS_URL: '' });
    expect(config.PORT).toBe(3001);
    expect(config.KAFKA_BROKERS).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('gives each service its own default port', () => {
    expect(loadConfig(httpSettings(3007), {}).PORT).toBe(3007);
  });

  it('lists every problem at once, each with its variable', () => {
    const err = failure({
      DATABASE_URL: 'mysql://root:hunter2hunter2@db/x',
      PORT: 'eighty',
      DB_POOL_MAX: '0',
      DB_MIGRATE_ON_START: 'sometimes',
      CORS_ORIGINS: 'https://ok.example,ftp://bad.example',
      KAFKA_BROKERS: 'kafka-0:9092,kafka-1',
      REDIS_URL: 'http://redis:6379',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      BODY_LIMIT: 'lots',
      METRICS_PORT: '0',
      SHUTDOWN_TIMEOUT_MS: '25s',
      PUBLIC_URL: 'sokoni.example',
    });
    expect(err.message).toBe(
      [
        'Invalid configuration for identity:',
        ' - PORT: must be a whole number between 1 and 65535',
        ' - PUBLIC_URL: must be an http:// or https:// URL',
        ' - CORS_ORIGINS: entry 2 must be "*" or an origin like https://shop.example.com',
        ' - BODY_LIMIT: must be a size such as 512kb or 1mb',
        ' - METRICS_PORT: must be a whole number between 1 and 65535',
        ' - SHUTDOWN_TIMEOUT_MS: must be a whole number between 100 and 600000',
        ' - DATABASE_URL: must be a postgres:// URL',
        ' - DB_POOL_MAX: must be a whole number between 1 and 1000',
        ' - DB_MIGRATE_ON_START: must be a boolean (true/false, yes/no, 1/0)',
        ' - KAFKA_BROKERS: entry 2 must be host:port',
        ' - REDIS_URL: must be a redis:// or rediss:// URL',
        ' - LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
        ' - NODE_ENV: must be one of development, test, production',
        ' - JWT_PRIVATE_KEY: is required but not set',
      ].join('\n'),
    );
    expect(err.service).toBe('identity');
    expect(err.problems.map((p) => p.variable)).toContain('DATABASE_URL');
  });

  it('reports missing required variables', () => {
    const err = failure({});
    expect(err.problems).toEqual([
      { variable: 'DATABASE_URL', problem: 'is required but not set' },
      { variable: 'JWT_PRIVATE_KEY', problem: 'is required but not set' },
    ]);
  });

  it('never echoes a value, even through a message that would quote it', () => {
    const leaky = z.object({
      DATABASE_URL: databaseSettings.shape.DATABASE_URL,
      API_TOKEN: z
        .string()
        .refine((v) => v.startsWith('tok_'), { error: (iss) => `bad token ${String(iss.input)}` }),
    });
    const password = 's3cr3t-pa55w0rd';
    let thrown: unknown;
    try {
      loadConfig(leaky, {
        DATABASE_URL: `mysql://sokoni:${password}@db/x`,
        API_TOKEN: 'leaked-secret-token',
      });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const text = `${(thrown as Error).message} ${JSON.stringify(thrown)} ${(thrown as Error).stack}`;
    expect(text).not.toContain(password);
    expect(text).not.toContain('leaked-secret-token');
    expect((thrown as Error).message).toContain(' - API_TOKEN: bad token [redacted]');
    expect((thrown as Error).message).toMatch(/^Invalid configuration:\n/);
  });

  it('names the service given in options over the schema description', () => {
    let thrown: unknown;
    try {
      loadConfig(databaseSettings, {}, { service: 'trade' });
    } catch (err) {
      thrown = err;
    }
    expect((thrown as Error).message).toBe(
      'Invalid configuration for trade:\n - DATABASE_URL: is required but not set',
    );
  });

  it('reports a rule spanning several variables', () => {
    const paired = z
      .object({ SMTP_HOST: z.string().optional(), SMTP_FROM: z.string().optional() })
      .refine((c) => !c.SMTP_HOST || c.SMTP_FROM, { message: 'SMTP_FROM is required when SMTP_HOST is set' });
    expect(() => loadConfig(paired, { SMTP_HOST: 'mail' })).toThrow(
      'Invalid configuration:\n - (config): SMTP_FROM is required when SMTP_HOST is set',
    );
  });

  it('reads process.env when no map is given', () => {
    const key = `SOKONI_TEST_${Date.now()}`;
    process.env[key] = '7';
    try {
      expect(loadConfig(z.object({ [key]: z.string() }))[key]).toBe('7');
    } finally {
      delete process.env[key];
    }
  });
});
