import type { Identifier, RaRecord } from 'react-admin';
import type { DownloadedFile } from '../rest/data-provider';
import { filenameOf } from '../rest/data-provider';
import type { HttpClient } from '../rest/http-client';
import { toHttpError } from '../rest/problem';

/** One problem `GET /admin/ledger/verify` found; `detail` is in English, like a log line. */
export interface LedgerProblem {
  code: string;
  detail: string;
  accountId?: string;
  account?: string;
  entryId?: string;
  orderId?: string;
  currency?: string;
}

/** What `GET /admin/ledger/verify` answers: the ledger recomputed from its journal. */
export interface LedgerVerdict {
  valid: boolean;
  /** Entries whose request was re-hashed (the account checks cover the whole ledger). */
  checked: number;
  problems: LedgerProblem[];
}

/** `POST /admin/orders/:id/refund`: no amount refunds what is left of the order. */
export interface RefundBody {
  amountMinor?: number;
  reason: string;
}

export const DISPUTE_OUTCOMES = ['release', 'refund_full', 'refund_partial'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** `POST /admin/disputes/:id/decision`: refundMinor only with refund_partial. */
export interface DecisionBody {
  outcome: DisputeOutcome;
  refundMinor?: number;
  reason: string;
}

export interface TradeActions {
  /** A staff refund; `key` is the action's Idempotency-Key (the same for a retry of the same action). */
  refundOrder(orderId: Identifier, body: RefundBody, key: string): Promise<RaRecord>;
  decideDispute(disputeId: Identifier, body: DecisionBody, key: string): Promise<RaRecord>;
  verifyLedger(): Promise<LedgerVerdict>;
  /** A shipping document or a piece of dispute evidence, as a blob (staff may read every order's). */
  downloadOrderDocument(orderId: Identifier, documentId: Identifier): Promise<DownloadedFile>;
}

const id = (value: Identifier) => encodeURIComponent(String(value));

/** The back office's trade actions, on the console's HTTP client (token, language, problem details). */
export function createTradeActions(apiUrl: string, http: HttpClient, ordersUrl: string): TradeActions {
  const post = async (path: string, body: unknown, key: string) => {
    const { json } = await http.json(`${apiUrl}/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: new Headers({ 'Idempotency-Key': key }),
    });
    return json as RaRecord;
  };
  return {
    refundOrder: (orderId, body, key) => post(`orders/${id(orderId)}/refund`, body, key),
    decideDispute: (disputeId, body, key) => post(`disputes/${id(disputeId)}/decision`, body, key),
    async verifyLedger() {
      const { json } = await http.json(`${apiUrl}/ledger/verify`);
      return json as LedgerVerdict;
    },
    async downloadOrderDocument(orderId, documentId) {
      const res = await http.raw(`${ordersUrl}/${id(orderId)}/documents/${id(documentId)}`);
      if (!res.ok) {
        const body: unknown = await res.json().catch(() => null);
        throw toHttpError(res.status, body, res.statusText);
      }
      return { blob: await res.blob(), filename: filenameOf(res.headers.get('Content-Disposition')) };
    },
  };
}
