import { z } from 'zod';
import {
  databaseSettings,
  envBool,
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
});
export type IdentityConfig = z.output<typeof identityConfigSchema>;
