import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { InjectConfig } from '@sokoni/platform/config';
import type { CatalogueConfig } from '../catalogue.config.js';
import type { Product } from './product.entity.js';
import type { UpdateProductDto } from './product.dto.js';
import { assertCan, lockOwnProduct } from './product-access.js';
import { ProductEvents } from './product-events.js';
import { fieldsOfProduct, mergeFields, ProductWriter, type ProductFields } from './product-writer.js';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Price edits: what trade snapshots and buyers are charged. */
const PRICE: (keyof ProductFields)[] = ['priceTiers', 'currency', 'moq'];
/** Text edits: what moderation reads. */
const TEXT: (keyof ProductFields)[] = ['title', 'description'];
/** Other fields the event snapshot carries, so consumers hear of their change too. */
const SNAPSHOT: (keyof ProductFields)[] = [
  'categoryId',
  'unit',
  'originCountry',
  'readyToShip',
  'leadTimeDays',
  'incoterms',
];

/**
 * Edits a product. A published one follows the policy settings: text edits go back to review when
 * REVIEW_TEXT_EDITS (default), price edits only when REVIEW_PRICE_EDITS (default: live at once,
 * with a published event of reason price_update so trade's price snapshot follows).
 */
@Injectable()
export class UpdateProduct {
  constructor(
    private readonly orm: MikroORM,
    private readonly writer: ProductWriter,
    private readonly events: ProductEvents,
    @InjectConfig() private readonly config: CatalogueConfig,
  ) {}

  async execute(seller: AuthUser, id: string, patch: UpdateProductDto): Promise<Product> {
    return this.orm.em.fork().transactional(async (em) => {
      const product = await lockOwnProduct(em, id, seller);
      assertCan(product, 'edit');
      const before = fieldsOfProduct(product);
      const after = mergeFields(before, patch);
      const columns = await this.writer.prepare(em, seller.id, after);
      const changed = (keys: (keyof ProductFields)[]) => keys.some((k) => !same(before[k], after[k]));
      const text = changed(TEXT);
      const price = changed(PRICE);
      Object.assign(product, columns);

      if (product.status === 'published') {
        const review = (text && this.config.REVIEW_TEXT_EDITS) || (price && this.config.REVIEW_PRICE_EDITS);
        if (review) {
          product.status = 'pending_review';
          await em.flush();
          await this.events.submitted(em, product);
        } else if (price || text || changed(SNAPSHOT)) {
          await em.flush();
          await this.events.published(em, product, price ? 'price_update' : 'details_update');
        }
      }
      await em.flush();
      return product;
    });
  }
}
