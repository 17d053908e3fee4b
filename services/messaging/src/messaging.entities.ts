import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const SUBJECT_KINDS = ['product', 'supplier', 'rfq', 'order'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/**
 * One conversation per (buyer, supplier, subject) — a unique index, so two openings at once meet
 * in one row. Party ids are user ids; for a `supplier` subject the subject id is the supplier's.
 */
export const Conversation = defineEntity({
  name: 'Conversation',
  tableName: 'conversation',
  properties: {
    id: p.uuid().primary(),
    buyerId: p.uuid(),
    supplierId: p.uuid(),
    subjectKind: p.enum(SUBJECT_KINDS),
    subjectId: p.uuid(),
    createdAt: p.datetime(),
    lastMessageAt: p.datetime(),
  },
});
export type Conversation = InferEntity<typeof Conversation>;

/**
 * `body` is what the sender wrote, kept whole; `displayBody` is what the recipient is shown — the
 * body with contact details masked while no order exists between the parties (`masked`).
 */
export const Message = defineEntity({
  name: 'Message',
  tableName: 'message',
  properties: {
    id: p.uuid().primary(),
    conversationId: p.uuid(),
    senderId: p.uuid(),
    recipientId: p.uuid(),
    body: p.text(),
    displayBody: p.text(),
    masked: p.boolean().default(false),
    createdAt: p.datetime(),
    readAt: p.datetime().nullable(),
  },
});
export type Message = InferEntity<typeof Message>;

/** A file uploaded by a party; attached to one message (and so one conversation) when it is sent. */
export const Attachment = defineEntity({
  name: 'Attachment',
  tableName: 'attachment',
  properties: {
    id: p.uuid().primary(),
    uploaderId: p.uuid(),
    messageId: p.uuid().nullable(),
    conversationId: p.uuid().nullable(),
    fileName: p.text(),
    contentType: p.text(),
    sizeBytes: p.integer(),
    sha256: p.text(),
    storageKey: p.text(),
    createdAt: p.datetime(),
  },
});
export type Attachment = InferEntity<typeof Attachment>;

export const Block = defineEntity({
  name: 'Block',
  tableName: 'block',
  properties: {
    blockerId: p.uuid().primary(),
    blockedId: p.uuid().primary(),
    createdAt: p.datetime(),
  },
});
export type Block = InferEntity<typeof Block>;

export const REPORT_REASONS = ['spam', 'fraud', 'abuse', 'off_platform', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'resolved'] as const;

export const ConversationReport = defineEntity({
  name: 'ConversationReport',
  tableName: 'conversation_report',
  properties: {
    id: p.uuid().primary(),
    conversationId: p.uuid(),
    reporterId: p.uuid(),
    reason: p.enum(REPORT_REASONS),
    note: p.text().default(''),
    status: p.enum(REPORT_STATUSES).default('open'),
    createdAt: p.datetime(),
    resolvedAt: p.datetime().nullable(),
    resolvedBy: p.uuid().nullable(),
    resolution: p.text().nullable(),
  },
});
export type ConversationReport = InferEntity<typeof ConversationReport>;

export const Party = defineEntity({
  name: 'Party',
  tableName: 'party',
  properties: {
    userId: p.uuid().primary(),
    name: p.text().default(''),
    seller: p.boolean().default(false),
    /** Of the name and seller facts; the epoch while only a suspension or deletion is known. */
    updatedAt: p.datetime(),
    /** Suspended by staff: nothing can be sent to them until reinstated. */
    suspended: p.boolean().default(false),
    /** Time of the suspension or reinstatement event applied last (its own clock). */
    suspensionAt: p.datetime().nullable(),
    /** The account was deleted: name erased, nothing can be sent to them, others see "Deleted user". */
    deletedAt: p.datetime().nullable(),
  },
});

export const ProductFacts = defineEntity({
  name: 'ProductFacts',
  tableName: 'product',
  properties: {
    productId: p.uuid().primary(),
    sellerId: p.uuid(),
    title: p.text(),
    status: p.text(),
    updatedAt: p.datetime(),
  },
});

export const RfqFacts = defineEntity({
  name: 'RfqFacts',
  tableName: 'rfq',
  properties: {
    rfqId: p.uuid().primary(),
    buyerId: p.uuid(),
    title: p.text(),
    visibility: p.text().default('open'),
    supplierIds: p.array().default([]),
    removed: p.boolean().default(false),
    updatedAt: p.datetime(),
  },
});

export const OrderFacts = defineEntity({
  name: 'OrderFacts',
  tableName: 'trade_order',
  properties: {
    orderId: p.uuid().primary(),
    buyerId: p.uuid(),
    sellerId: p.uuid(),
    reference: p.text().default(''),
    /** Paid at some point: only then do the two parties' contact details pass unmasked. */
    paid: p.boolean().default(false),
    updatedAt: p.datetime(),
  },
});

export const MESSAGING_ENTITY_LIST = [
  Conversation,
  Message,
  Attachment,
  Block,
  ConversationReport,
  Party,
  ProductFacts,
  RfqFacts,
  OrderFacts,
];
