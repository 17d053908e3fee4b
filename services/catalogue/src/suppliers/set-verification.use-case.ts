import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { VerificationStatus } from './supplier.entity.js';

/**
 * Sets a supplier's verification status (and, when verified, the date) and the `supplier_verified`
 * search copy on all its products, in one transaction.
 *
 * HOOK: identity does not publish supplier-verification events yet, so every supplier stays
 * 'unverified'. When it does (a later issue), its consumer calls
 *   setVerification.execute(event.payload.userId, status, event.occurredAt, em)
 * with the consumer's `em`, so the inbox row and the change commit together.
 */
@Injectable()
export class SetVerification {
  constructor(private readonly orm: MikroORM) {}

  /** false when there is no such supplier (the event can be dropped or retried by the caller). */
  async execute(supplierId: string, status: VerificationStatus, at = new Date(), em?: EntityManager) {
    const run = async (tx: EntityManager): Promise<boolean> => {
      const verified = status === 'verified';
      const rows = await tx.execute<{ id: string }[]>(
        `update catalogue.suppliers set verification_status = ?, verified_at = ?, updated_at = now()
         where id = ? returning id`,
        [status, verified ? at : null, supplierId],
      );
      if (rows.length === 0) return false;
      await tx.execute(
        `update catalogue.products set supplier_verified = ? where seller_id = ? and supplier_verified <> ?`,
        [verified, supplierId, verified],
      );
      return true;
    };
    return em ? run(em) : this.orm.em.fork().transactional(run);
  }
}
