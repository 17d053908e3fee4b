import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { SavedSupplier } from './saved-supplier.entity.js';
import { toSavedSuppliersView, type SavedSuppliersView } from './saved-suppliers.view.js';

/** The buyer's saved suppliers, newest first. */
@Injectable()
export class GetSavedSuppliers {
  constructor(private readonly orm: MikroORM) {}

  async execute(buyer: AuthUser): Promise<SavedSuppliersView> {
    const rows = await this.orm.em.fork().find(SavedSupplier, { userId: buyer.id.toLowerCase() });
    return toSavedSuppliersView(rows);
  }
}
