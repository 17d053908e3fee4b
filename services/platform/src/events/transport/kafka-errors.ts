import { RecordRejectedError } from './failure.js';

/**
 * Broker answers that refuse the records themselves, whatever the moment: retrying cannot help.
 * (UNKNOWN_TOPIC_OR_PARTITION is not among them: on a cluster that creates topics it passes.)
 */
const REJECTIONS = new Set([
  'MESSAGE_TOO_LARGE',
  'RECORD_LIST_TOO_LARGE',
  'INVALID_RECORD',
  'INVALID_TOPIC_EXCEPTION',
  'TOPIC_AUTHORIZATION_FAILED',
  'POLICY_VIOLATION',
]);

/** kafkajs nests the broker's error in retry and aggregate wrappers; looks through them. */
function brokerErrorTypes(error: unknown, seen = new Set<unknown>()): string[] {
  if (typeof error !== 'object' || error === null || seen.has(error)) return [];
  seen.add(error);
  const e = error as { type?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown };
  const types = typeof e.type === 'string' ? [e.type] : [];
  const nested = [e.cause, e.originalError, ...(Array.isArray(e.errors) ? (e.errors as unknown[]) : [])];
  return types.concat(nested.flatMap((n) => brokerErrorTypes(n, seen)));
}

/** The error to throw from publish(): a RecordRejectedError when the broker refused the records. */
export function publishError(error: unknown): unknown {
  const rejected = brokerErrorTypes(error).find((type) => REJECTIONS.has(type));
  if (!rejected) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new RecordRejectedError(`the broker refused the records (${rejected}): ${message}`, {
    cause: error,
  });
}
