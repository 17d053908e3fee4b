import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { uuidv7 } from '@sokoni/platform/db';
import { EventOutbox } from '@sokoni/platform/events';
import { TradeProducts } from '../catalog/index.js';
import { SCHEMA } from '../trade.schema.js';
import { RfqEvents } from './rfq-events.js';
import { RfqProblems } from './rfq.problems.js';
import { checkedRfq, fault, postRfqFaults, type RfqInput } from './rfq-rules.js';
import { RfqStore, type RfqRecord } from './rfq-store.js';
import { SupplierMatching } from './supplier-matching.js';

/**
 * A buyer posts an RFQ: every rule checked at once (422 listing them), the product (if named)
 * must be on sale and not the buyer's own, and the suppliers to tell — matched ones for an open
 * RFQ, plus the invited — are kept as its recipients and named in trade.rfq.posted.v1, written
 * in the same transaction.
 */
@Injectable()
export class PostRfq {
  constructor(
    private readonly orm: MikroORM,
    private readonly products: TradeProducts,
    private readonly matching: SupplierMatching,
    private readonly events: RfqEvents,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(buyer: AuthUser, input: RfqInput, locale: string): Promise<string> {
    const now = new Date();
    const em = this.orm.em.fork();
    const faults = postRfqFaults(input, buyer.id, now);
    let categoryId = typeof input.categoryId === 'string' && input.categoryId ? input.categoryId : null;
    // An empty productId means "no product" to the rules, so it is never looked up.
    if (
      typeof input.productId === 'string' &&
      input.productId &&
      !faults.some((f) => f.field === 'productId')
    ) {
      const product = await this.products.get(em, input.productId);
      if (!product || product.status !== 'published') faults.push(fault('productId', 'product_unavailable'));
      else if (product.sellerId === buyer.id.toLowerCase()) faults.push(fault('productId', 'own_product'));
      else categoryId ??= product.categoryId;
    }
    if (faults.length) throw RfqProblems.invalid(faults);
    const rfq = checkedRfq(input);
    const id = uuidv7();
    const buyerId = buyer.id.toLowerCase();
    await em.transactional(async (tx) => {
      const matched =
        rfq.visibility === 'open'
          ? await this.matching.match(tx, { categoryId, countries: rfq.supplierCountries, buyerId })
          : [];
      const invited = new Set(rfq.invitedSupplierIds);
      const recipients = [
        ...rfq.invitedSupplierIds.map((supplierId) => ({ supplierId, invited: true })),
        ...matched.filter((s) => !invited.has(s)).map((supplierId) => ({ supplierId, invited: false })),
      ];
      const buyerName = await nameOf(tx, buyer);
      await RfqStore.insert(
        tx,
        { ...rfq, categoryId, id, buyerId, buyerName, buyerLocale: locale, now },
        recipients,
      );
      const record = (await RfqStore.get(tx, id)) as RfqRecord;
      await this.events.posted(
        tx,
        record,
        recipients.map((r) => r.supplierId),
      );
    });
    this.outbox.written();
    return id;
  }
}

/**
 * Trade holds no profiles: the company (or name) of the buyer's default address, else no name —
 * never any part of the e-mail address, which messaging masks until an order is paid (readers
 * show a neutral "a buyer").
 */
async function nameOf(em: EntityManager, buyer: AuthUser): Promise<string> {
  const [row] = await em.execute<{ name: string }[]>(
    `select coalesce(nullif(company, ''), full_name) as name from ${SCHEMA}.buyer_addresses
     where buyer_id = ? order by is_default desc, created_at limit 1`,
    [buyer.id.toLowerCase()],
  );
  return row?.name ?? '';
}
