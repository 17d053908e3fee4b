export { uuidv7 } from './uuid.js';
export { openDatabase, migrateDatabase, type DatabaseOptions } from './database.js';
export { runAsRequest } from './request-forks.js';
export { rawQuery, type RawQuery, type RawConnection } from './raw-query.js';
export {
  DatabaseModule,
  DATABASE_OPTIONS,
  databaseHealthy,
  type DatabaseModuleOptions,
} from './database.module.js';
export { Migration20261122000000EventTables, EVENT_TABLE_MIGRATIONS } from './event-tables.migration.js';
export { Migration20261210000000EventFailures } from './event-failures.migration.js';
export {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from './embedded-postgres.js';
