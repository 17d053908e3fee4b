import { Module } from '@nestjs/common';
import { AdminCategoriesController } from './admin-categories.controller.js';
import { CategoriesController } from './categories.controller.js';
import { CategoryCountsQuery } from './category-counts.js';
import { CategoryEvents } from './category-events.js';
import { CategoryTree } from './category-tree.js';
import { CreateCategory } from './create-category.use-case.js';
import { GetCategory } from './get-category.query.js';
import { GetCategoryTree } from './get-category-tree.query.js';
import { ListCategories } from './list-categories.query.js';
import { ReadCacheModule } from '../read-cache/read-cache.module.js';
import { RetireCategory } from './retire-category.use-case.js';
import { UpdateCategory } from './update-category.use-case.js';

/**
 * The category tree: public browsing with counts, the admins' simple-rest resource, and CategoryTree
 * (see category-tree.ts) for the rest of the catalogue.
 */
@Module({
  imports: [ReadCacheModule],
  controllers: [CategoriesController, AdminCategoriesController],
  providers: [
    CategoryTree,
    CategoryCountsQuery,
    CategoryEvents,
    GetCategoryTree,
    GetCategory,
    ListCategories,
    CreateCategory,
    UpdateCategory,
    RetireCategory,
  ],
  exports: [CategoryTree, CategoryCountsQuery],
})
export class CategoriesModule {}
