import { ANALYTICS_ENTITIES, ANALYTICS_MIGRATIONS, ANALYTICS_SCHEMA } from '@sokoni/analytics';
import { AUDIT_ENTITIES, AUDIT_MIGRATIONS, AUDIT_SCHEMA } from '@sokoni/audit';
import { CART_ENTITIES, CART_MIGRATIONS, CART_SCHEMA } from '@sokoni/cart';
import { TRADE_ENTITIES, TRADE_MIGRATIONS, TRADE_SCHEMA } from '@sokoni/trade';
import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS, MESSAGING_SCHEMA } from '@sokoni/messaging';
import { CATALOGUE_ENTITIES, CATALOGUE_MIGRATIONS, CATALOGUE_SCHEMA } from '@sokoni/catalogue';
import { IDENTITY_ENTITIES, IDENTITY_MIGRATIONS, IDENTITY_SCHEMA } from '@sokoni/identity';
import {
  NOTIFICATIONS_ENTITIES,
  NOTIFICATIONS_MIGRATIONS,
  NOTIFICATIONS_SCHEMA,
} from '@sokoni/notifications';
import { loadConfig, processEnv } from '@sokoni/platform/config';
import { EVENT_TABLE_MIGRATIONS, migrateDatabase, openDatabase } from '@sokoni/platform/db';
import { IDEMPOTENCY_MIGRATIONS } from '@sokoni/platform/idempotency';
import { standaloneConfigSchema } from '../standalone.config.js';
import { commandDatabase } from './embedded-or-configured.js';

/**
 * `npm run db:migrate`: applies every service's committed migrations; `--service <name>` only that
 * service's (each Kubernetes migration Job runs one, so a service's rollout waits on its own schema).
 */
const SERVICES = [
  { schema: IDENTITY_SCHEMA, entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS },
  { schema: CATALOGUE_SCHEMA, entities: CATALOGUE_ENTITIES, migrations: CATALOGUE_MIGRATIONS },
  // Cart's and trade's routes that change money or a cart are @Idempotent: servicePlatform({ idempotency:
  // true }) adds this table when a service migrates itself, so the job must add it too.
  {
    schema: CART_SCHEMA,
    entities: CART_ENTITIES,
    migrations: [...IDEMPOTENCY_MIGRATIONS, ...CART_MIGRATIONS],
  },
  {
    schema: TRADE_SCHEMA,
    entities: TRADE_ENTITIES,
    migrations: [...IDEMPOTENCY_MIGRATIONS, ...TRADE_MIGRATIONS],
  },
  { schema: MESSAGING_SCHEMA, entities: MESSAGING_ENTITIES, migrations: MESSAGING_MIGRATIONS },
  { schema: NOTIFICATIONS_SCHEMA, entities: NOTIFICATIONS_ENTITIES, migrations: NOTIFICATIONS_MIGRATIONS },
  { schema: ANALYTICS_SCHEMA, entities: ANALYTICS_ENTITIES, migrations: ANALYTICS_MIGRATIONS },
  { schema: AUDIT_SCHEMA, entities: AUDIT_ENTITIES, migrations: AUDIT_MIGRATIONS },
];

/** The services named by `--service` (repeatable; a service's name is its schema's), or all. */
function selected(argv: string[]): typeof SERVICES {
  const names: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--service') names.push(argv[++i] ?? '');
    else if (arg.startsWith('--service=')) names.push(arg.slice('--service='.length));
  }
  if (!names.length) return SERVICES;
  const unknown = names.filter((n) => !SERVICES.some((s) => s.schema === n));
  if (unknown.length) {
    console.error(
      `unknown service ${unknown.map((n) => `"${n}"`).join(', ')}; known: ${SERVICES.map((s) => s.schema).join(', ')}`,
    );
    process.exit(1);
  }
  return SERVICES.filter((s) => names.includes(s.schema));
}

const services = selected(process.argv.slice(2));
const config = loadConfig(standaloneConfigSchema, processEnv(), { service: 'db:migrate' });
const db = await commandDatabase(config);
try {
  for (const s of services) {
    const orm = await openDatabase({
      schema: s.schema,
      url: db.url,
      entities: s.entities,
      migrations: [...EVENT_TABLE_MIGRATIONS, ...s.migrations],
      poolMax: 1,
    });
    try {
      const applied = await migrateDatabase(orm, s.schema);
      console.log(`${s.schema}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
    } finally {
      await orm.close(true);
    }
  }
} finally {
  await db.close();
}
