import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Supplier } from './supplier.entity.js';
import { SupplierProblems } from './suppliers.problems.js';
import { newestProducts, visibleProductCounts } from './supplier-products.js';
import { toSupplierView, type StorefrontView } from './supplier.view.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A supplier's public storefront with its newest published products. Former sellers and suspended
 * suppliers are not found, exactly like ids that never existed (no hint either way).
 */
@Injectable()
export class GetStorefront {
  constructor(private readonly orm: MikroORM) {}

  async execute(id: string): Promise<StorefrontView> {
    if (!UUID.test(id)) throw SupplierProblems.notFound();
    const em = this.orm.em.fork();
    const supplier = await em.findOne(Supplier, { id, seller: true, suspended: false });
    if (!supplier) throw SupplierProblems.notFound();
    const [counts, products] = await Promise.all([visibleProductCounts(em, [id]), newestProducts(em, id)]);
    return { ...toSupplierView(supplier, counts.get(id) ?? 0), products };
  }
}
