import { Module } from '@nestjs/common';
import { FxModule } from '../fx/fx.module.js';
import { FeaturedProducts } from './featured-products.query.js';

/** The home page's featured products; served by ProductsController (before its `:id` route). */
@Module({ imports: [FxModule], providers: [FeaturedProducts], exports: [FeaturedProducts] })
export class FeaturedModule {}
