import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TopicName } from '@sokoni/contracts';
import type { DomainEvent } from '@sokoni/platform/events';
import { SCHEMA } from '../audit.schema.js';
import { AuditChain, type AppendedEntry } from '../chain/audit-chain.js';
import { addsNoEntry, contactOf, describeEvent, topicParts } from './audit-mapping.js';
import { auditPayload } from './payload-json.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Turns one consumed event into one chain entry, in the consumer's inbox transaction: the entry and
 * "handled" commit together, so a redelivered event adds nothing. A replay of state or a read
 * (addsNoEntry) is handled and adds nothing either.
 */
@Injectable()
export class AuditRecorder {
  constructor(private readonly chain: AuditChain) {}

  async record<T extends TopicName>(event: DomainEvent<T>, em: EntityManager): Promise<AppendedEntry | null> {
    if (addsNoEntry(event)) return null;
    const facts = describeEvent(event);
    const contact = contactOf(event);
    if (contact && UUID.test(contact.userId)) await this.remember(em, contact, event.occurredAt);
    const actorEmail = facts.actorEmail ?? (facts.actorId ? await this.emailOf(em, facts.actorId) : null);
    return this.chain.append(em, {
      eventId: event.id,
      topic: event.topic,
      action: facts.action,
      service: event.producer || topicParts(event.topic).service,
      actorId: facts.actorId,
      actorEmail,
      targetType: facts.targetType,
      targetId: facts.targetId,
      occurredAt: event.occurredAt,
      correlationId: event.correlationId || null,
      payload: auditPayload(event.topic, event.payload),
    });
  }

  /** Newest address wins, whatever order the events arrive in. */
  private async remember(em: EntityManager, c: { userId: string; email: string }, at: Date): Promise<void> {
    await em.execute(
      `insert into ${SCHEMA}.user_emails (user_id, email, updated_at) values (?, ?, ?)
       on conflict (user_id) do update set email = excluded.email, updated_at = excluded.updated_at
       where user_emails.updated_at <= excluded.updated_at`,
      [c.userId, c.email, at],
    );
  }

  private async emailOf(em: EntityManager, userId: string): Promise<string | null> {
    if (!UUID.test(userId)) return null;
    const [row] = await em.execute<{ email: string }[]>(
      `select email from ${SCHEMA}.user_emails where user_id = ?`,
      [userId],
    );
    return row?.email ?? null;
  }
}
