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
import { idempotencySettings } from '@sokoni/platform/idempotency';

export const cartConfigSchema = z.object({
  ...httpSettings(3003).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
  ...idempotencySettings.shape,
  /** Identity's published signing keys, for verifying buyers' tokens. */
  JWKS_URL: envUrl({ protocols: ['http', 'https'] }).default('http://127.0.0.1:3001/.well-known/jwks.json'),
  /** Most lines one cart may hold; adding a new product beyond it is refused (409 cart.cart_full). */
  CART_MAX_LINES: envInt({ min: 1, max: 1_000 }).default(200),
  /** Most products one wishlist may hold (409 cart.wishlist_full beyond). */
  WISHLIST_MAX_ITEMS: envInt({ min: 1, max: 5_000 }).default(500),
});
export type CartConfig = z.output<typeof cartConfigSchema>;
