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

export const CONSENT_MODES = ['opt-in', 'opt-out'] as const;

export const analyticsConfigSchema = z.object({
  ...httpSettings(3007).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
  /** Identity's published signing keys, for verifying access tokens. */
  JWKS_URL: envUrl({ protocols: ['http', 'https'] }).default('http://127.0.0.1:3001/.well-known/jwks.json'),
  /** Raw events older than this many days are deleted; the hourly and daily rollups stay. */
  ANALYTICS_RAW_RETENTION_DAYS: envInt({ min: 1, max: 3_650 }).default(90),
  /** How often new raw events are added into the rollups. */
  ANALYTICS_ROLLUP_INTERVAL_MS: envInt({ min: 50, max: 3_600_000 }).default(1_000),
  /**
   * `opt-in`: the storefront sends nothing until the visitor accepts (the banner waits for them);
   * `opt-out`: it tracks until the visitor declines. DNT and Sec-GPC always mean no tracking.
   */
  ANALYTICS_CONSENT_MODE: z.enum(CONSENT_MODES).default('opt-in'),
  /** Most events one batch may carry. */
  ANALYTICS_MAX_BATCH: envInt({ min: 1, max: 1_000 }).default(50),
});
export type AnalyticsConfig = z.output<typeof analyticsConfigSchema>;
