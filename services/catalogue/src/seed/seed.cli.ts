import { loadConfig, processEnv } from '@sokoni/platform/config';
import { EVENT_TABLE_MIGRATIONS, migrateDatabase, openDatabase } from '@sokoni/platform/db';
import { EventOutbox, InProcessTransport } from '@sokoni/platform/events';
import { catalogueConfigSchema } from '../catalogue.config.js';
import { CATALOGUE_ENTITIES, CATALOGUE_MIGRATIONS } from '../catalogue.module.js';
import { SCHEMA } from '../catalogue.schema.js';
import { ProductAnnouncement } from '../products/product-announcement.js';
import { ProductEvents } from '../products/product-events.js';
import { seedDemoCatalogue } from './catalogue-seed.js';
import { report } from './seed.service.js';

/**
 * `npm run seed`: loads the demo catalogue into the database at DATABASE_URL (migrating the
 * catalogue schema first, so the category tree exists, with every event-table migration the service
 * itself runs: dead_letter and the outbox's columns are there from the start). An empty catalogue
 * only: running it again changes nothing. With the embedded database there is nothing to run — the
 * first `npm start` seeds by itself (SEED_DEMO_DATA is on in the standalone run).
 *
 * The products' published events go to the catalogue's outbox with the rows, as the service's own
 * seed writes them; the running catalogue's relay publishes them (at once, or at its next start).
 * This command publishes nothing itself: the transport below is never connected.
 */
async function main(): Promise<number> {
  const env = processEnv();
  if (!env.DATABASE_URL) {
    console.error(
      'npm run seed needs DATABASE_URL (postgres://…). With the embedded database, the first `npm start` seeds the demo catalogue by itself.',
    );
    return 2;
  }
  // The catalogue's own settings: PUBLIC_URL builds image links, PRODUCT_ANNOUNCEMENT_ROUND the round.
  const config = loadConfig(catalogueConfigSchema, env, { service: 'seed' });
  const orm = await openDatabase({
    schema: SCHEMA,
    url: config.DATABASE_URL,
    entities: CATALOGUE_ENTITIES,
    migrations: [...EVENT_TABLE_MIGRATIONS, ...CATALOGUE_MIGRATIONS],
    poolMax: 1,
  });
  const outbox = new EventOutbox({
    service: 'catalogue',
    schema: SCHEMA,
    transport: new InProcessTransport(),
  });
  const announcement = new ProductAnnouncement(new ProductEvents(outbox, config), config);
  try {
    await migrateDatabase(orm, SCHEMA);
    const result = await seedDemoCatalogue(orm.em.fork(), announcement);
    report({ log: (m: string) => console.log(m), warn: (m: string) => console.warn(m) }, result);
    return result.seeded || result.reason === 'not_empty' ? 0 : 1;
  } finally {
    await orm.close(true);
  }
}

process.exitCode = await main();
