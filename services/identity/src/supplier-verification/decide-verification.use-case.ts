import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { assertActiveAdmin } from '../admin/active-admin.js';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { SupplierVerification } from './supplier-verification.entity.js';
import { VerificationEvents } from './verification-events.js';

const DAY_MS = 24 * 3600 * 1000;
/** A badge lasts a year unless staff say otherwise, and never more than MAX_YEARS. */
export const DEFAULT_VALIDITY_MS = 365 * DAY_MS;
export const MAX_YEARS = 5;

export type Decision = { kind: 'approve'; expiresAt?: Date } | { kind: 'reject'; reason: string };

/**
 * Staff approve (the Verified badge until `expiresAt`) or reject (with a reason the seller sees) a
 * pending submission; anything already decided is 409. The row is locked so two admins deciding at
 * once cannot both win, and the event commits with the decision.
 */
@Injectable()
export class DecideVerification {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: VerificationEvents,
  ) {}

  /** Refuses a bad expiry before anything is read: the same check for POST and PUT. */
  static checkExpiry(expiresAt: Date | undefined, now = new Date()): Date {
    const at = expiresAt ?? new Date(now.getTime() + DEFAULT_VALIDITY_MS);
    if (at.getTime() <= now.getTime()) throw Problems.expiryNotFuture();
    const limit = new Date(now);
    limit.setUTCFullYear(limit.getUTCFullYear() + MAX_YEARS);
    if (at.getTime() > limit.getTime()) throw Problems.expiryTooFar(MAX_YEARS);
    return at;
  }

  async execute(adminId: string, verificationId: string, decision: Decision): Promise<SupplierVerification> {
    const expiresAt = decision.kind === 'approve' ? DecideVerification.checkExpiry(decision.expiresAt) : null;
    return this.orm.em.fork().transactional(async (em) => {
      await assertActiveAdmin(em, adminId);
      const v = await this.lockPending(em, verificationId);
      const seller = await em.findOneOrFail(User, v.sellerId);
      v.decidedAt = new Date();
      v.decidedBy = adminId;
      if (decision.kind === 'approve') {
        v.status = 'approved';
        v.expiresAt = expiresAt;
        v.reason = null;
        await em.flush();
        await this.events.approved(em, v, seller);
      } else {
        v.status = 'rejected';
        v.reason = decision.reason;
        await em.flush();
        await this.events.rejected(em, v, seller);
      }
      return v;
    });
  }

  private async lockPending(em: EntityManager, id: string): Promise<SupplierVerification> {
    const v = await em.findOne(SupplierVerification, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!v) throw Problems.verificationNotFound();
    if (v.status !== 'pending') throw Problems.alreadyDecided(v.status);
    return v;
  }
}
