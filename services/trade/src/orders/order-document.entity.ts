import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const DOCUMENT_KINDS = ['shipping', 'evidence'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * A file attached to an order: the seller's shipping documents (invoice, packing list, bill of
 * lading) or either party's dispute evidence. Stored in trade's private storage; only the order's
 * buyer, its seller and staff may download it.
 */
export const OrderDocument = defineEntity({
  name: 'OrderDocument',
  tableName: 'order_document',
  properties: {
    id: p.uuid().primary(),
    orderId: p.uuid(),
    kind: p.enum(DOCUMENT_KINDS),
    /** Evidence: the dispute, and the seller's response when it came with one. */
    disputeId: p.uuid().nullable(),
    responseId: p.uuid().nullable(),
    fileName: p.string(),
    contentType: p.string(),
    sizeBytes: p.integer(),
    sha256: p.string(),
    storageKey: p.string(),
    uploadedBy: p.uuid(),
    uploadedByRole: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type OrderDocument = InferEntity<typeof OrderDocument>;
