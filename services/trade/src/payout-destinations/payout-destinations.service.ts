import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { uuidv7 } from '@sokoni/platform/db';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/providers/index.js';
import { SCHEMA } from '../trade.schema.js';
import { PayoutDestination } from './payout-destination.entity.js';
import { PayoutDestinationEvents } from './payout-destination-events.js';
import { PayoutDestinationProblems } from './payout-destination.problems.js';
import { checkDestination, destinationFingerprint } from './payout-destination.rules.js';
import { PayoutDestinationVault } from './payout-destination.vault.js';
import { toPayoutDestinationView, type PayoutDestinationView } from './payout-destination.view.js';
import type { CreatePayoutDestinationDto } from './payout-destinations.dto.js';

/** Enough for a seller's accounts in every currency they sell in; a bound on what one account can store. */
export const MAX_DESTINATIONS = 20;

/**
 * A seller's payout destinations: list, add, remove, choose the default of a currency. Every change
 * runs under a per-seller transaction lock (so "the first of a currency is its default" and the
 * limit hold under concurrent requests) and publishes trade.payout_destination.changed.v1 with it.
 * Removal locks the row, so a payout request naming it (which reads it FOR SHARE) either commits
 * first and is seen in flight, or finds it removed.
 */
@Injectable()
export class PayoutDestinations {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: PayoutDestinationEvents,
    private readonly vault: PayoutDestinationVault,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async list(seller: AuthUser): Promise<PayoutDestinationView[]> {
    const rows = await this.orm.em
      .fork()
      .find(
        PayoutDestination,
        { sellerId: seller.id.toLowerCase(), removedAt: null },
        { orderBy: { currency: 'asc', createdAt: 'asc', id: 'asc' } },
      );
    return rows.map((d) => this.view(d));
  }

  async create(seller: AuthUser, input: CreatePayoutDestinationDto): Promise<PayoutDestinationView> {
    const checked = checkDestination(input);
    if (!checked.ok) throw PayoutDestinationProblems.invalid(checked.violations);
    const d = checked.value;
    if (d.kind === 'sandbox' && this.provider.name !== 'sandbox')
      throw PayoutDestinationProblems.sandboxOnly();
    const sellerId = seller.id.toLowerCase();
    const fingerprint = this.vault.fingerprint(d);
    // A row older versions stored keeps its plain fingerprint until PayoutDestinationSealing runs.
    const unsealedFingerprint = destinationFingerprint(d);
    return this.orm.em.fork().transactional(async (em) => {
      await lockSeller(em, sellerId);
      const live = await em.find(PayoutDestination, { sellerId, removedAt: null });
      if (live.some((x) => x.fingerprint === fingerprint || x.fingerprint === unsealedFingerprint))
        throw PayoutDestinationProblems.duplicate();
      if (live.length >= MAX_DESTINATIONS) throw PayoutDestinationProblems.tooMany({ max: MAX_DESTINATIONS });
      const current = live.find((x) => x.currency === d.currency && x.isDefault);
      const makeDefault = !current || input.makeDefault === true;
      if (current && makeDefault) {
        current.isDefault = false;
        current.updatedAt = new Date();
        await em.flush(); // the old default must be cleared before the unique index sees the new one
      }
      const now = new Date();
      const id = uuidv7();
      const sealed = this.vault.seal(id, {
        accountNumber: d.kind === 'bank_account' ? d.accountNumber : null,
        phone: d.kind === 'mobile_money' ? d.phone : null,
      });
      const row = em.create(PayoutDestination, {
        id,
        sellerId,
        kind: d.kind,
        currency: d.currency,
        country: d.kind === 'sandbox' ? null : d.country,
        accountName: d.kind === 'sandbox' ? d.label : d.accountName,
        bankCode: d.kind === 'bank_account' ? d.bankCode : null,
        accountNumberSealed: sealed.accountNumberSealed,
        network: d.kind === 'mobile_money' ? d.network : null,
        phoneSealed: sealed.phoneSealed,
        legacyAccountNumber: null,
        legacyPhone: null,
        fingerprint,
        isDefault: makeDefault,
        createdAt: now,
        updatedAt: now,
        removedAt: null,
      });
      await em.flush();
      await this.events.changed(em, row, 'created', sellerId);
      return this.view(row);
    });
  }

  /** Removes one; refused while a payout being sent goes there. Its default role is not passed on. */
  async remove(seller: AuthUser, id: string): Promise<void> {
    const sellerId = seller.id.toLowerCase();
    await this.orm.em.fork().transactional(async (em) => {
      await lockSeller(em, sellerId);
      const row = await this.live(em, sellerId, id);
      const [inFlight] = await em.execute<{ n: number }[]>(
        `select count(*)::int as n from ${SCHEMA}.payout
         where destination_id = ? and status in ('requested', 'pending')`,
        [row.id],
      );
      if ((inFlight?.n ?? 0) > 0) throw PayoutDestinationProblems.inUse({ payouts: inFlight!.n });
      row.isDefault = false;
      row.removedAt = new Date();
      row.updatedAt = row.removedAt;
      await em.flush();
      await this.events.changed(em, row, 'removed', sellerId);
    });
  }

  /** Makes one the default of its currency (the previous default stays, as a choice). */
  async makeDefault(seller: AuthUser, id: string): Promise<PayoutDestinationView> {
    const sellerId = seller.id.toLowerCase();
    return this.orm.em.fork().transactional(async (em) => {
      await lockSeller(em, sellerId);
      const row = await this.live(em, sellerId, id);
      if (row.isDefault) return this.view(row);
      const previous = await em.findOne(PayoutDestination, {
        sellerId,
        currency: row.currency,
        isDefault: true,
        removedAt: null,
      });
      if (previous) {
        previous.isDefault = false;
        previous.updatedAt = new Date();
        await em.flush();
      }
      row.isDefault = true;
      row.updatedAt = new Date();
      await em.flush();
      await this.events.changed(em, row, 'default_set', sellerId);
      return this.view(row);
    });
  }

  private view(d: PayoutDestination): PayoutDestinationView {
    return toPayoutDestinationView(d, this.vault.masked(d));
  }

  private async live(em: EntityManager, sellerId: string, id: string): Promise<PayoutDestination> {
    const row = await em.findOne(
      PayoutDestination,
      { id: id.toLowerCase(), sellerId, removedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!row) throw PayoutDestinationProblems.notFound();
    return row;
  }
}

/** One change at a time per seller (transaction-scoped). */
async function lockSeller(em: EntityManager, sellerId: string): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [
    `payout_destination:${sellerId}`,
  ]);
}
