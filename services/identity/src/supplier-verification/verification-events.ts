import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampFromDate } from '@sokoni/contracts';
import { EventOutbox } from '@sokoni/platform/events';
import type { User } from '../users/user.entity.js';
import type { SupplierVerification } from './supplier-verification.entity.js';

const seller = (u: User) => ({ email: u.email, fullName: u.fullName, locale: u.locale });

/**
 * The supplier-verification events, written to the outbox in the caller's transaction. Keyed by the
 * seller (the Verified badge is the seller's), so consumers see one seller's events in order; each
 * carries the seller's contact data so notifications need not call back.
 */
@Injectable()
export class VerificationEvents {
  constructor(private readonly outbox: EventOutbox) {}

  submitted(em: EntityManager, v: SupplierVerification, u: User, documentCount: number) {
    return this.outbox.add(
      em,
      'identity.supplier_verification.submitted.v1',
      v.sellerId,
      {
        verificationId: v.id,
        sellerId: v.sellerId,
        companyName: v.companyName,
        companyRegistrationNumber: v.companyRegistrationNumber,
        taxId: v.taxId,
        country: v.country,
        documentCount,
        submittedAt: timestampFromDate(v.submittedAt),
        ...seller(u),
      },
      { actorId: u.id },
    );
  }

  approved(em: EntityManager, v: SupplierVerification, u: User) {
    return this.outbox.add(
      em,
      'identity.supplier_verification.approved.v1',
      v.sellerId,
      {
        verificationId: v.id,
        sellerId: v.sellerId,
        decidedBy: v.decidedBy!,
        decidedAt: timestampFromDate(v.decidedAt!),
        expiresAt: timestampFromDate(v.expiresAt!),
        companyName: v.companyName,
        ...seller(u),
      },
      { actorId: v.decidedBy! },
    );
  }

  rejected(em: EntityManager, v: SupplierVerification, u: User) {
    return this.outbox.add(
      em,
      'identity.supplier_verification.rejected.v1',
      v.sellerId,
      {
        verificationId: v.id,
        sellerId: v.sellerId,
        decidedBy: v.decidedBy!,
        decidedAt: timestampFromDate(v.decidedAt!),
        reason: v.reason ?? '',
        companyName: v.companyName,
        ...seller(u),
      },
      { actorId: v.decidedBy! },
    );
  }

  /** The system acts here (no actor): the approval simply ran out. */
  expired(em: EntityManager, v: SupplierVerification, u: User) {
    return this.outbox.add(
      em,
      'identity.supplier_verification.expired.v1',
      v.sellerId,
      {
        verificationId: v.id,
        sellerId: v.sellerId,
        expiresAt: timestampFromDate(v.expiresAt!),
        companyName: v.companyName,
        ...seller(u),
      },
      { actorId: '' },
    );
  }
}
