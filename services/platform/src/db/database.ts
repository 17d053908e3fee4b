import { type EntitySchema, type Constructor } from '@mikro-orm/core';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';

export interface DatabaseOptions {
  /** The service's own PostgreSQL schema (DESIGN §3: one schema per service, no cross-schema keys). */
  schema: string;
  url: string;
  entities: EntitySchema[];
  /** Committed migrations in order; the platform's event tables migration comes first. */
  migrations: Constructor<Migration>[];
  poolMax?: number;
  debug?: boolean;
}

const IDENT = /^[a-z][a-z0-9_]*$/;

/** Opens the service's ORM. The schema name is interpolated into SQL, so it must be a plain identifier. */
export async function openDatabase(options: DatabaseOptions): Promise<MikroORM> {
  if (!IDENT.test(options.schema)) throw new Error(`invalid schema name: ${options.schema}`);
  return MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: options.url,
    schema: options.schema,
    entities: options.entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 10 },
    debug: options.debug ?? false,
    allowGlobalContext: false,
    migrations: {
      migrationsList: options.migrations,
      schema: options.schema,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    discovery: { warnWhenNoEntities: false },
  });
}

/** Creates the schema when missing and applies pending committed migrations; returns their names. */
export async function migrateDatabase(orm: MikroORM, schema: string): Promise<string[]> {
  await orm.em.getConnection().execute(`create schema if not exists "${schema}"`);
  const done = await orm.migrator.up();
  return done.map((m) => m.name);
}
