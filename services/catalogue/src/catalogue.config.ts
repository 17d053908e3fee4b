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

export const catalogueConfigSchema = z.object({
  ...httpSettings(3002).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
  /** Identity's published signing keys, for verifying tokens. */
  JWKS_URL: envUrl({ protocols: ['http', 'https'] }).default('http://127.0.0.1:3001/.well-known/jwks.json'),
  /** Which edits of a published product go back to review: price edits publish at once by default. */
  REVIEW_PRICE_EDITS: envBool().default(false),
  REVIEW_TEXT_EDITS: envBool().default(true),
  /** Product images: `local` (files under STORAGE_DIR) or `s3` (S3-compatible, the S3_* settings). */
  STORAGE_DRIVER: envEnum(['local', 's3'] as const).default('local'),
  STORAGE_DIR: z.string().default('./data/uploads'),
  S3_ENDPOINT: envUrl({ protocols: ['http', 'https'] }).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Largest accepted image upload, in bytes. */
  MAX_IMAGE_BYTES: envInt({ min: 1024, max: 50 * 1024 * 1024 }).default(5 * 1024 * 1024),
  /** Load the demo catalogue at start when the catalogue is empty (the standalone run turns it on). */
  SEED_DEMO_DATA: envBool().default(false),
});
export type CatalogueConfig = z.output<typeof catalogueConfigSchema>;
