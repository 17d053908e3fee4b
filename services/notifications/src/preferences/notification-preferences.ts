import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../notifications.schema.js';
import { DEFAULTS, type Channel, type Topic } from './notification-topics.js';

interface ChoiceRow {
  topic: string;
  channel: Channel;
  enabled: boolean;
}

/**
 * Reads and writes users' choices; every method works in the caller's transaction. The e-mail
 * queue asks it before queueing, so it knows nothing of the newsletter (which queues e-mails).
 */
@Injectable()
export class NotificationPreferences {
  /** Whether `userId` wants `topic`'s e-mails (the default when they never chose). */
  wantsEmail(em: EntityManager, userId: string, topic: Topic): Promise<boolean> {
    return this.wants(em, userId, topic, 'email');
  }

  /** Whether `userId` wants `topic` on `channel` (the default when they never chose). */
  async wants(em: EntityManager, userId: string, topic: Topic, channel: Channel): Promise<boolean> {
    const [row] = await em.execute<{ enabled: boolean }[]>(
      `select enabled from ${SCHEMA}.notification_preferences where user_id = ? and topic = ? and channel = ?`,
      [userId, topic, channel],
    );
    return row?.enabled ?? DEFAULTS[topic][channel];
  }

  /** The choices `userId` made, by topic and channel (defaults are the caller's to apply). */
  async choicesOf(em: EntityManager, userId: string): Promise<(topic: Topic, channel: Channel) => boolean> {
    const rows = await em.execute<ChoiceRow[]>(
      `select topic, channel, enabled from ${SCHEMA}.notification_preferences where user_id = ?`,
      [userId],
    );
    return (topic, channel) =>
      rows.find((r) => r.topic === topic && r.channel === channel)?.enabled ?? DEFAULTS[topic][channel];
  }

  /** Stores one choice; true when it changed what the user gets. */
  async choose(
    em: EntityManager,
    userId: string,
    topic: Topic,
    channel: Channel,
    enabled: boolean,
  ): Promise<boolean> {
    // One writer per user at a time, so two clicks of one link cannot both report the change.
    await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [
      `${SCHEMA}.preferences:${userId}`,
    ]);
    const before = await em.execute<{ enabled: boolean }[]>(
      `select enabled from ${SCHEMA}.notification_preferences where user_id = ? and topic = ? and channel = ?`,
      [userId, topic, channel],
    );
    const was = before[0]?.enabled ?? DEFAULTS[topic][channel];
    await em.execute(
      `insert into ${SCHEMA}.notification_preferences as np (user_id, topic, channel, enabled, updated_at)
       values (?, ?, ?, ?, now())
       on conflict (user_id, topic, channel) do update set enabled = excluded.enabled, updated_at = now()
       where np.enabled <> excluded.enabled`,
      [userId, topic, channel, enabled],
    );
    return was !== enabled;
  }
}
