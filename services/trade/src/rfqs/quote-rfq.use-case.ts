import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { uuidv7 } from '@sokoni/platform/db';
import { EventOutbox } from '@sokoni/platform/events';
import { TradeProducts } from '../catalog/index.js';
import { isUuid } from '../orders/order-transitions.js';
import { TradeSuppliers } from './suppliers/trade-suppliers.js';
import { checkedQuote, quoteFaults, type QuoteInput } from './quote-rules.js';
import { RfqEvents } from './rfq-events.js';
import { RfqProblems } from './rfq.problems.js';
import { fault } from './rfq-rules.js';
import { RfqStore, type QuoteRecord, type RfqRecord } from './rfq-store.js';

/**
 * A supplier's quote on an RFQ they may see: submitted once, revised at most once, withdrawn.
 * Every write locks the RFQ row first, so quotes racing for the last of `maxQuotes` places queue
 * and exactly `maxQuotes` stay active; past the deadline, or once the RFQ is no longer open,
 * quoting is closed (409).
 */
@Injectable()
export class QuoteRfq {
  constructor(
    private readonly orm: MikroORM,
    private readonly products: TradeProducts,
    private readonly suppliers: TradeSuppliers,
    private readonly events: RfqEvents,
    private readonly outbox: EventOutbox,
  ) {}

  async submit(supplier: AuthUser, rfqId: string, input: QuoteInput): Promise<string> {
    const me = supplier.id.toLowerCase();
    const em = this.orm.em.fork();
    const seen = await this.visible(em, rfqId, me);
    const quote = await this.check(em, seen, me, input);
    const id = uuidv7();
    const supplierName = await this.nameOf(em, supplier);
    await em.transactional(async (tx) => {
      const rfq = await this.openForQuotes(tx, rfqId);
      if ((await RfqStore.quotes(tx, rfq.id, me)).length) throw RfqProblems.alreadyQuoted();
      if ((await RfqStore.countActive(tx, rfq.id)) >= rfq.maxQuotes)
        throw RfqProblems.quotingClosed({ max: rfq.maxQuotes });
      await RfqStore.insertQuote(tx, {
        ...quote,
        id,
        rfqId: rfq.id,
        supplierId: me,
        supplierName,
        now: new Date(),
      });
      await this.events.submitted(tx, rfq, { id, supplierId: me, supplierName }, false);
    });
    this.outbox.written();
    return id;
  }

  async revise(supplier: AuthUser, rfqId: string, quoteId: string, input: QuoteInput): Promise<void> {
    const me = supplier.id.toLowerCase();
    const em = this.orm.em.fork();
    const seen = await this.visible(em, rfqId, me);
    const quote = await this.check(em, seen, me, input);
    await em.transactional(async (tx) => {
      const rfq = await this.openForQuotes(tx, rfqId);
      const mine = await this.own(tx, rfq.id, quoteId, me);
      if (mine.status !== 'active') throw RfqProblems.quoteNotActive();
      if (mine.revisions >= 1) throw RfqProblems.revisedAlready();
      await RfqStore.reviseQuote(tx, mine.id, quote, new Date());
      await this.events.submitted(tx, rfq, mine, true);
    });
    this.outbox.written();
  }

  async withdraw(supplier: AuthUser, rfqId: string, quoteId: string): Promise<void> {
    const me = supplier.id.toLowerCase();
    await this.visible(this.orm.em.fork(), rfqId, me);
    await this.orm.em.fork().transactional(async (tx) => {
      const rfq = await RfqStore.lock(tx, rfqId);
      if (!rfq || rfq.status === 'removed') throw RfqProblems.notFound();
      const mine = await this.own(tx, rfq.id, quoteId, me);
      if (mine.status !== 'active') throw RfqProblems.quoteNotActive();
      await RfqStore.setQuoteStatus(tx, mine.id, 'withdrawn', new Date());
    });
  }

  /** The RFQ if this supplier may see it (a recipient, not removed); 404 otherwise, whatever the reason. */
  private async visible(em: EntityManager, rfqId: string, me: string): Promise<RfqRecord> {
    if (!isUuid(rfqId)) throw RfqProblems.notFound();
    const rfq = await RfqStore.get(em, rfqId);
    if (!rfq || !(await RfqStore.visibleTo(em, rfq, me))) throw RfqProblems.notFound();
    return rfq;
  }

  private async check(em: EntityManager, rfq: RfqRecord, me: string, input: QuoteInput) {
    const today = new Date().toISOString().slice(0, 10);
    const faults = quoteFaults(input, rfq.quantity, today);
    if (typeof input.productId === 'string' && !faults.some((f) => f.field === 'productId')) {
      const product = await this.products.get(em, input.productId);
      if (!product || product.sellerId !== me || product.status !== 'published')
        faults.push(fault('productId', 'not_your_product'));
    }
    if (faults.length) throw RfqProblems.invalid(faults);
    return checkedQuote(input);
  }

  private async openForQuotes(tx: EntityManager, rfqId: string): Promise<RfqRecord> {
    const rfq = await RfqStore.lock(tx, rfqId);
    if (!rfq || rfq.status === 'removed') throw RfqProblems.notFound();
    if (rfq.status !== 'open' || new Date(rfq.quoteDeadline) <= new Date())
      throw RfqProblems.quotingClosed({ max: rfq.maxQuotes });
    return rfq;
  }

  private async own(tx: EntityManager, rfqId: string, quoteId: string, me: string): Promise<QuoteRecord> {
    const [mine] = await RfqStore.quotes(tx, rfqId, me);
    if (!mine || mine.id !== quoteId.toLowerCase()) throw RfqProblems.quoteNotFound();
    return mine;
  }

  private async nameOf(em: EntityManager, supplier: AuthUser): Promise<string> {
    const known = (await this.suppliers.byIds(em, [supplier.id])).get(supplier.id.toLowerCase());
    return known?.companyName ?? '';
  }
}
