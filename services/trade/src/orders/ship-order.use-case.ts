import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import type { UploadedFile } from '@sokoni/platform/files';
import type { Shipment } from './order.entities.js';
import { OrderFileStore } from './order-file-store.js';
import { OrderTransitions } from './order-transitions.js';
import { toOrderSummaryView, type OrderSummaryView } from './order-summary.view.js';

export interface ShipInput {
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string;
}

export const SHIPPING_DOCUMENTS_FIELD = 'documents';

/**
 * The seller hands an accepted order to a carrier, with its tracking number and, optionally, its
 * shipping documents (invoice, packing list, bill of lading). The caller's right to ship is checked
 * before any file is stored, and again under the row lock when the order moves.
 */
@Injectable()
export class ShipOrder {
  constructor(
    private readonly orm: MikroORM,
    private readonly transitions: OrderTransitions,
    private readonly files: OrderFileStore,
  ) {}

  async execute(
    seller: AuthUser,
    orderId: string,
    input: ShipInput,
    uploads: UploadedFile[] = [],
  ): Promise<OrderSummaryView> {
    const actor = { role: 'seller', id: seller.id } as const;
    await this.orm.em.fork().transactional(async (em) => {
      this.transitions.check(await this.transitions.lock(em, orderId, actor), 'ship', actor);
    });
    const checked = this.files.check(orderId.toLowerCase(), uploads, SHIPPING_DOCUMENTS_FIELD);
    const order = await this.files.storeThen(checked, () =>
      this.orm.em.fork().transactional(async (em) => {
        const locked = await this.transitions.lock(em, orderId, actor);
        this.transitions.check(locked, 'ship', actor);
        const documents = this.files.record(em, checked, {
          orderId: locked.id,
          kind: 'shipping',
          uploadedBy: seller.id,
          uploadedByRole: 'seller',
        });
        const shipment: Shipment = {
          carrier: input.carrier.trim(),
          trackingNumber: input.trackingNumber.trim(),
          ...(input.trackingUrl ? { trackingUrl: input.trackingUrl } : {}),
          documents: documents.map((d) => ({ id: d.id, name: d.fileName, contentType: d.contentType })),
          shippedAt: new Date().toISOString(),
        };
        return this.transitions.applyLocked(em, locked, 'ship', actor, { shipment });
      }),
    );
    return toOrderSummaryView(order);
  }
}
