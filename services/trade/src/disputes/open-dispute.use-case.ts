import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import type { UploadedFile } from '@sokoni/platform/files';
import { InjectConfig } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { EscrowLedger } from '../ledger/index.js';
import { OrderFileStore } from '../orders/order-file-store.js';
import { OrderMoney } from '../orders/order-money.js';
import { OrderTransitions } from '../orders/order-transitions.js';
import { Dispute } from './dispute.entities.js';
import { DisputeEvents } from './dispute-events.js';
import { EVIDENCE_FIELD } from './disputes.dto.js';
import type { DisputeReason } from './dispute.entities.js';
import type { TradeConfig } from '../trade.config.js';

const DAY = 86_400_000;

/**
 * The buyer disputes a shipped or delivered order before its escrow is released: the escrow is
 * frozen (nothing leaves it but staff's decision), the order moves to `disputed`, and the seller
 * is told (trade.dispute.opened.v1). All in one transaction under the order's row lock, so a
 * confirmation of receipt or the auto-release job at the same instant leaves exactly one outcome.
 */
@Injectable()
export class OpenDispute {
  constructor(
    private readonly orm: MikroORM,
    private readonly transitions: OrderTransitions,
    private readonly money: OrderMoney,
    private readonly escrow: EscrowLedger,
    private readonly files: OrderFileStore,
    private readonly events: DisputeEvents,
    @InjectConfig() private readonly config: TradeConfig,
  ) {}

  async execute(
    buyer: AuthUser,
    orderId: string,
    input: { reason: DisputeReason; description: string },
    uploads: UploadedFile[] = [],
  ): Promise<Dispute> {
    const actor = { role: 'buyer', id: buyer.id } as const;
    // Refuse before storing anything when the order is not the caller's to dispute now.
    await this.orm.em.fork().transactional(async (em) => {
      this.transitions.check(await this.transitions.lock(em, orderId, actor), 'dispute', actor);
    });
    const checked = this.files.check(orderId.toLowerCase(), uploads, EVIDENCE_FIELD);
    return this.files.storeThen(checked, () =>
      this.orm.em.fork().transactional(async (em) => {
        const order = await this.transitions.lock(em, orderId, actor);
        this.transitions.check(order, 'dispute', actor);
        const hold = await this.money.openHold(em, order);
        await this.escrow.freeze(em, {
          entryId: `freeze:${order.id}`,
          orderId: order.id,
          currency: hold.amount.currency,
          memo: `dispute: ${input.reason}`,
        });
        const now = new Date();
        const dispute = em.create(Dispute, {
          id: uuidv7(),
          orderId: order.id,
          buyerId: order.buyerId,
          sellerId: order.sellerId,
          reason: input.reason,
          description: input.description,
          status: 'open',
          currency: order.currency,
          amountMinor: hold.amount.amountMinor,
          openedAt: now,
          answerBy: new Date(now.getTime() + this.config.DISPUTE_ANSWER_DAYS * DAY),
          updatedAt: now,
        });
        // The dispute row first: the order's timeline and the evidence rows name it.
        await em.flush();
        this.files.record(em, checked, {
          orderId: order.id,
          kind: 'evidence',
          disputeId: dispute.id,
          uploadedBy: buyer.id,
          uploadedByRole: 'buyer',
        });
        const moved = await this.transitions.applyLocked(em, order, 'dispute', actor, { note: input.reason });
        await this.events.opened(em, dispute, moved, checked.length);
        return dispute;
      }),
    );
  }
}
