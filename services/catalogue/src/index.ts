export {
  CatalogueModule,
  CATALOGUE_ENTITIES,
  CATALOGUE_MIGRATIONS,
  type CatalogueModuleOptions,
} from './catalogue.module.js';
export { catalogueConfigSchema, type CatalogueConfig } from './catalogue.config.js';
export { SCHEMA as CATALOGUE_SCHEMA } from './catalogue.schema.js';
