import { z } from 'zod';
import {
  databaseSettings,
  envBool,
  envEnum,
  envInt,
  envUrl,
  eventSettings,
  httpSettings,
  logSettings,
  redisSettings,
} from '@sokoni/platform/config';

export const identityConfigSchema = z.object({
  ...httpSettings(3001).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
  /** Create the demo buyer and seller at start when missing (the standalone run turns it on). */
  SEED_DEMO_DATA: envBool().default(false),
  /**
   * Supplier verification documents: `local` (files under STORAGE_DIR) or `s3` (S3-compatible, the
   * S3_* settings). Identity's own directory or bucket, never catalogue's public media one.
   */
  STORAGE_DRIVER: envEnum(['local', 's3'] as const).default('local'),
  STORAGE_DIR: z.string().default('./data/verification-documents'),
  S3_ENDPOINT: envUrl({ protocols: ['http', 'https'] }).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** How often approved verifications are checked for expiry, in milliseconds. */
  VERIFICATION_EXPIRY_CHECK_MS: envInt({ min: 1_000, max: 24 * 3600 * 1000 }).default(60_000),
});
export type IdentityConfig = z.output<typeof identityConfigSchema>;
