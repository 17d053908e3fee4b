import { z } from 'zod';
import { databaseSettings, loadConfig, processEnv } from '@sokoni/platform/config';
import { EVENT_TABLE_MIGRATIONS, migrateDatabase, openDatabase } from '@sokoni/platform/db';
import { CATALOGUE_ENTITIES, CATALOGUE_MIGRATIONS } from '../catalogue.module.js';
import { SCHEMA } from '../catalogue.schema.js';
import { seedDemoCatalogue } from './catalogue-seed.js';
import { report } from './seed.service.js';

/**
 * `npm run seed`: loads the demo catalogue into the database at DATABASE_URL (migrating the
 * catalogue schema first, so the category tree exists, with every event-table migration the service
 * itself runs: dead_letter and the outbox's columns are there from the start). An empty catalogue
 * only: running it again changes nothing. With the embedded database there is nothing to run — the
 * first `npm start` seeds by itself (SEED_DEMO_DATA is on in the standalone run).
 */
const settings = z.object({ DATABASE_URL: databaseSettings.shape.DATABASE_URL });

async function main(): Promise<number> {
  const env = processEnv();
  if (!env.DATABASE_URL) {
    console.error(
      'npm run seed needs DATABASE_URL (postgres://…). With the embedded database, the first `npm start` seeds the demo catalogue by itself.',
    );
    return 2;
  }
  const { DATABASE_URL } = loadConfig(settings, env, { service: 'seed' });
  const orm = await openDatabase({
    schema: SCHEMA,
    url: DATABASE_URL,
    entities: CATALOGUE_ENTITIES,
    migrations: [...EVENT_TABLE_MIGRATIONS, ...CATALOGUE_MIGRATIONS],
    poolMax: 1,
  });
  try {
    await migrateDatabase(orm, SCHEMA);
    const result = await seedDemoCatalogue(orm.em.fork());
    report({ log: (m: string) => console.log(m), warn: (m: string) => console.warn(m) }, result);
    return result.seeded || result.reason === 'not_empty' ? 0 : 1;
  } finally {
    await orm.close(true);
  }
}

process.exitCode = await main();
