import { Injectable } from '@nestjs/common';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import { ProblemException } from '@sokoni/platform/errors';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import {
  ACCOUNT_KINDS,
  LedgerAccountEntity,
  LedgerEntryEntity,
  LedgerPostingEntity,
  type LedgerOperation,
} from '../ledger/index.js';
import { minorNumber } from '../orders/order-summary.view.js';
import { dateRange, listPage } from './admin-list.js';

const OPERATIONS: readonly LedgerOperation[] = [
  'capture',
  'hold',
  'release',
  'void',
  'settle',
  'refund',
  'freeze',
  'unfreeze',
  'payout',
  'payout_settled',
  'payout_failed',
];

export const LEDGER_ENTRIES_LIST: ListContract<
  'operation' | 'orderId' | 'sellerId' | 'provider' | 'currency' | 'from' | 'to',
  'id' | 'seq' | 'createdAt'
> = {
  resource: 'entries',
  sortable: ['id', 'seq', 'createdAt'],
  defaultSort: { field: 'seq', order: 'DESC' },
  filters: {
    operation: { enum: OPERATIONS },
    orderId: 'string',
    sellerId: 'string',
    provider: 'string',
    currency: 'string',
    from: 'date',
    to: 'dateUpTo',
  },
};

export const LEDGER_BALANCES_LIST: ListContract<
  'kind' | 'ownerId' | 'currency' | 'frozen',
  'id' | 'kind' | 'currency' | 'updatedAt'
> = {
  resource: 'balances',
  sortable: ['id', 'kind', 'currency', 'updatedAt'],
  defaultSort: { field: 'updatedAt', order: 'DESC' },
  filters: {
    kind: { enum: Object.keys(ACCOUNT_KINDS) },
    ownerId: 'string',
    currency: 'string',
    frozen: 'boolean',
  },
};

type EntriesQuery = ListQuery<
  keyof typeof LEDGER_ENTRIES_LIST.filters,
  (typeof LEDGER_ENTRIES_LIST.sortable)[number]
>;
type BalancesQuery = ListQuery<
  keyof typeof LEDGER_BALANCES_LIST.filters,
  (typeof LEDGER_BALANCES_LIST.sortable)[number]
>;

export interface LedgerEntryView {
  id: string;
  seq: number;
  operation: string;
  currency: string;
  orderId: string | null;
  sellerId: string | null;
  provider: string | null;
  resolves: string | null;
  freezeChange: boolean | null;
  /** What the entry moves or reserves, in minor units of `currency` (see entryAmount); null: no postings. */
  amountMinor: number | null;
  memo: string | null;
  createdAt: string;
}

export interface LedgerPostingView {
  line: number;
  debit: string;
  credit: string;
  amountMinor: number;
  phase: string;
  pendingId: number | null;
}

export interface LedgerAccountView {
  id: string;
  /** kind:owner:currency, how staff name an account. */
  name: string;
  kind: string;
  ownerId: string;
  currency: string;
  debitsPostedMinor: number;
  creditsPostedMinor: number;
  debitsPendingMinor: number;
  creditsPendingMinor: number;
  /** credits posted − debits posted: what the account holds. */
  balanceMinor: number;
  /** balance − debits pending: what it may still give. */
  availableMinor: number;
  frozen: boolean;
  updatedAt: string;
}

/** The journal and the accounts for staff: read-only, through the ledger's read entities. */
@Injectable()
export class AdminLedger {
  constructor(private readonly orm: MikroORM) {}

  async entries(query: EntriesQuery): Promise<{ items: LedgerEntryView[]; total: number }> {
    const f = query.filter;
    const where: FilterQuery<LedgerEntryEntity> = {};
    if (typeof f.operation === 'string') where.operation = f.operation;
    if (typeof f.orderId === 'string') where.orderId = f.orderId.toLowerCase();
    if (typeof f.sellerId === 'string') where.sellerId = f.sellerId.toLowerCase();
    if (typeof f.provider === 'string') where.provider = f.provider;
    if (typeof f.currency === 'string') where.currency = f.currency.toUpperCase();
    const created = dateRange(f.from, f.to);
    if (created) where.createdAt = created;
    const em = this.orm.em.fork();
    const { items, total } = await listPage(em, LedgerEntryEntity, where, query, {
      defaultField: 'seq',
      tieBreak: 'seq',
    });
    const postings = items.length
      ? await em.find(
          LedgerPostingEntity,
          { entryId: { $in: items.map((e) => e.id) } },
          { fields: ['entryId', 'amount', 'phase'] },
        )
      : [];
    return {
      items: items.map((e) => entryView(e, entryAmount(postings.filter((p) => p.entryId === e.id)))),
      total,
    };
  }

  async entry(id: string): Promise<LedgerEntryView & { postings: LedgerPostingView[] }> {
    const em = this.orm.em.fork();
    const entry = id.length <= 200 ? await em.findOne(LedgerEntryEntity, id) : null;
    if (!entry) throw ProblemException.notFound('admin.entry_not_found');
    const postings = await em.find(LedgerPostingEntity, { entryId: entry.id }, { orderBy: { line: 'asc' } });
    const ids = [...new Set(postings.flatMap((p) => [p.debitAccountId, p.creditAccountId]))];
    const accounts = ids.length ? await em.find(LedgerAccountEntity, { id: { $in: ids } }) : [];
    const name = (accountId: string) => {
      const a = accounts.find((x) => x.id === accountId);
      return a ? `${a.kind}:${a.ownerId}:${a.currency}` : accountId;
    };
    return {
      ...entryView(entry, entryAmount(postings)),
      postings: postings.map((p) => ({
        line: p.line,
        debit: name(p.debitAccountId),
        credit: name(p.creditAccountId),
        amountMinor: minorNumber(p.amount),
        phase: p.phase,
        pendingId: p.pendingId === null || p.pendingId === undefined ? null : minorNumber(p.pendingId),
      })),
    };
  }

  async balances(query: BalancesQuery): Promise<{ items: LedgerAccountView[]; total: number }> {
    const f = query.filter;
    const where: FilterQuery<LedgerAccountEntity> = {};
    if (f.id) where.id = { $in: f.id };
    if (typeof f.kind === 'string') where.kind = f.kind;
    if (typeof f.ownerId === 'string') where.ownerId = f.ownerId;
    if (typeof f.currency === 'string') where.currency = f.currency.toUpperCase();
    if (typeof f.frozen === 'boolean') where.frozen = f.frozen;
    const { items, total } = await listPage(this.orm.em.fork(), LedgerAccountEntity, where, query, {
      defaultField: 'updatedAt',
      tieBreak: 'id',
    });
    return { items: items.map(accountView), total };
  }
}

/**
 * An entry's amount, for a list: what its postings move (posted, post_pending) or reserve
 * (pending). Postings that void a reservation move nothing, so they count only when the entry has
 * no other (a void without refund: the amount it gives back to the escrow). Each operation thus
 * reads as its own amount — captured, held, released (fee included), refunded, paid out — and a
 * void with refund is not counted twice. Freeze and unfreeze have no postings: null.
 */
export function entryAmount(
  postings: ReadonlyArray<{ amount: bigint | string; phase: string }>,
): number | null {
  if (postings.length === 0) return null;
  const moving = postings.filter((p) => p.phase !== 'void_pending');
  const counted = moving.length > 0 ? moving : postings;
  return minorNumber(counted.reduce((sum, p) => sum + BigInt(p.amount), 0n));
}

function entryView(e: LedgerEntryEntity, amountMinor: number | null): LedgerEntryView {
  const memo = e.request?.memo;
  return {
    id: e.id,
    seq: minorNumber(e.seq),
    operation: e.operation,
    currency: e.currency,
    orderId: e.orderId ?? null,
    sellerId: e.sellerId ?? null,
    provider: e.provider ?? null,
    resolves: e.resolves ?? null,
    freezeChange: e.freezeChange ?? null,
    amountMinor,
    memo: typeof memo === 'string' ? memo : null,
    createdAt: new Date(e.createdAt).toISOString(),
  };
}

function accountView(a: LedgerAccountEntity): LedgerAccountView {
  const [dp, cp, dq, cq] = [a.debitsPosted, a.creditsPosted, a.debitsPending, a.creditsPending].map((v) =>
    BigInt(v),
  );
  return {
    id: a.id,
    name: `${a.kind}:${a.ownerId}:${a.currency}`,
    kind: a.kind,
    ownerId: a.ownerId,
    currency: a.currency,
    debitsPostedMinor: minorNumber(dp!),
    creditsPostedMinor: minorNumber(cp!),
    debitsPendingMinor: minorNumber(dq!),
    creditsPendingMinor: minorNumber(cq!),
    balanceMinor: minorNumber(cp! - dp!),
    availableMinor: minorNumber(cp! - dp! - dq!),
    frozen: a.frozen,
    updatedAt: new Date(a.updatedAt).toISOString(),
  };
}
