import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { uuidv7 } from '@sokoni/platform/db';
import { SavedSupplierProblems } from './saved-suppliers.problems.js';
import { SavedSupplier } from './saved-supplier.entity.js';
import { lockSavedSuppliers } from './saved-suppliers.lock.js';
import {
  SAVED_SUPPLIERS_MAX,
  toSavedSuppliersView,
  type SavedSuppliersView,
} from './saved-suppliers.view.js';

/**
 * Saves a supplier; saving a saved one changes nothing. Cart keeps no supplier directory (catalogue
 * does), so any supplier id is taken: a wrong one only ever shows in its buyer's own list, where the
 * storefront answers that it does not exist.
 */
@Injectable()
export class SaveSupplier {
  constructor(private readonly orm: MikroORM) {}

  execute(buyer: AuthUser, supplierId: string): Promise<SavedSuppliersView> {
    const userId = buyer.id.toLowerCase();
    return this.orm.em.fork().transactional(async (em) => {
      await lockSavedSuppliers(em, userId);
      const rows = await em.find(SavedSupplier, { userId });
      if (userId === supplierId) throw SavedSupplierProblems.ownSupplier();
      if (!rows.some((r) => r.supplierId === supplierId)) {
        if (rows.length >= SAVED_SUPPLIERS_MAX)
          throw SavedSupplierProblems.full({ max: SAVED_SUPPLIERS_MAX });
        rows.push(em.create(SavedSupplier, { id: uuidv7(), userId, supplierId, createdAt: new Date() }));
        await em.flush();
      }
      return toSavedSuppliersView(rows);
    });
  }
}
