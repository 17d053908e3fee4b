import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { topicNames, type TopicName } from '@sokoni/contracts';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { AuditRecorder } from './audit-recorder.js';

/** Consumer group `audit.audit`: audit keeps a record of every topic of the map, whoever produces it. */
export const AUDIT_PURPOSE = 'audit';

/**
 * One @OnEvent handler per topic of the contracts' map, made here rather than written out, so a
 * topic added to the map is audited from the next build on without anyone remembering to.
 */
@Injectable()
export class AuditConsumer {
  constructor(private readonly recorder: AuditRecorder) {}

  async handle(event: DomainEvent, em: EntityManager): Promise<void> {
    await this.recorder.record(event, em);
  }
}

export const handlerName = (topic: TopicName): string => `on ${topic}`;

for (const topic of topicNames) {
  const name = handlerName(topic);
  // Each topic needs its own function object: @OnEvent stores its metadata on the function.
  const descriptor: PropertyDescriptor = {
    value: function (this: AuditConsumer, event: DomainEvent, em: EntityManager) {
      return this.handle(event, em);
    },
    writable: false,
    enumerable: false,
    configurable: false,
  };
  OnEvent(topic, { purpose: AUDIT_PURPOSE })(AuditConsumer.prototype, name, descriptor);
  Object.defineProperty(AuditConsumer.prototype, name, descriptor);
}
