import { Module } from '@nestjs/common';

/** suppliers: see the catalogue README. */
@Module({ controllers: [], providers: [], exports: [] })
export class SuppliersModule {}
