import { api, unwrap } from '../../api/client';
import { toApiError } from '../../api/problem';
import type { components } from '../../api/schema';

/**
 * Every call of the RFQ screens: trade's /rfqs and /seller/rfqs, messaging's /conversations for
 * "Ask a question", and the product and supplier look-ups of the form — typed by the gateway's
 * OpenAPI document (services/trade/src/rfqs).
 */

type S = components['schemas'];
export type RfqSummary = S['Rfq'];
export type Rfq = S['RfqDetail'];
export type SellerRfqSummary = S['SellerRfq'];
export type Quote = S['RfqQuote'];
export type RfqAttachment = S['RfqAttachment'];
export type PriceTier = S['RfqPriceTier'];
export type PostRfqBody = S['PostRfqInput'];
export type QuoteBody = S['RfqQuoteInput'];
/** What accepting a quote answers: a checkout of one order, paid like any (see /checkout/:id). */
export type Accepted = S['TradeCheckout'];
export type Incoterm = Rfq['incoterm'];
export type Visibility = Rfq['visibility'];
export type RfqStatus = Rfq['status'];
export type QuoteStatus = Quote['status'];

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const INCOTERMS: readonly Incoterm[] = [
  'EXW',
  'FCA',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
];
export const RFQ_STATUSES: readonly RfqStatus[] = ['open', 'accepted', 'closed', 'removed'];
/** Trade's bounds on maxQuotes (services/trade/src/rfqs/rfq-rules.ts). */
export const MAX_MAX_QUOTES = 50;
export const DEFAULT_MAX_QUOTES = 10;

const idem = (key: string) => ({ 'Idempotency-Key': key });

export const rfqKeys = {
  all: ['rfq'] as const,
  mine: (userId: string) => ['rfq', 'mine', userId] as const,
  one: (id: string) => ['rfq', 'one', id] as const,
  seller: (userId: string) => ['rfq', 'seller', userId] as const,
};

export const rfqApi = {
  /**
   * The key makes a retry of the same RFQ (after an unknown outcome) post it once; the language is
   * the one trade tells the suppliers in.
   */
  post: (body: PostRfqBody, key: string, lang: string) =>
    unwrap(api.POST('/api/v1/rfqs', { body, params: { header: { 'accept-language': lang, ...idem(key) } } })),
  mine: (q: { page?: number; pageSize?: number }, signal?: AbortSignal) =>
    unwrap(api.GET('/api/v1/rfqs', { params: { query: q }, signal })),
  get: (id: string, signal?: AbortSignal) =>
    unwrap(api.GET('/api/v1/rfqs/{id}', { params: { path: { id } }, signal })),
  forSeller: (q: { filter?: 'matching' | 'mine'; page?: number; pageSize?: number }, signal?: AbortSignal) =>
    unwrap(api.GET('/api/v1/seller/rfqs', { params: { query: q }, signal })),
  quote: (rfqId: string, body: QuoteBody, key: string) =>
    unwrap(
      api.POST('/api/v1/rfqs/{id}/quotes', { params: { path: { id: rfqId }, header: idem(key) }, body }),
    ),
  revise: (rfqId: string, quoteId: string, body: QuoteBody) =>
    unwrap(api.PUT('/api/v1/rfqs/{id}/quotes/{quoteId}', { params: { path: { id: rfqId, quoteId } }, body })),
  withdraw: (rfqId: string, quoteId: string) =>
    unwrap(
      api.POST('/api/v1/rfqs/{id}/quotes/{quoteId}/withdraw', { params: { path: { id: rfqId, quoteId } } }),
    ),
  /** Up to five files (the multipart field `files`) on the buyer's RFQ; answers the RFQ. */
  attach: (rfqId: string, files: readonly File[]) =>
    unwrap(
      api.POST('/api/v1/rfqs/{id}/attachments', {
        params: { path: { id: rfqId } },
        // The typed body stands for the multipart form; the browser sets its boundary.
        body: { files: [] },
        bodySerializer: () => {
          const form = new FormData();
          for (const f of files) form.append('files', f);
          return form;
        },
      }),
    ),
  /** An attachment as a blob: fetched with the token (a bare link would not carry it). */
  attachment: async (rfqId: string, attachmentId: string): Promise<Blob> => {
    const { data, error, response } = await api.GET('/api/v1/rfqs/{id}/attachments/{attachmentId}', {
      params: { path: { id: rfqId, attachmentId } },
      parseAs: 'blob',
    });
    if (error !== undefined || !response.ok || !(data instanceof Blob))
      throw toApiError(response.status, error);
    return data;
  },
  /** The buyer closes the RFQ without accepting; its active quotes are declined. */
  close: (rfqId: string, key: string) =>
    unwrap(api.POST('/api/v1/rfqs/{id}/close', { params: { path: { id: rfqId }, header: idem(key) } })),
  /**
   * The key is required: a retry of the same click gets the first answer (one order). No address:
   * the order ships to the RFQ's destination; the checkout page is where the buyer pays.
   */
  accept: (rfqId: string, quoteId: string, key: string) =>
    unwrap(
      api.POST('/api/v1/rfqs/{id}/quotes/{quoteId}/accept', {
        params: { path: { id: rfqId, quoteId }, header: idem(key) },
        body: {},
      }),
    ),
  /**
   * Opens (or continues) the RFQ's conversation with its first message: the buyer names the
   * supplier (recipientId); a supplier writes to the RFQ's buyer (messaging finds them).
   */
  ask: (body: { rfqId: string; recipientId?: string; text: string }) =>
    unwrap(
      api.POST('/api/v1/conversations', {
        body: {
          subjectKind: 'rfq',
          subjectId: body.rfqId,
          ...(body.recipientId ? { recipientId: body.recipientId } : {}),
          text: body.text,
        },
      }),
    ),
  /** A product an RFQ is started from (its title, unit, currency and category prefill the form). */
  product: (id: string, signal?: AbortSignal) =>
    unwrap(api.GET('/api/v1/products/{id}', { params: { path: { id } }, signal })),
  /** Suppliers to invite, by name; verified first (the directory's order). */
  /** A supplier's public profile: catalogue keeps the rating shown beside their quotes. */
  supplier: (id: string, signal?: AbortSignal) =>
    unwrap(api.GET('/api/v1/suppliers/{id}', { params: { path: { id } }, signal })),
  suppliers: (q: string, signal?: AbortSignal) =>
    unwrap(api.GET('/api/v1/suppliers', { params: { query: { q: q || undefined, pageSize: 20 } }, signal })),
};
