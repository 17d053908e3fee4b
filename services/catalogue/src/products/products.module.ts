import { Module } from '@nestjs/common';

/** products: see the catalogue README. */
@Module({ controllers: [], providers: [], exports: [] })
export class ProductsModule {}
