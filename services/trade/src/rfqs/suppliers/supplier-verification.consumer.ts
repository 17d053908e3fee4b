import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role, timestampDate } from '@sokoni/contracts';
import { OnEvent, PoisonMessageError, type DomainEvent } from '@sokoni/platform/events';
import { LateMatching } from '../late-matching.js';
import { TradeSuppliers } from './trade-suppliers.js';

/**
 * Consumer group `trade.suppliers`: identity's verification decisions into trade_supplier (RFQ
 * matching; an approval also sends the supplier the open RFQs it now matches), and sellers' names
 * from their registration and profile (quotes name every supplier).
 */
export const SUPPLIERS_PURPOSE = 'suppliers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const seller = (id: string) => {
  if (!UUID.test(id)) throw new PoisonMessageError(`supplier verification event: bad seller id "${id}"`);
  return id;
};

@Injectable()
export class SupplierVerificationConsumer {
  constructor(
    private readonly suppliers: TradeSuppliers,
    private readonly lateMatching: LateMatching,
  ) {}

  @OnEvent('identity.supplier_verification.submitted.v1', { purpose: SUPPLIERS_PURPOSE })
  async submitted(e: DomainEvent<'identity.supplier_verification.submitted.v1'>, em: EntityManager) {
    const p = e.payload;
    await this.suppliers.submitted(em, {
      sellerId: seller(p.sellerId),
      companyName: p.companyName,
      country: p.country,
      locale: p.locale,
    });
  }

  @OnEvent('identity.user.registered.v1', { purpose: SUPPLIERS_PURPOSE })
  async registered(e: DomainEvent<'identity.user.registered.v1'>, em: EntityManager) {
    const p = e.payload;
    if (p.role !== Role.SELLER && p.role !== Role.BOTH) return;
    await this.suppliers.named(em, {
      sellerId: seller(p.userId),
      name: (p.businessName || p.fullName).trim(),
      country: p.country,
      locale: p.locale,
    });
  }

  @OnEvent('identity.user.profile_updated.v1', { purpose: SUPPLIERS_PURPOSE })
  async profileUpdated(e: DomainEvent<'identity.user.profile_updated.v1'>, em: EntityManager) {
    const p = e.payload;
    // Only sellers already known here (registered as one, or verified): buyers need no name in trade.
    const known = await this.suppliers.byIds(em, [seller(p.userId)]);
    if (!known.has(p.userId.toLowerCase())) return;
    await this.suppliers.named(em, {
      sellerId: p.userId,
      name: (p.businessName || p.fullName).trim(),
      country: p.country,
      locale: p.locale,
    });
  }

  @OnEvent('identity.supplier_verification.approved.v1', { purpose: SUPPLIERS_PURPOSE })
  async approved(e: DomainEvent<'identity.supplier_verification.approved.v1'>, em: EntityManager) {
    const p = e.payload;
    await this.suppliers.approved(em, {
      sellerId: seller(p.sellerId),
      companyName: p.companyName,
      locale: p.locale,
      expiresAt: p.expiresAt ? timestampDate(p.expiresAt) : null,
    });
    // Open RFQs posted before the badge, which this supplier now matches.
    await this.lateMatching.supplierVerified(em, p.sellerId);
  }

  @OnEvent('identity.supplier_verification.expired.v1', { purpose: SUPPLIERS_PURPOSE })
  async expired(e: DomainEvent<'identity.supplier_verification.expired.v1'>, em: EntityManager) {
    const p = e.payload;
    await this.suppliers.expired(em, {
      sellerId: seller(p.sellerId),
      expiresAt: p.expiresAt ? timestampDate(p.expiresAt) : null,
    });
  }
}
