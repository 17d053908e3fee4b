import { z } from 'zod';
import { envInt } from '../config/index.js';

/**
 * The settings of a service with Idempotency-Key routes; compose into its config schema
 * (`...idempotencySettings.shape`), and servicePlatform passes them on.
 */
export const idempotencySettings = z.object({
  /** Hours a key is remembered after its first use (Stripe keeps them 24 h). */
  IDEMPOTENCY_RETENTION_HOURS: envInt({ min: 1, max: 720 }).default(24),
  /** Seconds before an unfinished claim (its process died) may be taken over by a retry. */
  IDEMPOTENCY_LOCK_TIMEOUT_SECONDS: envInt({ min: 1, max: 3600 }).default(60),
});

export type IdempotencySettings = z.output<typeof idempotencySettings>;
