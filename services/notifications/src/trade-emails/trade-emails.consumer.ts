import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampDate } from '@sokoni/contracts';
import { CONFIG } from '@sokoni/platform/config';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { ContactMailer } from '../contacts/contact-mailer.js';
import type { PersonalEmail } from '../contacts/personal-email.js';
import type { NotificationsConfig } from '../notifications.config.js';
import { disputeDecided, disputeOpened, payoutFailed, payoutSettled } from './dispute-payout-mails.js';
import { orderPlaced, orderStatusMails, paymentReceived } from './order-mails.js';

/**
 * Trade's events (consumer group `notifications.trade-emails`) into e-mails to buyers and sellers.
 * Each handler runs in the inbox transaction, so a redelivered event queues nothing twice; the
 * recipients' addresses come from the contact read model (ContactMailer holds an e-mail whose
 * contact has not arrived yet). What each event says is decided in order-mails.ts and
 * dispute-payout-mails.ts.
 */
@Injectable()
export class TradeEmailsConsumer {
  constructor(
    private readonly mailer: ContactMailer,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  @OnEvent('trade.checkout.placed.v1', { purpose: 'trade-emails' })
  async checkoutPlaced(event: DomainEvent<'trade.checkout.placed.v1'>, em: EntityManager) {
    await this.send(em, event.id, [orderPlaced(event.payload, event.id)]);
  }

  @OnEvent('trade.payment.succeeded.v1', { purpose: 'trade-emails' })
  async paymentSucceeded(event: DomainEvent<'trade.payment.succeeded.v1'>, em: EntityManager) {
    await this.send(em, event.id, [paymentReceived(event.payload, event.id)]);
  }

  @OnEvent('trade.order.status_changed.v1', { purpose: 'trade-emails' })
  async orderStatusChanged(event: DomainEvent<'trade.order.status_changed.v1'>, em: EntityManager) {
    await this.send(em, event.id, orderStatusMails(event.payload, event.id));
  }

  @OnEvent('trade.dispute.opened.v1', { purpose: 'trade-emails' })
  async disputeOpened(event: DomainEvent<'trade.dispute.opened.v1'>, em: EntityManager) {
    // Trade says until when; an event of a trade that did not (before it did) gets this setting's.
    const answerBy = event.payload.answerBy
      ? timestampDate(event.payload.answerBy)
      : new Date(event.occurredAt.getTime() + this.config.DISPUTE_ANSWER_DAYS * 86_400_000);
    await this.send(em, event.id, disputeOpened(event.payload, event.id, answerBy));
  }

  @OnEvent('trade.dispute.decided.v1', { purpose: 'trade-emails' })
  async disputeDecided(event: DomainEvent<'trade.dispute.decided.v1'>, em: EntityManager) {
    await this.send(em, event.id, disputeDecided(event.payload, event.id));
  }

  @OnEvent('trade.payout.settled.v1', { purpose: 'trade-emails' })
  async payoutSettled(event: DomainEvent<'trade.payout.settled.v1'>, em: EntityManager) {
    await this.send(em, event.id, [payoutSettled(event.payload, event.id)]);
  }

  @OnEvent('trade.payout.failed.v1', { purpose: 'trade-emails' })
  async payoutFailed(event: DomainEvent<'trade.payout.failed.v1'>, em: EntityManager) {
    await this.send(em, event.id, [payoutFailed(event.payload, event.id)]);
  }

  private async send(em: EntityManager, eventId: string, mails: readonly PersonalEmail[]): Promise<void> {
    for (const mail of mails) await this.mailer.send(em, eventId, mail);
  }
}
