import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Supplier } from './supplier.entity.js';
import { SupplierProblems } from './suppliers.problems.js';
import { visibleProductCounts } from './supplier-products.js';
import { toSupplierView, type SupplierView } from './supplier.view.js';
import type { UpdateStorefrontDto } from './update-storefront.dto.js';

/** The seller edits their own storefront; the id is always the caller's, never one from the request. */
@Injectable()
export class UpdateStorefront {
  constructor(private readonly orm: MikroORM) {}

  async execute(sellerId: string, patch: UpdateStorefrontDto): Promise<SupplierView> {
    return this.orm.em.fork().transactional(async (em) => {
      const s = await em.findOne(Supplier, { id: sellerId, seller: true });
      if (!s) throw SupplierProblems.storefrontMissing();
      if (patch.yearEstablished !== undefined) s.yearEstablished = patch.yearEstablished;
      if (patch.employeesBand !== undefined) s.employeesBand = patch.employeesBand;
      if (patch.mainProducts !== undefined) s.mainProducts = patch.mainProducts ?? [];
      if (patch.certifications !== undefined) s.certifications = patch.certifications ?? [];
      if (patch.languages !== undefined) s.languages = patch.languages ?? [];
      if (patch.responseTimeHours !== undefined) s.responseTimeHours = patch.responseTimeHours;
      if (patch.description !== undefined) s.description = patch.description || null;
      await em.flush();
      const counts = await visibleProductCounts(em, [s.id]);
      return toSupplierView(s, counts.get(s.id) ?? 0);
    });
  }
}
