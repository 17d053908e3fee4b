import { Module } from '@nestjs/common';

/** categories: see the catalogue README. */
@Module({ controllers: [], providers: [], exports: [] })
export class CategoriesModule {}
