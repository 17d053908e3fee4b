export { Idempotent } from './idempotent.decorator.js';
export { IDEMPOTENT_KEY, type IdempotentOptions } from './idempotent.options.js';
export { IdempotencyInterceptor } from './idempotency.interceptor.js';
export { IdempotencyModule } from './idempotency.module.js';
export {
  IDEMPOTENCY_OPTIONS,
  resolveIdempotencyOptions,
  type IdempotencyModuleOptions,
} from './idempotency.options.js';
export { IdempotencyRetention } from './idempotency.retention.js';
export {
  IdempotencyStore,
  type IdempotencyClaim,
  type IdempotencyScope,
  type StoredResponse,
} from './idempotency.store.js';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENT_REPLAYED_HEADER,
  IdempotencyProblems,
} from './idempotency.problems.js';
export { readIdempotencyKey, routeScope } from './idempotency-request.js';
export { bodyFingerprint, canonicalJson } from './request-fingerprint.js';
export { idempotencySettings, type IdempotencySettings } from './idempotency.settings.js';
export {
  IDEMPOTENCY_MIGRATIONS,
  Migration20261220000000IdempotencyKeys,
} from './idempotency-key.migration.js';
