import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampDate } from '@sokoni/contracts';
import { OnEvent, PoisonMessageError, type DomainEvent } from '@sokoni/platform/events';
import { SCHEMA } from '../notifications.schema.js';
import { InboxWriter } from './inbox-writer.js';
import { RealtimePusher, unreadCount } from './realtime-pusher.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Supplier verification (identity) and messages (messaging) in the bell, group
 * `notifications.inbox`. A conversation's read receipt marks its message notifications read, so
 * neither the bell nor the hourly digest speaks of messages already seen.
 */
@Injectable()
export class PeopleInboxConsumer {
  constructor(
    private readonly inbox: InboxWriter,
    private readonly pusher: RealtimePusher,
  ) {}

  @OnEvent('identity.supplier_verification.approved.v1', { purpose: 'inbox' })
  async verificationApproved(
    event: DomainEvent<'identity.supplier_verification.approved.v1'>,
    em: EntityManager,
  ) {
    await this.verification(em, event, event.payload, 'verification-approved');
  }

  @OnEvent('identity.supplier_verification.rejected.v1', { purpose: 'inbox' })
  async verificationRejected(
    event: DomainEvent<'identity.supplier_verification.rejected.v1'>,
    em: EntityManager,
  ) {
    await this.verification(em, event, event.payload, 'verification-rejected');
  }

  @OnEvent('messaging.message.sent.v1', { purpose: 'inbox' })
  async messageSent(event: DomainEvent<'messaging.message.sent.v1'>, em: EntityManager) {
    const p = event.payload;
    if (!UUID.test(p.recipientId) || !UUID.test(p.conversationId))
      throw new PoisonMessageError(`inbox: no recipient or conversation (event ${event.id})`);
    await this.inbox.deliver(em, event, [
      {
        userId: p.recipientId,
        kind: 'message_received',
        topic: 'messages',
        locale: '',
        link: `/messages/${p.conversationId}`,
        conversationId: p.conversationId,
        text: { key: 'message_received', vars: { sender: p.senderName, preview: p.preview } },
      },
    ]);
  }

  @OnEvent('messaging.conversation.read.v1', { purpose: 'inbox' })
  async conversationRead(event: DomainEvent<'messaging.conversation.read.v1'>, em: EntityManager) {
    const p = event.payload;
    if (!UUID.test(p.readerId) || !UUID.test(p.conversationId))
      throw new PoisonMessageError(`inbox: no reader or conversation (event ${event.id})`);
    const upTo = p.readUpTo ? timestampDate(p.readUpTo) : event.occurredAt;
    // A notification's created_at is its message's event time: what the reader had seen.
    const read = await em.execute<{ id: string; hidden: boolean }[]>(
      `update ${SCHEMA}.in_app_notifications set read_at = ?
       where user_id = ? and conversation_id = ? and read_at is null and created_at <= ?
       returning id, hidden`,
      [upTo, p.readerId, p.conversationId, upTo],
    );
    const seen = read.filter((r) => !r.hidden);
    if (seen.length === 0) return;
    const unread = await unreadCount(em, p.readerId);
    // Best effort, like every push: should this transaction roll back, the redelivery pushes again.
    setImmediate(() => {
      void this.pusher.publishRead(
        p.readerId,
        seen.map((r) => r.id),
        unread,
        event.id,
      );
    });
  }

  private async verification(
    em: EntityManager,
    event: { id: string; occurredAt: Date },
    p: { sellerId: string; companyName: string; locale: string },
    kind: 'verification-approved' | 'verification-rejected',
  ) {
    if (!UUID.test(p.sellerId)) throw new PoisonMessageError(`inbox: no seller (event ${event.id})`);
    await this.inbox.deliver(em, event, [
      {
        userId: p.sellerId,
        kind,
        topic: 'verification',
        locale: p.locale,
        link: '/advanced-verification',
        text: { template: kind, vars: { company: p.companyName } },
      },
    ]);
  }
}
