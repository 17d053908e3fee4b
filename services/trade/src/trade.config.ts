import { z } from 'zod';
import {
  databaseSettings,
  envInt,
  envUrl,
  eventSettings,
  httpSettings,
  logSettings,
  redisSettings,
  storageSettings,
} from '@sokoni/platform/config';
import { encryptionKeySetting } from '@sokoni/platform/crypto';
import { idempotencySettings } from '@sokoni/platform/idempotency';
import { paymentSettings } from './payments/providers/payment.settings.js';

export const tradeConfigSchema = z.object({
  ...httpSettings(3004).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
  ...paymentSettings.shape,
  ...idempotencySettings.shape,
  /** Shipping documents and dispute evidence: private, served only to the order's parties and staff. */
  ...storageSettings('./data/trade-documents').shape,
  /** Identity's published signing keys, for verifying access tokens. */
  JWKS_URL: envUrl({ protocols: ['http', 'https'] }).default('http://127.0.0.1:3001/.well-known/jwks.json'),
  /** How long the FX rate locked at checkout holds; after it the buyer re-confirms at the new rate. */
  FX_LOCK_MINUTES: envInt({ min: 1, max: 1_440 }).default(15),
  /** An order not paid within this many minutes expires and its stock goes back on sale. */
  PAYMENT_TIMEOUT_MINUTES: envInt({ min: 5, max: 10_080 }).default(60),
  /** Escrow is released to the seller this many days after delivery unless the buyer disputes. */
  AUTO_RELEASE_DAYS: envInt({ min: 1, max: 365 }).default(14),
  /**
   * A seller is asked to answer a dispute within this many days (said in the event and the
   * e-mail); staff may decide on what the buyer sent once it has passed.
   */
  DISPUTE_ANSWER_DAYS: envInt({ min: 1, max: 60 }).default(7),
  /**
   * How often each replica recomputes the escrow ledger from its journal (verifyLedger) for the
   * `sokoni_ledger_valid` metric; 0 turns the scheduled check off. Each pass reads the whole journal.
   */
  LEDGER_VERIFY_INTERVAL_MINUTES: envInt({ min: 0, max: 1_440 }).default(15),
  /** How often the expiry and auto-release jobs look for work. */
  TRADE_JOB_INTERVAL_SECONDS: envInt({ min: 1, max: 3_600 }).default(60),
  /**
   * 32 bytes (base64 or hex) that seal sellers' payout account and phone numbers at rest
   * (AES-256-GCM) and key their fingerprints. Every trade replica needs the same one: without it
   * the stored numbers cannot be read back.
   */
  PAYOUT_DATA_ENCRYPTION_KEY: encryptionKeySetting(),
  /** Where a generated encryption key is kept when PAYOUT_DATA_ENCRYPTION_KEY is not set. */
  PAYOUT_DATA_ENCRYPTION_KEY_FILE: z.string().default('./data/payout-data-encryption.key'),
});
export type TradeConfig = z.output<typeof tradeConfigSchema>;
