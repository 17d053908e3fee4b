import type { TopicName } from './topics.js';

/**
 * How the topics of the map are created on a real Kafka cluster: read by
 * infra/k8s/kafka-topics.mjs, which writes one Strimzi KafkaTopic per topic of `topics` (and per
 * `<topic>.dlq`) from this file and the map, so the two cannot drift.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TopicSettings {
  partitions: number;
  retentionMs: number;
}

/**
 * Topics written far more often than the rest (every sign-in, every message, every stock move), so
 * more of their consumers can work in parallel. Partitions can be added later but never removed,
 * and adding them moves keys between partitions, so the rest start at a modest 6. Typed by the
 * map: a topic renamed or removed there fails to compile here.
 */
export const HIGH_VOLUME_TOPICS = [
  'identity.user.signed_in.v1',
  'identity.user.sign_in_failed.v1',
  'trade.stock.changed.v1',
  'messaging.message.sent.v1',
  'messaging.conversation.read.v1',
] as const satisfies readonly TopicName[];

/** Events: a week, long enough to replay after a consumer outage. Dead letters: a month, for staff. */
export const EVENT_TOPIC: TopicSettings = { partitions: 6, retentionMs: 7 * DAY_MS };
export const HIGH_VOLUME_TOPIC: TopicSettings = { partitions: 12, retentionMs: 7 * DAY_MS };
export const DEAD_LETTER_TOPIC: TopicSettings = { partitions: 3, retentionMs: 30 * DAY_MS };
