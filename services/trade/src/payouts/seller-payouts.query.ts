import { Injectable } from '@nestjs/common';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { LedgerBalances } from '../ledger/index.js';
import { minorNumber } from '../orders/order-summary.view.js';
import { Payout, type PayoutStatus } from './payout.entity.js';
import { toPayoutView, type BalanceView, type PayoutPage } from './payout.view.js';

/** The calling seller's balance per currency (from the ledger) and their payouts, newest first. */
@Injectable()
export class SellerPayouts {
  constructor(
    private readonly orm: MikroORM,
    private readonly balances: LedgerBalances,
  ) {}

  async balance(seller: AuthUser): Promise<BalanceView[]> {
    const rows = await this.balances.seller(this.orm.em.fork(), seller.id.toLowerCase());
    return rows.map((b) => ({
      currency: b.available.currency,
      availableMinor: minorNumber(b.available.amountMinor),
      incomingMinor: minorNumber(b.incoming.amountMinor),
      inTransitMinor: minorNumber(b.inTransit.amountMinor),
    }));
  }

  async list(
    seller: AuthUser,
    status: PayoutStatus | undefined,
    page: number,
    pageSize: number,
  ): Promise<PayoutPage> {
    const where: FilterQuery<Payout> = { sellerId: seller.id.toLowerCase() };
    if (status) where.status = status;
    const [items, total] = await this.orm.em.fork().findAndCount(Payout, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return { items: items.map(toPayoutView), total, page, pageSize };
  }
}
