import { z } from 'zod';
import {
  databaseSettings,
  envInt,
  envUrl,
  eventSettings,
  httpSettings,
  logSettings,
  redisSettings,
} from '@sokoni/platform/config';

export const auditConfigSchema = z.object({
  ...httpSettings(3008).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
  /** Identity's published signing keys, for verifying staff tokens. */
  JWKS_URL: envUrl({ protocols: ['http', 'https'] }).default('http://127.0.0.1:3001/.well-known/jwks.json'),
  /** Entries whose event is older than this many days move to the archive table; 0 keeps everything live. */
  AUDIT_RETENTION_DAYS: envInt({ min: 0, max: 36_500 }).default(0),
  /** How often retention looks for entries to archive (only when AUDIT_RETENTION_DAYS > 0). */
  AUDIT_ARCHIVE_INTERVAL_MINUTES: envInt({ min: 1, max: 10_080 }).default(60),
});
export type AuditConfig = z.output<typeof auditConfigSchema>;
