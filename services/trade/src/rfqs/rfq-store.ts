import type { EntityManager } from '@mikro-orm/postgresql';
import type { TradePriceTier } from '../catalog/index.js';
import { SCHEMA } from '../trade.schema.js';
import type { CheckedQuote } from './quote-rules.js';
import type { CheckedRfq, Incoterm, RfqVisibility } from './rfq-rules.js';

export const RFQ_STATUSES = ['open', 'accepted', 'closed', 'removed'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];
export const QUOTE_STATUSES = ['active', 'withdrawn', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export interface RfqRecord {
  id: string;
  buyerId: string;
  buyerName: string;
  buyerLocale: string;
  productId: string | null;
  categoryId: string | null;
  title: string;
  description: string;
  quantity: number;
  unit: string;
  targetPriceMinor: number | null;
  currency: string;
  incoterm: Incoterm;
  destinationCountry: string;
  destinationPort: string | null;
  neededBy: string;
  quoteDeadline: Date;
  visibility: RfqVisibility;
  maxQuotes: number;
  supplierCountries: string[];
  status: RfqStatus;
  acceptedQuoteId: string | null;
  orderId: string | null;
  checkoutId: string | null;
  removedBy: string | null;
  removedReason: string | null;
  removedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface QuoteRecord {
  id: string;
  rfqId: string;
  supplierId: string;
  supplierName: string;
  productId: string | null;
  priceTiers: TradePriceTier[];
  currency: string;
  moq: number;
  leadTimeDays: number;
  validUntil: string;
  incoterm: Incoterm;
  paymentTerms: string;
  sampleAvailable: boolean;
  samplePriceMinor: number | null;
  message: string;
  status: QuoteStatus;
  declinedReason: string | null;
  revisions: number;
  createdAt: Date;
  updatedAt: Date;
}

export const RFQ_COLUMNS = `r.id, r.buyer_id as "buyerId", r.buyer_name as "buyerName", r.buyer_locale as "buyerLocale",
  r.product_id as "productId", r.category_id as "categoryId", r.title, r.description, r.quantity, r.unit,
  r.target_price_minor::float8 as "targetPriceMinor", r.currency, r.incoterm,
  r.destination_country as "destinationCountry", r.destination_port as "destinationPort",
  r.needed_by::text as "neededBy", r.quote_deadline as "quoteDeadline", r.visibility, r.max_quotes as "maxQuotes",
  r.supplier_countries as "supplierCountries", r.status, r.accepted_quote_id as "acceptedQuoteId",
  r.order_id as "orderId", r.checkout_id as "checkoutId", r.removed_by as "removedBy",
  r.removed_reason as "removedReason", r.removed_at as "removedAt", r.created_at as "createdAt",
  r.updated_at as "updatedAt"`;

export const QUOTE_COLUMNS = `q.id, q.rfq_id as "rfqId", q.supplier_id as "supplierId", q.supplier_name as "supplierName",
  q.product_id as "productId", q.price_tiers as "priceTiers", q.currency, q.moq, q.lead_time_days as "leadTimeDays",
  q.valid_until::text as "validUntil", q.incoterm, q.payment_terms as "paymentTerms",
  q.sample_available as "sampleAvailable", q.sample_price_minor::float8 as "samplePriceMinor", q.message, q.status,
  q.declined_reason as "declinedReason", q.revisions, q.created_at as "createdAt", q.updated_at as "updatedAt"`;

/** Raw rows may carry timestamps as text (the embedded database does): always Dates past here. */
export function rfqRecord<T extends RfqRecord>(r: T): T {
  return {
    ...r,
    quoteDeadline: new Date(r.quoteDeadline),
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
    removedAt: r.removedAt ? new Date(r.removedAt) : null,
  };
}

/** Plain SQL for RFQs and quotes: every read and write the use cases make, in one place. */
export const RfqStore = {
  async insert(
    em: EntityManager,
    r: CheckedRfq & { id: string; buyerId: string; buyerName: string; buyerLocale: string; now: Date },
    recipients: readonly { supplierId: string; invited: boolean }[],
  ): Promise<void> {
    await em.execute(
      `insert into ${SCHEMA}.rfq (id, buyer_id, buyer_name, buyer_locale, product_id, category_id, title,
         description, quantity, unit, target_price_minor, currency, incoterm, destination_country,
         destination_port, needed_by, quote_deadline, visibility, max_quotes, supplier_countries, status,
         created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::date, ?, ?, ?, ?::jsonb, 'open', ?, ?)`,
      [
        r.id,
        r.buyerId,
        r.buyerName,
        r.buyerLocale,
        r.productId,
        r.categoryId,
        r.title,
        r.description,
        r.quantity,
        r.unit,
        r.targetPriceMinor,
        r.currency,
        r.incoterm,
        r.destinationCountry,
        r.destinationPort,
        r.neededBy,
        r.quoteDeadline,
        r.visibility,
        r.maxQuotes,
        JSON.stringify(r.supplierCountries),
        r.now,
        r.now,
      ],
    );
    if (recipients.length)
      await em.execute(
        `insert into ${SCHEMA}.rfq_recipient (rfq_id, supplier_id, invited)
         select ?, x.supplier_id, x.invited from jsonb_to_recordset(?::jsonb) as x(supplier_id uuid, invited boolean)`,
        [r.id, JSON.stringify(recipients.map((x) => ({ supplier_id: x.supplierId, invited: x.invited })))],
      );
  },

  /** The RFQ, its row locked until the transaction ends: quotes and acceptances of one RFQ queue here. */
  async lock(em: EntityManager, id: string): Promise<RfqRecord | null> {
    const [row] = await em.execute<RfqRecord[]>(
      `select ${RFQ_COLUMNS} from ${SCHEMA}.rfq r where r.id = ? for update`,
      [id.toLowerCase()],
    );
    return row ? rfqRecord(row) : null;
  },

  async get(em: EntityManager, id: string): Promise<RfqRecord | null> {
    const [row] = await em.execute<RfqRecord[]>(`select ${RFQ_COLUMNS} from ${SCHEMA}.rfq r where r.id = ?`, [
      id.toLowerCase(),
    ]);
    return row ? rfqRecord(row) : null;
  },

  /**
   * Whether a supplier may see the RFQ: invited, or quoted on it, at any time (to follow their
   * quote); matched only while it is open.
   */
  async visibleTo(em: EntityManager, rfq: RfqRecord, supplierId: string): Promise<boolean> {
    const rows = await em.execute<{ invited: boolean; quoted: boolean }[]>(
      `select x.invited, exists (select 1 from ${SCHEMA}.rfq_quote q
         where q.rfq_id = x.rfq_id and q.supplier_id = x.supplier_id) as quoted
       from ${SCHEMA}.rfq_recipient x where x.rfq_id = ? and x.supplier_id = ?`,
      [rfq.id, supplierId.toLowerCase()],
    );
    const row = rows[0];
    if (!row || rfq.status === 'removed') return false;
    return rfq.status === 'open' || row.invited || row.quoted;
  },

  async quotes(em: EntityManager, rfqId: string, supplierId?: string): Promise<QuoteRecord[]> {
    return em.execute<QuoteRecord[]>(
      `select ${QUOTE_COLUMNS} from ${SCHEMA}.rfq_quote q
       where q.rfq_id = ? ${supplierId ? 'and q.supplier_id = ?' : ''} order by q.created_at, q.id`,
      supplierId ? [rfqId, supplierId.toLowerCase()] : [rfqId],
    );
  },

  async countActive(em: EntityManager, rfqId: string): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from ${SCHEMA}.rfq_quote where rfq_id = ? and status = 'active'`,
      [rfqId],
    );
    return row!.n;
  },

  async insertQuote(
    em: EntityManager,
    q: CheckedQuote & { id: string; rfqId: string; supplierId: string; supplierName: string; now: Date },
  ) {
    await em.execute(
      `insert into ${SCHEMA}.rfq_quote (id, rfq_id, supplier_id, supplier_name, product_id, price_tiers, currency,
         moq, lead_time_days, valid_until, incoterm, payment_terms, sample_available, sample_price_minor, message,
         status, revisions, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?::date, ?, ?, ?, ?, ?, 'active', 0, ?, ?)`,
      [
        q.id,
        q.rfqId,
        q.supplierId,
        q.supplierName,
        q.productId,
        JSON.stringify(q.priceTiers),
        q.currency,
        q.moq,
        q.leadTimeDays,
        q.validUntil,
        q.incoterm,
        q.paymentTerms,
        q.sampleAvailable,
        q.samplePriceMinor,
        q.message,
        q.now,
        q.now,
      ],
    );
  },

  async reviseQuote(em: EntityManager, id: string, q: CheckedQuote, now: Date) {
    await em.execute(
      `update ${SCHEMA}.rfq_quote set product_id = ?, price_tiers = ?::jsonb, currency = ?, moq = ?,
         lead_time_days = ?, valid_until = ?::date, incoterm = ?, payment_terms = ?, sample_available = ?,
         sample_price_minor = ?, message = ?, revisions = revisions + 1, updated_at = ?
       where id = ?`,
      [
        q.productId,
        JSON.stringify(q.priceTiers),
        q.currency,
        q.moq,
        q.leadTimeDays,
        q.validUntil,
        q.incoterm,
        q.paymentTerms,
        q.sampleAvailable,
        q.samplePriceMinor,
        q.message,
        now,
        id,
      ],
    );
  },

  async setQuoteStatus(
    em: EntityManager,
    id: string,
    status: QuoteStatus,
    now: Date,
    reason: string | null = null,
  ) {
    await em.execute(
      `update ${SCHEMA}.rfq_quote set status = ?, declined_reason = ?, updated_at = ? where id = ?`,
      [status, reason, now, id],
    );
  },

  /** Declines every active quote of the RFQ but `except`; returns those declined. */
  async declineActive(em: EntityManager, rfqId: string, reason: string, now: Date, except?: string) {
    return em.execute<{ id: string; supplierId: string }[]>(
      `update ${SCHEMA}.rfq_quote set status = 'declined', declined_reason = ?, updated_at = ?
       where rfq_id = ? and status = 'active' ${except ? 'and id <> ?' : ''}
       returning id, supplier_id as "supplierId"`,
      except ? [reason, now, rfqId, except] : [reason, now, rfqId],
    );
  },
};
