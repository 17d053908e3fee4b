import { z } from 'zod';
import { envBool, envInt, envList, envUrl, logSettings, processSettings } from '@sokoni/platform/config';

/**
 * The one-process run. Without DATABASE_URL / KAFKA_BROKERS / REDIS_URL it is fully embedded
 * (PGlite under DATA_DIR, in-process events, in-memory cache); each one set switches that part to
 * the real server, with the same code.
 */
export const standaloneConfigSchema = z.object({
  ...logSettings.shape,
  // One process for every app: one metrics listener (METRICS_PORT) and one shutdown deadline.
  ...processSettings.shape,
  PORT: envInt({ min: 0, max: 65535 }).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: envUrl({ protocols: ['http', 'https'] }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: envUrl({
    protocols: ['postgres', 'postgresql'],
    message: 'must be a postgres:// URL',
  }).optional(),
  KAFKA_BROKERS: envList(z.string().regex(/^[^\s:/,]+:\d{1,5}$/, 'must be host:port')).optional(),
  KAFKA_IDEMPOTENT: envBool().default(true),
  REDIS_URL: envUrl({ protocols: ['redis', 'rediss'] }).optional(),
  SMTP_URL: envUrl({ protocols: ['smtp', 'smtps'] }).optional(),
});
export type StandaloneConfig = z.output<typeof standaloneConfigSchema>;
