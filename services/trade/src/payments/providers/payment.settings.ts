import { z } from 'zod';
import { envEnum, envInt, envUrl } from '@sokoni/platform/config';
import { PROVIDER_NAMES } from './payment-provider.port.js';

const secret = () => z.string().min(1).optional();
const https = () => envUrl({ protocols: ['https', 'http'] });

/**
 * The payment settings, to spread into the trade service's config schema
 * (`...paymentSettings.shape`). Which ones are required depends on PAYMENT_PROVIDER; the factory
 * checks that at start-up and names what is missing.
 */
export const paymentSettings = z.object({
  /** The active adapter; the sandbox needs nothing else. */
  PAYMENT_PROVIDER: envEnum(PROVIDER_NAMES).default('sandbox'),
  /** Bound on every call to a provider's API, in milliseconds. */
  PAYMENT_HTTP_TIMEOUT_MS: envInt({ min: 1000, max: 120_000 }).default(15_000),
  /** Signs the sandbox's webhooks. Unset: a random key per process (the sandbox delivers in-process). */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The storefront's sandbox payment page. */
  SANDBOX_PAGE_URL: z.string().min(1).default('/sandbox/pay'),
  /** `instant`: sandbox payouts succeed at once; `manual`: they wait for completePayout. */
  SANDBOX_PAYOUTS: envEnum(['instant', 'manual'] as const).default('instant'),
  PAYSTACK_SECRET_KEY: secret(),
  PAYSTACK_BASE_URL: https().default('https://api.paystack.co'),
  FLUTTERWAVE_SECRET_KEY: secret(),
  FLUTTERWAVE_SECRET_HASH: secret(),
  FLUTTERWAVE_BASE_URL: https().default('https://api.flutterwave.com'),
  MPESA_CONSUMER_KEY: secret(),
  MPESA_CONSUMER_SECRET: secret(),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be a 5 to 7 digit shortcode')
    .optional(),
  MPESA_PASSKEY: secret(),
  /** Keys the per-payment token in M-Pesa callback URLs; at least 32 characters. */
  MPESA_CALLBACK_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** https://sandbox.safaricom.co.ke for Daraja's sandbox, https://api.safaricom.co.ke live. */
  MPESA_BASE_URL: https().default('https://sandbox.safaricom.co.ke'),
  MPESA_TRANSACTION_TYPE: envEnum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'] as const).default(
    'CustomerPayBillOnline',
  ),
  /**
   * Payouts (B2C) and refunds (reversals) through M-Pesa; without the initiator and its credential
   * the adapter takes payments only. The credential is the initiator password encrypted with
   * Safaricom's certificate (the Daraja portal generates it).
   */
  MPESA_INITIATOR_NAME: secret(),
  MPESA_SECURITY_CREDENTIAL: secret(),
  /** The B2C shortcode sellers are paid from; MPESA_SHORTCODE when unset. */
  MPESA_B2C_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be a 5 to 7 digit shortcode')
    .optional(),
  MPESA_B2C_COMMAND: envEnum(['BusinessPayment', 'SalaryPayment', 'PromotionPayment'] as const).default(
    'BusinessPayment',
  ),
  /** PartyB when it is not the shortcode (a till number under a store number). */
  MPESA_PARTY_B: z
    .string()
    .regex(/^\d{5,7}$/)
    .optional(),
});
export type PaymentSettings = z.output<typeof paymentSettings>;
