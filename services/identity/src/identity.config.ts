import { z } from 'zod';
import {
  databaseSettings,
  envBool,
  envInt,
  eventSettings,
  httpSettings,
  logSettings,
  redisSettings,
  storageSettings,
} from '@sokoni/platform/config';

export const identityConfigSchema = z.object({
  ...httpSettings(3001).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
  /** Supplier verification documents: identity's own directory or bucket, never catalogue's public one. */
  ...storageSettings('./data/verification-documents').shape,
  /** Create the demo buyer and seller at start when missing (the standalone run turns it on). */
  SEED_DEMO_DATA: envBool().default(false),
  /** How often approved verifications are checked for expiry, in milliseconds. */
  VERIFICATION_EXPIRY_CHECK_MS: envInt({ min: 1_000, max: 24 * 3600 * 1000 }).default(60_000),
});
export type IdentityConfig = z.output<typeof identityConfigSchema>;
