import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampDate, type Timestamp } from '@sokoni/contracts';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { SetVerification } from './set-verification.use-case.js';

const dateOf = (t: Timestamp | undefined, fallback: Date): Date => (t ? timestampDate(t) : fallback);

/**
 * Identity's supplier-verification events (consumer group `catalogue.suppliers`, like the other
 * identity feeds): the Verified badge and its expiry on the storefront and in search.
 * SetVerification decides what changes.
 */
@Injectable()
export class SupplierVerificationConsumer {
  constructor(private readonly verification: SetVerification) {}

  @OnEvent('identity.supplier_verification.submitted.v1', { purpose: 'suppliers' })
  async submitted(
    event: DomainEvent<'identity.supplier_verification.submitted.v1'>,
    em: EntityManager,
  ): Promise<void> {
    await this.verification.apply(em, event.payload.sellerId, event.occurredAt, { kind: 'submitted' });
  }

  @OnEvent('identity.supplier_verification.approved.v1', { purpose: 'suppliers' })
  async approved(
    event: DomainEvent<'identity.supplier_verification.approved.v1'>,
    em: EntityManager,
  ): Promise<void> {
    const p = event.payload;
    await this.verification.apply(em, p.sellerId, dateOf(p.decidedAt, event.occurredAt), {
      kind: 'approved',
      expiresAt: dateOf(p.expiresAt, event.occurredAt),
    });
  }

  @OnEvent('identity.supplier_verification.rejected.v1', { purpose: 'suppliers' })
  async rejected(
    event: DomainEvent<'identity.supplier_verification.rejected.v1'>,
    em: EntityManager,
  ): Promise<void> {
    const p = event.payload;
    await this.verification.apply(em, p.sellerId, dateOf(p.decidedAt, event.occurredAt), {
      kind: 'rejected',
    });
  }

  @OnEvent('identity.supplier_verification.expired.v1', { purpose: 'suppliers' })
  async expired(
    event: DomainEvent<'identity.supplier_verification.expired.v1'>,
    em: EntityManager,
  ): Promise<void> {
    const p = event.payload;
    await this.verification.apply(em, p.sellerId, event.occurredAt, {
      kind: 'expired',
      expiresAt: dateOf(p.expiresAt, event.occurredAt),
    });
  }
}
