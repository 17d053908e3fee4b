import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { OrderDocument } from './order-document.entity.js';
import { TradeOrder } from './order.entities.js';
import { OrderFileStore } from './order-file-store.js';
import { OrderProblems } from './order.problems.js';
import { isUuid } from './order-transitions.js';

/**
 * A file attached to an order (shipping document, dispute evidence), for the order's buyer, its
 * seller and staff only; anyone else is told the document does not exist.
 */
@Injectable()
export class ReadOrderDocument {
  constructor(
    private readonly orm: MikroORM,
    private readonly files: OrderFileStore,
  ) {}

  async execute(
    user: AuthUser,
    orderId: string,
    documentId: string,
  ): Promise<{ document: OrderDocument; body: Buffer }> {
    if (!isUuid(orderId) || !isUuid(documentId)) throw OrderProblems.documentNotFound();
    const em = this.orm.em.fork();
    const order = await em.findOne(TradeOrder, orderId.toLowerCase(), { fields: ['buyerId', 'sellerId'] });
    const me = user.id.toLowerCase();
    if (!order || (user.role !== 'admin' && me !== order.buyerId && me !== order.sellerId))
      throw OrderProblems.documentNotFound();
    const document = await em.findOne(OrderDocument, { id: documentId.toLowerCase(), orderId: order.id });
    if (!document) throw OrderProblems.documentNotFound();
    const body = await this.files.read(document.storageKey);
    if (!body) throw OrderProblems.documentNotFound();
    return { document, body };
  }
}
