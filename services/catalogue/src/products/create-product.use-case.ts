import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { uuidv7 } from '@sokoni/platform/db';
import { Product } from './product.entity.js';
import type { CreateProductDto } from './product.dto.js';
import { fieldsOfCreate, ProductWriter } from './product-writer.js';

/** A new product starts as the seller's draft: nobody else sees it until it is approved. */
@Injectable()
export class CreateProduct {
  constructor(
    private readonly orm: MikroORM,
    private readonly writer: ProductWriter,
  ) {}

  async execute(seller: AuthUser, dto: CreateProductDto): Promise<Product> {
    return this.orm.em.fork().transactional(async (em) => {
      const columns = await this.writer.prepare(em, seller.id, fieldsOfCreate(dto));
      const product = em.create(Product, {
        id: uuidv7(),
        sellerId: seller.id,
        ...columns,
        images: [],
        status: 'draft',
        rejectionReason: null,
        publishedAt: null,
      });
      await em.flush();
      return product;
    });
  }
}
