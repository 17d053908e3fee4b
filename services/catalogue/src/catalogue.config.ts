import { z } from 'zod';
import {
  databaseSettings,
  envBool,
  envInt,
  envUrl,
  eventSettings,
  httpSettings,
  logSettings,
  redisSettings,
  storageSettings,
} from '@sokoni/platform/config';

export const catalogueConfigSchema = z.object({
  ...httpSettings(3002).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
  /** Product images. */
  ...storageSettings('./data/uploads').shape,
  /** Identity's published signing keys, for verifying tokens. */
  JWKS_URL: envUrl({ protocols: ['http', 'https'] }).default('http://127.0.0.1:3001/.well-known/jwks.json'),
  /** Which edits of a published product go back to review: price edits publish at once by default. */
  REVIEW_PRICE_EDITS: envBool().default(false),
  REVIEW_TEXT_EDITS: envBool().default(true),
  /** Largest accepted image upload, in bytes. */
  MAX_IMAGE_BYTES: envInt({ min: 1024, max: 50 * 1024 * 1024 }).default(5 * 1024 * 1024),
  /** Load the demo catalogue at start when the catalogue is empty (the standalone run turns it on). */
  SEED_DEMO_DATA: envBool().default(false),
});
export type CatalogueConfig = z.output<typeof catalogueConfigSchema>;
