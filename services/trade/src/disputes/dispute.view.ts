import { minorNumber } from '../orders/order-summary.view.js';
import type { OrderDocument } from '../orders/order-document.entity.js';
import type {
  Dispute,
  DisputeOutcome,
  DisputeReason,
  DisputeResponse,
  DisputeStatus,
} from './dispute.entities.js';

export interface DisputeEvidenceView {
  id: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  uploadedByRole: string;
  /** The seller's response it came with; null for the buyer's evidence given when opening. */
  responseId: string | null;
  createdAt: string;
  /** Where the parties and staff download it (with their bearer token). */
  downloadPath: string;
}

export interface DisputeResponseView {
  id: string;
  authorId: string;
  authorRole: string;
  text: string;
  createdAt: string;
}

export interface DisputeView {
  id: string;
  orderId: string;
  buyerId: string;
  sellerId: string;
  reason: DisputeReason;
  description: string;
  status: DisputeStatus;
  currency: string;
  amountMinor: number;
  outcome: DisputeOutcome | null;
  refundedMinor: number | null;
  releasedMinor: number | null;
  feeMinor: number | null;
  decisionReason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  openedAt: string;
  /** Until when the seller is asked to answer; null on disputes opened before it was recorded. */
  answerBy: string | null;
  evidence: DisputeEvidenceView[];
  responses: DisputeResponseView[];
}

const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
const maybe = (v: bigint | null | undefined): number | null =>
  v === null || v === undefined ? null : minorNumber(v);

export function toDisputeView(
  d: Dispute,
  evidence: readonly OrderDocument[],
  responses: readonly DisputeResponse[],
): DisputeView {
  return {
    id: d.id,
    orderId: d.orderId,
    buyerId: d.buyerId,
    sellerId: d.sellerId,
    reason: d.reason,
    description: d.description,
    status: d.status,
    currency: d.currency,
    amountMinor: minorNumber(d.amountMinor),
    outcome: d.outcome ?? null,
    refundedMinor: maybe(d.refundedMinor),
    releasedMinor: maybe(d.releasedMinor),
    feeMinor: maybe(d.feeMinor),
    decisionReason: d.decisionReason ?? null,
    decidedBy: d.decidedBy ?? null,
    decidedAt: iso(d.decidedAt),
    openedAt: iso(d.openedAt)!,
    answerBy: iso(d.answerBy),
    evidence: evidence.map((e) => ({
      id: e.id,
      name: e.fileName,
      contentType: e.contentType,
      sizeBytes: e.sizeBytes,
      uploadedByRole: e.uploadedByRole,
      responseId: e.responseId ?? null,
      createdAt: iso(e.createdAt)!,
      downloadPath: `/api/v1/orders/${d.orderId}/documents/${e.id}`,
    })),
    responses: responses.map((r) => ({
      id: r.id,
      authorId: r.authorId,
      authorRole: r.authorRole,
      text: r.text,
      createdAt: iso(r.createdAt)!,
    })),
  };
}
