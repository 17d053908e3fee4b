import { Module } from '@nestjs/common';

/** search: see the catalogue README. */
@Module({ controllers: [], providers: [], exports: [] })
export class SearchModule {}
