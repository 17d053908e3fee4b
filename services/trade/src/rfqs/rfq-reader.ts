import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { TradeFxRates, type TradeFxRateView } from '../catalog/index.js';
import { priceOrders } from '../checkout/index.js';
import { isUuid } from '../orders/order-transitions.js';
import { SCHEMA } from '../trade.schema.js';
import { RfqAttachments } from './attachments/rfq-attachments.js';
import { quotedLine } from './rfq-order.js';
import { RfqProblems } from './rfq.problems.js';
import {
  QUOTE_COLUMNS,
  rfqRecord,
  RFQ_COLUMNS,
  RFQ_STATUSES,
  RfqStore,
  type QuoteRecord,
  type RfqRecord,
} from './rfq-store.js';
import { TradeSuppliers } from './suppliers/trade-suppliers.js';
import {
  toQuoteView,
  toRfqView,
  type QuoteView,
  type RfqDetailView,
  type RfqPage,
  type RfqView,
  type SellerRfqView,
} from './rfq.view.js';

export const RFQS_LIST: ListContract<
  'status' | 'buyerId' | 'visibility' | 'q',
  'id' | 'createdAt' | 'quoteDeadline' | 'status'
> = {
  resource: 'rfqs',
  sortable: ['id', 'createdAt', 'quoteDeadline', 'status'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    status: { enum: RFQ_STATUSES },
    buyerId: 'uuid',
    visibility: { enum: ['open', 'invited'] },
    q: 'string',
  },
};
type AdminQuery = ListQuery<keyof typeof RFQS_LIST.filters, (typeof RFQS_LIST.sortable)[number]>;
const SORT_COLUMNS: Record<string, string> = {
  id: 'r.created_at',
  createdAt: 'r.created_at',
  quoteDeadline: 'r.quote_deadline',
  status: 'r.status',
};

/** RFQs as their buyer, the suppliers they went to, and staff read them; everyone else gets 404. */
@Injectable()
export class RfqReader {
  constructor(
    private readonly orm: MikroORM,
    private readonly rates: TradeFxRates,
    private readonly suppliers: TradeSuppliers,
    private readonly attachments: RfqAttachments,
  ) {}

  async mine(buyer: AuthUser, page: number, pageSize: number): Promise<RfqPage<RfqView>> {
    const em = this.orm.em.fork();
    const where = `r.buyer_id = ? and r.status <> 'removed'`;
    const me = buyer.id.toLowerCase();
    const [rows, [count]] = await Promise.all([
      this.rows(em, where, [me], 'r.created_at desc, r.id desc', (page - 1) * pageSize, pageSize),
      em.execute<{ n: number }[]>(`select count(*)::int as n from ${SCHEMA}.rfq r where ${where}`, [me]),
    ]);
    return { items: rows.map((r) => toRfqView(r, r.activeQuotes)), total: count!.n, page, pageSize };
  }

  /** The buyer sees every quote; a supplier the RFQ was sent to, their own quote only. */
  async detail(user: AuthUser, id: string): Promise<RfqDetailView> {
    if (!isUuid(id)) throw RfqProblems.notFound();
    const em = this.orm.em.fork();
    const me = user.id.toLowerCase();
    const rfq = await RfqStore.get(em, id);
    if (!rfq || rfq.status === 'removed') throw RfqProblems.notFound();
    if (rfq.buyerId === me) return this.withQuotes(em, rfq, await RfqStore.quotes(em, rfq.id));
    if (!(await RfqStore.visibleTo(em, rfq, me))) throw RfqProblems.notFound();
    return this.withQuotes(em, rfq, await RfqStore.quotes(em, rfq.id, me));
  }

  async forStaff(id: string): Promise<RfqDetailView> {
    if (!isUuid(id)) throw RfqProblems.notFound();
    const em = this.orm.em.fork();
    const rfq = await RfqStore.get(em, id);
    if (!rfq) throw RfqProblems.notFound();
    return this.withQuotes(em, rfq, await RfqStore.quotes(em, rfq.id));
  }

  /** RFQs sent to the supplier and still open for quotes, or (`mine`) those they quoted on. */
  async forSupplier(
    supplier: AuthUser,
    filter: 'matching' | 'mine',
    page: number,
    pageSize: number,
  ): Promise<RfqPage<SellerRfqView>> {
    const em = this.orm.em.fork();
    const me = supplier.id.toLowerCase();
    const where =
      filter === 'mine'
        ? `r.status <> 'removed' and exists (select 1 from ${SCHEMA}.rfq_quote q where q.rfq_id = r.id and q.supplier_id = ?)`
        : `r.status = 'open' and r.quote_deadline > now()
           and exists (select 1 from ${SCHEMA}.rfq_recipient x where x.rfq_id = r.id and x.supplier_id = ?)`;
    const [rows, [count]] = await Promise.all([
      this.rows(em, where, [me], 'r.quote_deadline asc, r.id asc', (page - 1) * pageSize, pageSize),
      em.execute<{ n: number }[]>(`select count(*)::int as n from ${SCHEMA}.rfq r where ${where}`, [me]),
    ]);
    const ids = rows.map((r) => r.id);
    const [invited, quotes] = ids.length
      ? await Promise.all([
          em.execute<{ rfq_id: string }[]>(
            `select rfq_id from ${SCHEMA}.rfq_recipient where supplier_id = ? and invited and rfq_id in (?)`,
            [me, ids],
          ),
          em.execute<QuoteRecord[]>(
            `select ${QUOTE_COLUMNS} from ${SCHEMA}.rfq_quote q where q.supplier_id = ? and q.rfq_id in (?)`,
            [me, ids],
          ),
        ])
      : [[], []];
    const invitedTo = new Set(invited.map((i) => i.rfq_id));
    const ctx = await this.context(em, quotes);
    const items = rows.map((r) => {
      const mine = quotes.find((q) => q.rfqId === r.id);
      return {
        ...toRfqView(r, r.activeQuotes),
        invited: invitedTo.has(r.id),
        myQuote: mine ? this.quoteView(r, mine, ctx) : null,
      };
    });
    return { items, total: count!.n, page, pageSize };
  }

  async list(query: AdminQuery): Promise<{ items: RfqView[]; total: number }> {
    const em = this.orm.em.fork();
    const clauses: string[] = ['true'];
    const params: unknown[] = [];
    const f = query.filter;
    if (f.status) {
      clauses.push('r.status = ?');
      params.push(f.status);
    }
    if (f.buyerId) {
      clauses.push('r.buyer_id = ?');
      params.push(String(f.buyerId).toLowerCase());
    }
    if (f.visibility) {
      clauses.push('r.visibility = ?');
      params.push(f.visibility);
    }
    if (f.q) {
      clauses.push(`r.title ilike ?`);
      params.push(`%${String(f.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    if (f.id?.length) {
      clauses.push('r.id in (?)');
      params.push(f.id.map((i) => i.toLowerCase()));
    }
    const where = clauses.join(' and ');
    const dir = query.sort.order === 'ASC' ? 'asc' : 'desc';
    const order = `${SORT_COLUMNS[query.sort.field] ?? 'r.created_at'} ${dir}, r.id ${dir}`;
    const [rows, [count]] = await Promise.all([
      this.rows(em, where, params, order, query.offset, query.limit),
      em.execute<{ n: number }[]>(`select count(*)::int as n from ${SCHEMA}.rfq r where ${where}`, params),
    ]);
    return { items: rows.map((r) => toRfqView(r, r.activeQuotes)), total: count!.n };
  }

  private async rows(
    em: EntityManager,
    where: string,
    params: unknown[],
    order: string,
    offset: number,
    limit: number,
  ) {
    const rows = await em.execute<(RfqRecord & { activeQuotes: number })[]>(
      `select ${RFQ_COLUMNS},
         (select count(*)::int from ${SCHEMA}.rfq_quote q where q.rfq_id = r.id and q.status = 'active') as "activeQuotes"
       from ${SCHEMA}.rfq r where ${where} order by ${order} offset ? limit ?`,
      [...params, offset, limit],
    );
    return rows.map(rfqRecord);
  }

  private async withQuotes(em: EntityManager, rfq: RfqRecord, quotes: QuoteRecord[]): Promise<RfqDetailView> {
    const active = await RfqStore.countActive(em, rfq.id);
    const ctx = await this.context(em, quotes);
    return {
      ...toRfqView(rfq, active),
      quotes: quotes.map((q) => this.quoteView(rfq, q, ctx)),
      attachments: await this.attachments.of(em, rfq.id),
    };
  }

  /** Rates, verification and response rates for these quotes' suppliers, read once. */
  private async context(em: EntityManager, quotes: readonly QuoteRecord[]) {
    const ids = [...new Set(quotes.map((q) => q.supplierId))];
    if (ids.length === 0)
      return { rates: new Map<string, TradeFxRateView>(), verified: new Map(), responses: new Map() };
    const [rates, suppliers, responses] = await Promise.all([
      this.rates.all(em),
      this.suppliers.byIds(em, ids),
      em.execute<{ supplier_id: string; received: number; quoted: number }[]>(
        `select x.supplier_id, count(*)::int as received, count(q.id)::int as quoted
         from ${SCHEMA}.rfq_recipient x
         left join ${SCHEMA}.rfq_quote q on q.rfq_id = x.rfq_id and q.supplier_id = x.supplier_id
         where x.supplier_id in (?) group by x.supplier_id`,
        [ids],
      ),
    ]);
    return {
      rates,
      verified: new Map([...suppliers].map(([k, v]) => [k, v.verified])),
      responses: new Map(responses.map((r) => [r.supplier_id, r.received ? r.quoted / r.received : null])),
    };
  }

  private quoteView(
    rfq: RfqRecord,
    q: QuoteRecord,
    ctx: Awaited<ReturnType<RfqReader['context']>>,
  ): QuoteView {
    const line = quotedLine(rfq, q);
    let converted: { currency: string; totalMinor: number } | null = null;
    try {
      const priced = priceOrders(
        rfq.currency,
        [{ sellerCurrency: q.currency, subtotalMinor: line.totalMinor, feeBasisPoints: 0 }],
        ctx.rates,
      );
      converted = { currency: rfq.currency, totalMinor: Number(priced.total.amountMinor) };
    } catch {
      // No published rate for one of the two currencies: the buyer sees the quote's own price only.
    }
    return toQuoteView(
      q,
      { unitPriceMinor: Number(line.unitPriceMinor), totalMinor: Number(line.totalMinor), converted },
      {
        verified: (ctx.verified.get(q.supplierId) as boolean | undefined) ?? false,
        responseRate: (ctx.responses.get(q.supplierId) as number | null | undefined) ?? null,
      },
    );
  }
}
