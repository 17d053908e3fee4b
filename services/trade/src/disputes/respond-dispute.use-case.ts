import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import type { UploadedFile } from '@sokoni/platform/files';
import { uuidv7 } from '@sokoni/platform/db';
import { OrderFileStore } from '../orders/order-file-store.js';
import { isUuid, OrderTransitions } from '../orders/order-transitions.js';
import { OrderProblems } from '../orders/order.problems.js';
import { Dispute, DisputeResponse } from './dispute.entities.js';
import { DisputeProblems } from './dispute.problems.js';
import { EVIDENCE_FIELD } from './disputes.dto.js';

/**
 * The seller answers an open dispute on their order with text and their own evidence, for staff to
 * weigh. The buyer cannot answer for the seller (403); strangers get 404; a decided dispute 409.
 */
@Injectable()
export class RespondDispute {
  constructor(
    private readonly orm: MikroORM,
    private readonly transitions: OrderTransitions,
    private readonly files: OrderFileStore,
  ) {}

  async execute(
    seller: AuthUser,
    orderId: string,
    disputeId: string,
    text: string,
    uploads: UploadedFile[] = [],
  ): Promise<DisputeResponse> {
    if (!isUuid(disputeId)) throw DisputeProblems.notFound();
    const actor = { role: 'seller', id: seller.id } as const;
    await this.orm.em.fork().transactional((em) => this.openDispute(em, orderId, disputeId, actor));
    const checked = this.files.check(orderId.toLowerCase(), uploads, EVIDENCE_FIELD);
    return this.files.storeThen(checked, () =>
      this.orm.em.fork().transactional(async (em) => {
        const dispute = await this.openDispute(em, orderId, disputeId, actor);
        const response = em.create(DisputeResponse, {
          id: uuidv7(),
          disputeId: dispute.id,
          authorId: seller.id,
          authorRole: 'seller',
          text,
          createdAt: new Date(),
        });
        await em.flush();
        this.files.record(em, checked, {
          orderId: dispute.orderId,
          kind: 'evidence',
          disputeId: dispute.id,
          responseId: response.id,
          uploadedBy: seller.id,
          uploadedByRole: 'seller',
        });
        dispute.updatedAt = new Date();
        return response;
      }),
    );
  }

  /** Locks the order (404 to strangers) and the dispute; only the order's seller may answer it. */
  private async openDispute(
    em: Parameters<OrderTransitions['lock']>[0],
    orderId: string,
    disputeId: string,
    actor: { role: 'seller'; id: string },
  ): Promise<Dispute> {
    const order = await this.transitions.lock(em, orderId, actor);
    if (order.sellerId !== actor.id.toLowerCase()) throw OrderProblems.notYourAction({ action: 'respond' });
    const dispute = await em.findOne(
      Dispute,
      { id: disputeId.toLowerCase(), orderId: order.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!dispute) throw DisputeProblems.notFound();
    if (dispute.status !== 'open') throw DisputeProblems.closed();
    return dispute;
  }
}
