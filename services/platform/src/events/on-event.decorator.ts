import { SetMetadata } from '@nestjs/common';
import type { TopicName } from '@sokoni/contracts';

export const ON_EVENT = Symbol('ON_EVENT');

export interface OnEventOptions {
  /** Purpose part of the consumer group `<service>.<purpose>`; handlers sharing it share a group. */
  purpose: string;
}

export interface OnEventMetadata extends OnEventOptions {
  topic: TopicName;
}

/**
 * Marks a provider method as the handler of one topic. The method gets `(event: DomainEvent<T>,
 * em: EntityManager)`; `em` is inside the transaction that also records the event in the inbox, so
 * the handler's writes and "handled" commit together, and a redelivered event is skipped.
 */
export const OnEvent = <T extends TopicName>(topic: T, options: OnEventOptions): MethodDecorator =>
  SetMetadata<symbol, OnEventMetadata>(ON_EVENT, { topic, ...options });
