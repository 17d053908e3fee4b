import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import type { EventTransport } from '@sokoni/platform/events';
import { servicePlatform } from '@sokoni/platform/service';
import { DeadLettersAdminModule } from '@sokoni/platform/dead-letters-admin';
import { BulkImportModule } from './bulk-import/bulk-import.module.js';
import type { CatalogueConfig } from './catalogue.config.js';
import { SCHEMA } from './catalogue.schema.js';
import { Category } from './categories/category.entity.js';
import { CategoriesModule } from './categories/categories.module.js';
import { FxRate } from './fx/fx-rate.entity.js';
import { FxModule } from './fx/fx.module.js';
import { CATALOGUE_MIGRATIONS } from './migrations/index.js';
import { Product } from './products/product.entity.js';
import { ProductsModule } from './products/products.module.js';
import { SEARCH_SESSION_SETTINGS } from './search/search-sql.js';
import { SearchModule } from './search/search.module.js';
import { SeedModule } from './seed/seed.module.js';
import { StatsModule } from './stats/stats.module.js';
import { Supplier } from './suppliers/supplier.entity.js';
import { SuppliersModule } from './suppliers/suppliers.module.js';

export interface CatalogueModuleOptions {
  config: CatalogueConfig;
  transport: EventTransport;
  ownsTransport?: boolean;
  relay?: boolean;
  /** Identity's key set, for verifying access tokens. */
  jwksUrl: string;
}

export const CATALOGUE_ENTITIES = [Category, Supplier, Product, FxRate];
export { CATALOGUE_MIGRATIONS };

@Module({})
export class CatalogueModule {
  static forRoot(o: CatalogueModuleOptions): DynamicModule {
    return {
      module: CatalogueModule,
      imports: [
        ...servicePlatform({
          service: 'catalogue',
          config: o.config,
          schema: SCHEMA,
          entities: CATALOGUE_ENTITIES,
          migrations: CATALOGUE_MIGRATIONS,
          transport: o.transport,
          ownsTransport: o.ownsTransport,
          relay: o.relay,
          i18nDir: join(import.meta.dirname, 'i18n'),
          auth: { jwksUrl: o.jwksUrl },
          sessionSettings: SEARCH_SESSION_SETTINGS,
        }),
        FxModule,
        CategoriesModule,
        SuppliersModule,
        ProductsModule,
        BulkImportModule,
        SearchModule,
        StatsModule,
        SeedModule,
        DeadLettersAdminModule.forRoot({ service: 'catalogue' }),
      ],
    };
  }
}
