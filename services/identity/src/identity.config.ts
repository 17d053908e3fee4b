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
import { encryptionKeySetting } from '@sokoni/platform/crypto';

export const identityConfigSchema = z.object({
  ...httpSettings(3001).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
  /**
   * A request header holding the client's country (ISO 3166-1 alpha-2) that the edge in front of
   * Sokoni sets and overwrites, e.g. `cf-ipcountry` behind Cloudflare. Unset (the default), no such
   * header is believed, since any client can send one: sessions then show the network they came from.
   */
  CLIENT_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .transform((h) => h.toLowerCase())
    .optional(),
  /** Supplier verification documents: identity's own directory or bucket, never catalogue's public one. */
  ...storageSettings('./data/verification-documents').shape,
  /** Create the demo buyer and seller at start when missing (the standalone run turns it on). */
  SEED_DEMO_DATA: envBool().default(false),
  /** How often approved verifications are checked for expiry, in milliseconds. */
  VERIFICATION_EXPIRY_CHECK_MS: envInt({ min: 1_000, max: 24 * 3600 * 1000 }).default(60_000),
  /** Failed sign-ins allowed per client address (IPv6: per /64) in SIGN_IN_ADDRESS_WINDOW_MS; then 429. */
  SIGN_IN_ADDRESS_LIMIT: envInt({ min: 1, max: 1_000 }).default(10),
  SIGN_IN_ADDRESS_WINDOW_MS: envInt({ min: 1_000, max: 24 * 3600 * 1000 }).default(15 * 60 * 1000),
  /** Failed sign-ins per account (in an hour) before each further attempt must wait a doubling delay. */
  SIGN_IN_ACCOUNT_FREE_FAILURES: envInt({ min: 1, max: 100 }).default(5),
  /** The per-account delay after the free failures; it doubles with each further failure. */
  SIGN_IN_ACCOUNT_FIRST_DELAY_MS: envInt({ min: 100, max: 60_000 }).default(1_000),
  /** The per-account delay's ceiling: the owner is slowed to one attempt per this, never locked out. */
  SIGN_IN_ACCOUNT_MAX_DELAY_MS: envInt({ min: 1_000, max: 15 * 60 * 1000 }).default(60_000),
  /** Password-reset e-mails, and verification e-mails, per address per hour. */
  EMAIL_LINKS_PER_HOUR: envInt({ min: 1, max: 100 }).default(3),
  /**
   * How long the refresh token just rotated out is still accepted (answered with the same new token),
   * so two tabs or a retried request refreshing at once do not look like theft. 0 turns it off.
   */
  REFRESH_REUSE_INTERVAL_MS: envInt({ min: 0, max: 60_000 }).default(10_000),
  /** 32 bytes (base64 or hex) that encrypt the access-token signing keys at rest (AES-256-GCM). */
  SIGNING_KEY_ENCRYPTION_KEY: encryptionKeySetting(),
  /** Where a generated encryption key is kept when SIGNING_KEY_ENCRYPTION_KEY is not set. */
  SIGNING_KEY_ENCRYPTION_KEY_FILE: z.string().default('./data/signing-key-encryption.key'),
  /** Age at which a new signing key replaces the current one. */
  SIGNING_KEY_ROTATION_DAYS: envInt({ min: 1, max: 365 }).default(30),
});
export type IdentityConfig = z.output<typeof identityConfigSchema>;
