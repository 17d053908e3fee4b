import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { MediaUrls } from '../storage/media-urls.js';
import { Product } from './product.entity.js';
import { toProductView, type ProductView } from './product.view.js';
import { ProductProblems } from './products.problems.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** 2–4 distinct published products side by side, in the order asked for (`?ids=a,b,c`). */
@Injectable()
export class CompareProducts {
  constructor(
    private readonly orm: MikroORM,
    private readonly media: MediaUrls,
  ) {}

  async execute(idsParam: string | undefined): Promise<{ items: ProductView[] }> {
    const ids = [
      ...new Set(
        (idsParam ?? '')
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (ids.length < COMPARE_MIN || ids.length > COMPARE_MAX)
      throw ProductProblems.compareCount({ min: COMPARE_MIN, max: COMPARE_MAX });
    const found = await this.orm.em.fork().find(Product, {
      id: { $in: ids.filter((id) => UUID.test(id)) },
      status: 'published',
      supplierSuspended: false,
    });
    const byId = new Map(found.map((p) => [p.id, p]));
    // Unknown and unpublished ids are named alike, so a draft's existence is not revealed.
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) throw ProductProblems.compareUnavailable({ ids: missing.join(', ') });
    return { items: ids.map((id) => toProductView(byId.get(id)!, 'public', this.media)) };
  }
}
