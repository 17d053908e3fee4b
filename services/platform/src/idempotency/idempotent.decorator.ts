import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { ApiProblemResponse } from '../errors/index.js';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from './idempotency.problems.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IDEMPOTENT_KEY, type IdempotentOptions } from './idempotent.options.js';

/**
 * Makes a route honour `Idempotency-Key` (Stripe's semantics; see IdempotencyInterceptor) and
 * documents the header and its 409/422 answers. The route must require sign-in (keys are per user),
 * and the app must mount IdempotencyModule (servicePlatform's `idempotency: true`): without it Nest
 * refuses to start, rather than serving the route without the protection.
 */
export function Idempotent(options: IdempotentOptions = {}): MethodDecorator {
  const required = options.required ?? false;
  return applyDecorators(
    SetMetadata(IDEMPOTENT_KEY, { required }),
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required,
      description:
        'A value unique to this operation (a UUID, say), sent again unchanged on a retry: the first ' +
        'answer is replayed (with `Idempotent-Replayed: true`) instead of the operation running twice. ' +
        'Keys are per user and route, and kept 24 hours by default.',
      schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH, pattern: '^[!-~]+$' },
    }),
    ApiProblemResponse(409, 'A request with this Idempotency-Key is still being processed: retry later'),
    ApiProblemResponse(422, 'This Idempotency-Key was used with a different request body'),
  );
}
