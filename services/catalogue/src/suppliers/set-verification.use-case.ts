import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { VerificationStatus } from './supplier.entity.js';

/** What one identity.supplier_verification.* event says. */
export type VerificationFact =
  | { kind: 'submitted' }
  | { kind: 'approved'; expiresAt: Date }
  | { kind: 'rejected' }
  | { kind: 'expired'; expiresAt: Date };

interface VerificationState {
  /** The standing approval, if any. */
  badge: { verifiedAt: Date; expiresAt: Date | null } | null;
  /** A submission is waiting for staff. */
  pending: boolean;
}

interface TraderVerificationRow {
  verified_at: number | null;
  verification_expires_at: number | null;
  verification_pending: boolean;
  verification_at: number | null;
}

const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::float8 as ${column}`;
const fromMs = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * The Verified badge follows identity's supplier-verification events (consumer in
 * supplier-verification.consumer.ts), folded as two facts kept on `catalogue.traders`:
 *
 * - the standing approval (verified at, expires at): set by `approved`, cleared by `expired` unless
 *   a later approval with a later expiry has replaced it, and by `rejected` only if it has run out;
 * - whether a submission waits for staff: set by `submitted`, cleared by `approved`/`rejected`.
 *
 * The status shown is `verified` while an approval stands (a renewal under review or a rejected
 * renewal does not take the badge away), else `pending` while a submission waits, else
 * `unverified`. Events older than the newest one applied are ignored; a redelivery is stopped by
 * the inbox. The facts live on the trader row, so an event that arrives before the storefront
 * exists is not lost: TraderSync copies them when it creates the supplier.
 */
@Injectable()
export class SetVerification {
  constructor(private readonly orm: MikroORM) {}

  /** Applies one event's fact in the consumer's transaction. */
  async apply(em: EntityManager, supplierId: string, at: Date, fact: VerificationFact): Promise<void> {
    await em.execute(`insert into catalogue.traders (user_id) values (?) on conflict do nothing`, [
      supplierId,
    ]);
    const [t] = await em.execute<TraderVerificationRow[]>(
      `select verification_pending, ${epochMs('verified_at')}, ${epochMs('verification_expires_at')},
         ${epochMs('verification_at')}
       from catalogue.traders where user_id = ? for update`,
      [supplierId],
    );
    if (!t || (t.verification_at !== null && t.verification_at > at.getTime())) return;
    const state = t.verification_at === null ? await this.fromSupplier(em, supplierId) : fromTrader(t);
    const next = fold(state, at, fact);
    await em.execute(
      `update catalogue.traders set verified_at = ?, verification_expires_at = ?, verification_pending = ?,
         verification_at = ?
       where user_id = ?`,
      [next.badge?.verifiedAt ?? null, next.badge?.expiresAt ?? null, next.pending, at, supplierId],
    );
    await this.write(
      em,
      supplierId,
      statusOf(next),
      next.badge?.verifiedAt ?? null,
      next.badge?.expiresAt ?? null,
    );
  }

  /**
   * Sets a status directly (and, when verified, the date; no expiry), for tools and the demo data.
   * false when there is no such supplier.
   */
  async execute(supplierId: string, status: VerificationStatus, at = new Date(), em?: EntityManager) {
    const run = (tx: EntityManager) =>
      this.write(tx, supplierId, status, status === 'verified' ? at : null, null);
    return em ? run(em) : this.orm.em.fork().transactional(run);
  }

  private async write(
    em: EntityManager,
    supplierId: string,
    status: VerificationStatus,
    verifiedAt: Date | null,
    expiresAt: Date | null,
  ): Promise<boolean> {
    const verified = status === 'verified';
    const rows = await em.execute<{ id: string }[]>(
      `update catalogue.suppliers set verification_status = ?, verified_at = ?, verification_expires_at = ?,
         updated_at = now()
       where id = ? returning id`,
      [status, verifiedAt, expiresAt, supplierId],
    );
    if (rows.length === 0) return false;
    await em.execute(
      `update catalogue.products set supplier_verified = ? where seller_id = ? and supplier_verified <> ?`,
      [verified, supplierId, verified],
    );
    return true;
  }

  /** Before the first verification event: whatever the supplier shows (the demo seed's badges). */
  private async fromSupplier(em: EntityManager, supplierId: string): Promise<VerificationState> {
    const [s] = await em.execute<
      {
        verification_status: VerificationStatus;
        verified_at: number | null;
        verification_expires_at: number | null;
      }[]
    >(
      `select verification_status, ${epochMs('verified_at')}, ${epochMs('verification_expires_at')}
       from catalogue.suppliers where id = ?`,
      [supplierId],
    );
    if (!s) return { badge: null, pending: false };
    return {
      badge:
        s.verification_status === 'verified'
          ? {
              verifiedAt: fromMs(s.verified_at) ?? new Date(0),
              expiresAt: fromMs(s.verification_expires_at),
            }
          : null,
      pending: s.verification_status === 'pending',
    };
  }
}

function fromTrader(t: TraderVerificationRow): VerificationState {
  return {
    badge:
      t.verified_at === null
        ? null
        : { verifiedAt: new Date(t.verified_at), expiresAt: fromMs(t.verification_expires_at) },
    pending: t.verification_pending,
  };
}

/** The verification state after one event (pure, so the rules read in one place). */
export function fold(state: VerificationState, at: Date, fact: VerificationFact): VerificationState {
  switch (fact.kind) {
    case 'submitted':
      return { ...state, pending: true };
    case 'approved':
      return { badge: { verifiedAt: at, expiresAt: fact.expiresAt }, pending: false };
    case 'rejected': {
      // An earlier approval still standing keeps the badge; one already run out does not.
      const runOut = state.badge?.expiresAt != null && state.badge.expiresAt.getTime() <= at.getTime();
      return { badge: runOut ? null : state.badge, pending: false };
    }
    case 'expired': {
      // Only a later approval (later expiry) outlives this expiry.
      const later =
        state.badge?.expiresAt != null && state.badge.expiresAt.getTime() > fact.expiresAt.getTime();
      return { ...state, badge: later ? state.badge : null };
    }
  }
}

export function statusOf(state: VerificationState): VerificationStatus {
  return state.badge ? 'verified' : state.pending ? 'pending' : 'unverified';
}
