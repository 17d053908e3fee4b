import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { minorNumber } from '../orders/order-summary.view.js';
import { isUuid } from '../orders/order-transitions.js';
import { SCHEMA } from '../trade.schema.js';
import { PROVIDER_NAMES } from '../payments/providers/index.js';
import { ProblemException } from '@sokoni/platform/errors';

export const ADMIN_PAYMENTS_LIST: ListContract<
  'status' | 'provider' | 'checkoutId' | 'buyerId' | 'currency' | 'q' | 'from' | 'to',
  'id' | 'createdAt' | 'amountMinor' | 'status'
> = {
  resource: 'payments',
  sortable: ['id', 'createdAt', 'amountMinor', 'status'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    status: { enum: ['created', 'pending', 'succeeded', 'failed', 'refunded'] },
    provider: { enum: PROVIDER_NAMES },
    checkoutId: 'uuid',
    buyerId: 'uuid',
    currency: 'string',
    q: 'string',
    from: 'date',
    to: 'dateUpTo',
  },
};
type Query = ListQuery<
  keyof typeof ADMIN_PAYMENTS_LIST.filters,
  (typeof ADMIN_PAYMENTS_LIST.sortable)[number]
>;

export interface AdminPaymentView {
  id: string;
  checkoutId: string;
  buyerId: string;
  provider: string;
  providerReference: string | null;
  amountMinor: number;
  currency: string;
  status: string;
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
  settledAt: string | null;
}

interface PaymentRow {
  id: string;
  checkout_id: string;
  buyer_id: string;
  provider: string;
  provider_reference: string | null;
  amount_minor: string;
  currency: string;
  status: string;
  failure_reason: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  settled_at: Date | string | null;
}

const COLUMNS = `id, checkout_id, buyer_id, provider, provider_reference, amount_minor, currency, status,
  failure_reason, created_at, updated_at, settled_at`;
const SORT: Record<Query['sort']['field'], string> = {
  id: 'created_at',
  createdAt: 'created_at',
  amountMinor: 'amount_minor',
  status: 'status',
};

/**
 * Payments for staff, read with SQL over the columns the orders migration created (payments owns
 * the entity and adds its own columns; this view needs none of them).
 */
@Injectable()
export class AdminPayments {
  constructor(private readonly orm: MikroORM) {}

  async list(query: Query): Promise<{ items: AdminPaymentView[]; total: number }> {
    const f = query.filter;
    const clauses: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, ...values: unknown[]) => {
      clauses.push(sql);
      params.push(...values);
    };
    if (f.id) add('id = any(?::uuid[])', f.id);
    if (typeof f.status === 'string') add('status = ?', f.status);
    if (typeof f.provider === 'string') add('provider = ?', f.provider);
    if (typeof f.checkoutId === 'string') add('checkout_id = ?', f.checkoutId);
    if (typeof f.buyerId === 'string') add('buyer_id = ?', f.buyerId);
    if (typeof f.currency === 'string') add('currency = ?', f.currency.toUpperCase());
    if (typeof f.q === 'string' && f.q.trim()) add('provider_reference = ?', f.q.trim());
    if (f.from instanceof Date) add('created_at >= ?', f.from);
    if (f.to instanceof Date) add('created_at <= ?', f.to);
    const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
    const dir = query.sort.order === 'ASC' ? 'asc' : 'desc';
    const em = this.orm.em.fork();
    const rows = await em.execute<PaymentRow[]>(
      `select ${COLUMNS} from ${SCHEMA}.payment ${where}
       order by ${SORT[query.sort.field]} ${dir}, id ${dir} offset ${query.offset} limit ${query.limit}`,
      params,
    );
    const [{ n }] = (await em.execute<{ n: number }[]>(
      `select count(*)::int as n from ${SCHEMA}.payment ${where}`,
      params,
    )) as [{ n: number }];
    return { items: rows.map(toView), total: n };
  }

  async one(
    id: string,
  ): Promise<AdminPaymentView & { orders: Array<{ id: string; reference: string; status: string }> }> {
    const notFound = () => ProblemException.notFound('admin.payment_not_found');
    if (!isUuid(id)) throw notFound();
    const em = this.orm.em.fork();
    const [row] = await em.execute<PaymentRow[]>(`select ${COLUMNS} from ${SCHEMA}.payment where id = ?`, [
      id,
    ]);
    if (!row) throw notFound();
    const orders = await em.execute<{ id: string; reference: string; status: string }[]>(
      `select id, reference, status from ${SCHEMA}.trade_order where checkout_id = ? order by id`,
      [row.checkout_id],
    );
    return { ...toView(row), orders };
  }
}

function toView(r: PaymentRow): AdminPaymentView {
  return {
    id: r.id,
    checkoutId: r.checkout_id,
    buyerId: r.buyer_id,
    provider: r.provider,
    providerReference: r.provider_reference,
    amountMinor: minorNumber(r.amount_minor),
    currency: r.currency,
    status: r.status,
    failureReason: r.failure_reason,
    // Raw rows carry timestamps as the driver returns them (text or Date): normalised here.
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
  };
}
