import type { EventRecord } from './event-transport.port.js';

/** Kafka caps a record's size; an error with a huge message (a whole SQL statement) must not block dead-lettering. */
const MAX_ERROR_TEXT = 4_000;

export function errorText(error: unknown): string {
  let text: string;
  if (error instanceof Error) text = `${error.name}: ${error.message}`;
  else if (typeof error === 'string') text = error;
  else {
    try {
      text = JSON.stringify(error) ?? String(error);
    } catch {
      text = String(error);
    }
  }
  return text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}…` : text;
}

/** The original headers plus the port's `x-dlq-*` headers, so the dead letter explains itself. */
export function dlqHeaders(
  record: EventRecord,
  error: unknown,
  attempts: number,
  group: string,
  kind: 'poison' | 'transient_exhausted',
): Record<string, string> {
  return {
    ...record.headers,
    'x-dlq-error': errorText(error),
    'x-dlq-original-topic': record.topic,
    'x-dlq-attempts': String(attempts),
    'x-dlq-group': group,
    'x-dlq-kind': kind,
  };
}

/** FNV-1a: stable across runs and processes, which is all the in-process bus needs from a partitioner. */
export function keyPartition(key: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % partitions;
}

/** Resolves after `ms`, or at once when `signal` aborts (a closing member cuts its backoff short). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
