import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The ledger's tables for reading (back-office lists). Writes go through writeEntry only, with
 * SQL under row locks; the database refuses changes to entries and postings, and the ORM never
 * flushes these (readonly).
 */
export const LedgerAccountEntity = defineEntity({
  name: 'LedgerAccount',
  tableName: 'ledger_accounts',
  readonly: true,
  properties: {
    id: p.uuid().primary(),
    kind: p.string(),
    ownerId: p.string(),
    currency: p.string().length(3),
    debitsPosted: p.bigint(),
    creditsPosted: p.bigint(),
    debitsPending: p.bigint(),
    creditsPending: p.bigint(),
    frozen: p.boolean(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type LedgerAccountEntity = InferEntity<typeof LedgerAccountEntity>;

export const LedgerEntryEntity = defineEntity({
  name: 'LedgerEntry',
  tableName: 'ledger_entries',
  readonly: true,
  properties: {
    id: p.string().primary(),
    seq: p.bigint(),
    operation: p.string(),
    currency: p.string().length(3),
    orderId: p.string().nullable(),
    sellerId: p.string().nullable(),
    provider: p.string().nullable(),
    resolves: p.string().nullable(),
    freezeChange: p.boolean().nullable(),
    request: p.json<Record<string, string | boolean | null>>(),
    requestHash: p.string(),
    createdAt: p.datetime(),
  },
});
export type LedgerEntryEntity = InferEntity<typeof LedgerEntryEntity>;

export const LedgerPostingEntity = defineEntity({
  name: 'LedgerPosting',
  tableName: 'ledger_postings',
  readonly: true,
  properties: {
    id: p.bigint().primary(),
    entryId: p.string(),
    line: p.smallint(),
    debitAccountId: p.uuid(),
    creditAccountId: p.uuid(),
    currency: p.string().length(3),
    amount: p.bigint(),
    phase: p.string(),
    pendingId: p.bigint().nullable(),
  },
});
export type LedgerPostingEntity = InferEntity<typeof LedgerPostingEntity>;
