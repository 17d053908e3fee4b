import { Module } from '@nestjs/common';
import { FxModule } from '../fx/fx.module.js';
import { ReadCacheModule } from '../read-cache/read-cache.module.js';
import { ProductSearch } from './product-search.js';
import { SearchCategories } from './search-categories.js';
import { ProductSearchController, SearchController } from './search.controller.js';
import { SearchDb } from './search-db.js';
import { SearchEvents } from './search-events.js';
import { SearchTerms } from './search-terms.js';

/** Public product search, suggestions and trending terms (see search-sql.ts for the queries). */
@Module({
  imports: [FxModule, ReadCacheModule],
  controllers: [ProductSearchController, SearchController],
  providers: [SearchDb, ProductSearch, SearchCategories, SearchTerms, SearchEvents],
  exports: [ProductSearch, SearchTerms],
})
export class SearchModule {}
