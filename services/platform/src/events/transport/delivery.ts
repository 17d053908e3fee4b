import {
  dlqTopic,
  type DeadLetterNotice,
  type DeliveredRecord,
  type EventRecord,
  type SubscribeOptions,
} from './event-transport.port.js';
import { isPoisonMessage, retryDelay, type RetryPolicy } from './failure.js';
import { dlqHeaders } from './transport.util.js';

export type Outcome = 'done' | 'abandoned';

/** What one adapter's member gives the shared delivery rules. */
export interface DeliverySite {
  group: string;
  handler: SubscribeOptions['handler'];
  deadLetter: SubscribeOptions['deadLetter'];
  retry: RetryPolicy;
  closing(): boolean;
  /** Waits `ms` (less if the member starts closing); Kafka keeps its session alive meanwhile. */
  pause(ms: number): Promise<void>;
  /** Appends to `<topic>.dlq`; throws when the broker cannot take it. */
  publishDeadLetter(record: EventRecord): Promise<void>;
}

/** Where a record stands after failures, kept by adapters that hand a record over several calls. */
export interface FailureState {
  attempt: number;
  firstFailedAt: Date;
}

export type AttemptResult =
  | { outcome: 'done' }
  | { outcome: 'abandoned' }
  /** Transient failure: try again after `delayMs`, with `state`. */
  | { outcome: 'retry'; delayMs: number; state: FailureState };

/**
 * One attempt at a record, by the port's rules: success, a poison error or the last allowed
 * attempt (→ dead letter), or another transient failure (→ the caller waits `delayMs` and calls
 * again with the returned state). Kafka uses it directly so that it can pause only the partition
 * between attempts; the in-process bus loops through `deliverWithRetry`.
 */
export async function attemptDelivery(
  site: DeliverySite,
  record: Omit<DeliveredRecord, 'attempt'>,
  previous: FailureState | undefined,
): Promise<AttemptResult> {
  const attempt = (previous?.attempt ?? 0) + 1;
  try {
    await site.handler({ ...record, attempt });
    return { outcome: 'done' };
  } catch (error) {
    if (site.closing()) return { outcome: 'abandoned' };
    const state = { attempt, firstFailedAt: previous?.firstFailedAt ?? new Date() };
    const poison = isPoisonMessage(error);
    if (!poison && attempt < site.retry.maxAttempts)
      return { outcome: 'retry', delayMs: retryDelay(site.retry, attempt), state };
    const notice: DeadLetterNotice = {
      record: { ...record, attempt },
      error,
      kind: poison ? 'poison' : 'transient_exhausted',
      attempts: attempt,
      firstFailedAt: state.firstFailedAt,
    };
    return { outcome: await deadLetter(site, notice) };
  }
}

/** Every attempt at a record, pausing in place between them, until it is done or abandoned. */
export async function deliverWithRetry(
  site: DeliverySite,
  record: Omit<DeliveredRecord, 'attempt'>,
): Promise<Outcome> {
  let state: FailureState | undefined;
  for (;;) {
    const result = await attemptDelivery(site, record, state);
    if (result.outcome !== 'retry') return result.outcome;
    state = result.state;
    await site.pause(result.delayMs);
    if (site.closing()) return 'abandoned';
  }
}

/**
 * The durable store first (the service's table), then the `.dlq` topic; each retried until it
 * works, because letting the record go before both have it would lose it to the outage that
 * made them fail. The hook must be idempotent: after a crash in between it is called again.
 */
async function deadLetter(site: DeliverySite, notice: DeadLetterNotice): Promise<Outcome> {
  const { record } = notice;
  const steps: Array<() => Promise<void>> = [
    () => site.deadLetter?.(notice) ?? Promise.resolve(),
    () =>
      site.publishDeadLetter({
        topic: dlqTopic(record.topic),
        key: record.key,
        value: record.value,
        headers: dlqHeaders(record, notice.error, notice.attempts, site.group, notice.kind),
      }),
  ];
  for (const step of steps) {
    for (let attempt = 1; ; attempt++) {
      try {
        await step();
        break;
      } catch {
        if (site.closing()) return 'abandoned';
        await site.pause(retryDelay(site.retry, attempt));
        if (site.closing()) return 'abandoned';
      }
    }
  }
  return 'done';
}
