import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductListings } from '../catalog/index.js';
import { RfqEvents } from './rfq-events.js';
import { SupplierMatching } from './supplier-matching.js';
import { TradeSuppliers } from './suppliers/trade-suppliers.js';

/**
 * RFQs for suppliers who start to match them after they were posted: a supplier verified later, or
 * who publishes a product in the RFQ's category later, still sees (and may quote) the open ones.
 * Runs in the transaction of the consumer that changed the read model, so the recipients and
 * trade.rfq.matched.v1 commit with it; a replayed or repeated event finds nothing new to add and
 * publishes nothing.
 */
@Injectable()
export class LateMatching implements ProductListings {
  constructor(
    private readonly matching: SupplierMatching,
    private readonly suppliers: TradeSuppliers,
    private readonly events: RfqEvents,
  ) {}

  /** Identity verified the supplier: open RFQs of every category they sell in. */
  supplierVerified(em: EntityManager, supplierId: string): Promise<number> {
    return this.send(em, supplierId, null);
  }

  /** Catalogue published one of the seller's products: open RFQs of that category. */
  async listed(em: EntityManager, listing: { sellerId: string; categoryId: string }): Promise<void> {
    await this.send(em, listing.sellerId, listing.categoryId);
  }

  private async send(em: EntityManager, supplierId: string, categoryId: string | null): Promise<number> {
    const id = supplierId.toLowerCase();
    const rfqs = await this.matching.matchLate(em, id, categoryId);
    if (rfqs.length === 0) return 0;
    const supplier = (await this.suppliers.byIds(em, [id])).get(id);
    await this.events.matched(em, id, rfqs, supplier?.locale ?? null);
    return rfqs.length;
  }
}
