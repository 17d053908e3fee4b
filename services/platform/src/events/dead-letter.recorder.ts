import { Injectable, Logger } from '@nestjs/common';
import { DeadLetterStore } from './dead-letter.store.js';
import { eventIdOf } from './event-decoding.js';
import { EventMetrics } from './event-metrics.js';
import type { DeadLetterNotice } from './transport/event-transport.port.js';
import { errorText } from './transport/transport.util.js';

/**
 * The dead-letter hook every subscription of the service passes to the transport
 * (`SubscribeOptions.deadLetter`): the record goes to the service's `dead_letter` table, counted
 * and logged, before the transport lets it go. `@OnEvent` consumers get it through EventConsumers;
 * a consumer that subscribes on the transport itself (token revocation) passes `hook(group)`.
 */
@Injectable()
export class DeadLetterRecorder {
  private readonly log = new Logger(DeadLetterRecorder.name);

  constructor(
    private readonly store: DeadLetterStore,
    private readonly metrics: EventMetrics,
  ) {}

  hook(group: string): (notice: DeadLetterNotice) => Promise<void> {
    return (notice) => this.record(group, notice);
  }

  /** Idempotent (an open letter of the same event is updated); throws while the database is away. */
  async record(group: string, notice: DeadLetterNotice): Promise<void> {
    const { record } = notice;
    try {
      const id = await this.store.record({
        topic: record.topic,
        consumerGroup: group,
        eventId: eventIdOf(record),
        partition: record.partition ?? null,
        recordOffset: record.offset ?? null,
        key: record.key,
        value: record.value,
        error: errorText(notice.error),
        errorKind: notice.kind,
        attempts: notice.attempts,
        firstFailedAt: notice.firstFailedAt,
      });
      this.metrics.deadLetters.inc({ group, topic: record.topic, kind: notice.kind });
      this.log.error(
        { topic: record.topic, group, deadLetter: id, kind: notice.kind, attempts: notice.attempts },
        'event dead-lettered',
      );
    } catch (err) {
      // The transport keeps the record and tries again; the outage is what this line reports.
      this.log.warn({ err, topic: record.topic, group }, 'could not store a dead letter yet');
      throw err;
    }
  }
}
