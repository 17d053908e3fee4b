import { z } from 'zod';
import {
  databaseSettings,
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
});
export type IdentityConfig = z.output<typeof identityConfigSchema>;
