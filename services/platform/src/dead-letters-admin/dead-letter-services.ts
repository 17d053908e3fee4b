import type { TopicName } from '@sokoni/contracts';

/** Topics a service publishes when staff replay or discard one of its dead letters (the audit trail). */
export type DeadLetterReplayedTopic = Extract<TopicName, `${string}.dead_letter.replayed.v1`>;
export type DeadLetterDiscardedTopic = Extract<TopicName, `${string}.dead_letter.discarded.v1`>;

/**
 * The services that can mount the dead-letters back office: exactly those whose audit topics are in
 * the contracts' map, so a service added without them does not compile.
 */
export type DeadLetterService = DeadLetterReplayedTopic extends `${infer S}.dead_letter.replayed.v1`
  ? S & (`${S}.dead_letter.discarded.v1` extends DeadLetterDiscardedTopic ? unknown : never)
  : never;

export const deadLetterTopics = (
  service: DeadLetterService,
): { replayed: DeadLetterReplayedTopic; discarded: DeadLetterDiscardedTopic } => ({
  replayed: `${service}.dead_letter.replayed.v1`,
  discarded: `${service}.dead_letter.discarded.v1`,
});
