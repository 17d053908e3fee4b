import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampDate } from '@sokoni/contracts';
import { CONFIG } from '@sokoni/platform/config';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import type { PersonalEmail } from '../contacts/personal-email.js';
import type { NotificationsConfig } from '../notifications.config.js';
import {
  disputeDecided,
  disputeOpened,
  payoutFailed,
  payoutSettled,
} from '../trade-emails/dispute-payout-mails.js';
import { orderPlaced, orderStatusMails, paymentReceived } from '../trade-emails/order-mails.js';
import { noticeOfEmail } from './in-app-notice.js';
import { InboxWriter } from './inbox-writer.js';

/**
 * Order steps, payments, disputes and payouts in the bell (consumer group `notifications.inbox`):
 * whoever trade's event e-mails gets the same news in the app, decided by the same functions
 * (order-mails.ts, dispute-payout-mails.ts), so the two channels cannot drift apart.
 */
@Injectable()
export class TradeInboxConsumer {
  constructor(
    private readonly inbox: InboxWriter,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  @OnEvent('trade.checkout.placed.v1', { purpose: 'inbox' })
  async checkoutPlaced(event: DomainEvent<'trade.checkout.placed.v1'>, em: EntityManager) {
    await this.deliver(em, event, [orderPlaced(event.payload, event.id)]);
  }

  @OnEvent('trade.payment.succeeded.v1', { purpose: 'inbox' })
  async paymentSucceeded(event: DomainEvent<'trade.payment.succeeded.v1'>, em: EntityManager) {
    await this.deliver(em, event, [paymentReceived(event.payload, event.id)]);
  }

  @OnEvent('trade.order.status_changed.v1', { purpose: 'inbox' })
  async orderStatusChanged(event: DomainEvent<'trade.order.status_changed.v1'>, em: EntityManager) {
    await this.deliver(em, event, orderStatusMails(event.payload, event.id));
  }

  @OnEvent('trade.dispute.opened.v1', { purpose: 'inbox' })
  async disputeOpened(event: DomainEvent<'trade.dispute.opened.v1'>, em: EntityManager) {
    const answerBy = event.payload.answerBy
      ? timestampDate(event.payload.answerBy)
      : new Date(event.occurredAt.getTime() + this.config.DISPUTE_ANSWER_DAYS * 86_400_000);
    await this.deliver(em, event, disputeOpened(event.payload, event.id, answerBy));
  }

  @OnEvent('trade.dispute.decided.v1', { purpose: 'inbox' })
  async disputeDecided(event: DomainEvent<'trade.dispute.decided.v1'>, em: EntityManager) {
    await this.deliver(em, event, disputeDecided(event.payload, event.id));
  }

  @OnEvent('trade.payout.settled.v1', { purpose: 'inbox' })
  async payoutSettled(event: DomainEvent<'trade.payout.settled.v1'>, em: EntityManager) {
    await this.deliver(em, event, [payoutSettled(event.payload, event.id)]);
  }

  @OnEvent('trade.payout.failed.v1', { purpose: 'inbox' })
  async payoutFailed(event: DomainEvent<'trade.payout.failed.v1'>, em: EntityManager) {
    await this.deliver(em, event, [payoutFailed(event.payload, event.id)]);
  }

  private deliver(
    em: EntityManager,
    event: { id: string; occurredAt: Date },
    mails: readonly PersonalEmail[],
  ): Promise<void> {
    return this.inbox.deliver(em, event, mails.map(noticeOfEmail));
  }
}
