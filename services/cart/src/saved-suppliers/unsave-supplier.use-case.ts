import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { SavedSupplier } from './saved-supplier.entity.js';
import { lockSavedSuppliers } from './saved-suppliers.lock.js';
import { toSavedSuppliersView, type SavedSuppliersView } from './saved-suppliers.view.js';

/** Forgets a saved supplier; one that is not saved changes nothing (a second tap, another tab). */
@Injectable()
export class UnsaveSupplier {
  constructor(private readonly orm: MikroORM) {}

  execute(buyer: AuthUser, supplierId: string): Promise<SavedSuppliersView> {
    const userId = buyer.id.toLowerCase();
    return this.orm.em.fork().transactional(async (em) => {
      await lockSavedSuppliers(em, userId);
      const rows = await em.find(SavedSupplier, { userId });
      const row = rows.find((r) => r.supplierId === supplierId);
      if (row) {
        em.remove(row);
        await em.flush();
      }
      return toSavedSuppliersView(rows.filter((r) => r !== row));
    });
  }
}
