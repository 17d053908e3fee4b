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
import { EXACT_COUNT_PAGES } from './search/search-sql.js';

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
  /**
   * Key of the signed image addresses of unpublished products (their seller's and staff's views).
   * Unset: each process makes its own, so with several replicas set it, alike, on all of them.
   */
  MEDIA_URL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * A search with more than 1,000 matches counts them all when the products table has at most this
   * many 8 KiB pages (a few milliseconds of reading), and estimates the total beyond; 0: always estimate.
   */
  SEARCH_EXACT_COUNT_PAGES: envInt({ min: 0, max: 1_000_000 }).default(EXACT_COUNT_PAGES),
  /**
   * How long an anonymous read (a browse or search page, the category tree, a product page for
   * anyone but its owner and staff, the home page's figures) may be served from this process's
   * memory: the most any visitor's view lags a change made elsewhere. This process's own changes
   * drop the cache at once. 0: no cache.
   */
  CATALOGUE_READ_CACHE_MS: envInt({ min: 0, max: 60_000 }).default(1_000),
  /** Load the demo catalogue at start when the catalogue is empty (the standalone run turns it on). */
  SEED_DEMO_DATA: envBool().default(false),
  /**
   * Raise it (above the last round announced) to announce every published product once more at the
   * next start, for a consumer that joined later or a read model rebuilt from nothing. Unset: the
   * round this version of the code asks for (PRODUCT_ANNOUNCEMENT_ROUND in product-announcement.ts).
   */
  PRODUCT_ANNOUNCEMENT_ROUND: envInt({ min: 0, max: 1_000_000 }).optional(),
});
export type CatalogueConfig = z.output<typeof catalogueConfigSchema>;
