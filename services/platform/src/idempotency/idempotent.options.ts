/** Metadata key of @Idempotent() on a route handler. */
export const IDEMPOTENT_KEY = 'sokoni:idempotent';

export interface IdempotentOptions {
  /** A request without an Idempotency-Key header is refused with 400 (checkout, payouts). */
  required?: boolean;
}
