import { type EntitySchema, type Constructor } from '@mikro-orm/core';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import { type EntityManager, MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { rawQuery, type RawConnection } from './raw-query.js';
import { requestFork } from './request-forks.js';

export interface DatabaseOptions {
  /** The service's own PostgreSQL schema (DESIGN §3: one schema per service, no cross-schema keys). */
  schema: string;
  url: string;
  entities: EntitySchema[];
  /** Committed migrations in order; the platform's event tables migration comes first. */
  migrations: Constructor<Migration>[];
  poolMax?: number;
  debug?: boolean;
  /**
   * Run-time settings (GUCs) applied to every connection the pool opens, e.g. catalogue's
   * `synchronize_seqscans: 'off'`. Session-wide, so they hold for every statement of the service.
   */
  sessionSettings?: Readonly<Record<string, string>>;
}

const IDENT = /^[a-z][a-z0-9_]*$/;

/** Opens the service's ORM. The schema name is interpolated into SQL, so it must be a plain identifier. */
export async function openDatabase(options: DatabaseOptions): Promise<MikroORM> {
  if (!IDENT.test(options.schema)) throw new Error(`invalid schema name: ${options.schema}`);
  const root: { em?: EntityManager } = {};
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: options.url,
    schema: options.schema,
    entities: options.entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 10 },
    onCreateConnection: settingsApplier(options.sessionSettings),
    debug: options.debug ?? false,
    allowGlobalContext: false,
    // An HTTP request's fork, made when the request first touches the database (request-forks.ts).
    context: requestFork(() => root.em),
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
  root.em = orm.em;
  return orm;
}

function settingsApplier(
  settings: Readonly<Record<string, string>> | undefined,
): ((connection: unknown) => Promise<void>) | undefined {
  const entries = Object.entries(settings ?? {});
  if (entries.length === 0) return undefined;
  const sql = `select ${entries.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, false)`).join(', ')}`;
  const params = entries.flat();
  return async (connection) => {
    await (connection as RawConnection).executeQuery(rawQuery(sql, params));
  };
}

/** Creates the schema when missing and applies pending committed migrations; returns their names. */
export async function migrateDatabase(orm: MikroORM, schema: string): Promise<string[]> {
  await orm.em.getConnection().execute(`create schema if not exists "${schema}"`);
  const done = await orm.migrator.up();
  return done.map((m) => m.name);
}
