import { ProblemException, type I18nArgs } from '../errors/index.js';

/** The header clients send; its texts are in the platform's `errors/i18n/<lang>/idempotency.json`. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on a stored response sent again, as Stripe does. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

const def = (status: number, code: string, headers?: Record<string, string>) => (args?: I18nArgs) =>
  new ProblemException({
    status,
    code: `idempotency.${code}`,
    args,
    headers,
    errors:
      status === 400
        ? [
            {
              field: IDEMPOTENCY_KEY_HEADER,
              code: `idempotency.${code}`,
              i18nKey: `idempotency.${code}`,
              args,
            },
          ]
        : undefined,
  });

export const IdempotencyProblems = {
  /** 400: the route requires the header and it is missing. */
  keyMissing: () => def(400, 'key_missing')(),
  /** 400: empty, too long, or not visible ASCII. */
  keyInvalid: () => def(400, 'key_invalid')({ max: IDEMPOTENCY_KEY_MAX_LENGTH }),
  /** 409: the first request with this key has not finished; retrying later gets its answer. */
  inFlight: () => def(409, 'in_flight', { 'Retry-After': '1' })(),
  /** 422: the key was used with another body on this route. */
  keyReused: () => def(422, 'key_reused')(),
};
