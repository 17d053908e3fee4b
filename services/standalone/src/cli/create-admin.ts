import { NestFactory } from '@nestjs/core';
import { parseArgs } from 'node:util';
import { CreateAdmin, IdentityModule, identityConfigSchema } from '@sokoni/identity';
import { loadConfig, processEnv } from '@sokoni/platform/config';
import { ProblemException } from '@sokoni/platform/errors';
import { InProcessTransport } from '@sokoni/platform/events';
import { configureProcessLogger } from '@sokoni/platform/observability';
import { standaloneConfigSchema } from '../standalone.config.js';
import { commandDatabase } from './embedded-or-configured.js';

const USAGE =
  'usage: npm run create-admin -- --email E [--password P] [--name "Full Name"] [--business "Company"] [--country KE]';

/**
 * Creates the first admin, or promotes an existing account (DESIGN §5: never by self-registration).
 * Its events (registered / role changed) wait in identity's outbox and are published by the
 * running service — immediately if Sokoni is up, otherwise at its next start.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      business: { type: 'string' },
      country: { type: 'string' },
    },
  });
  if (!values.email) {
    console.error(USAGE);
    return 2;
  }
  const env = processEnv();
  const standalone = loadConfig(standaloneConfigSchema, env, { service: 'create-admin' });
  configureProcessLogger({ service: 'create-admin', level: 'warn' });
  const db = await commandDatabase(standalone);
  try {
    const config = loadConfig(identityConfigSchema, {
      ...env,
      DATABASE_URL: db.url,
      LOG_LEVEL: 'warn',
      DB_POOL_MAX: '2',
    });
    const app = await NestFactory.createApplicationContext(
      IdentityModule.forRoot({ config, transport: new InProcessTransport(), relay: false }),
      { logger: ['error', 'warn'] },
    );
    try {
      const { user, outcome } = await app.get(CreateAdmin).execute({
        email: values.email,
        password: values.password,
        fullName: values.name,
        businessName: values.business,
        country: values.country?.toUpperCase(),
      });
      const said = {
        created: 'Created admin',
        promoted: 'Promoted to admin:',
        unchanged: 'Already an admin:',
      }[outcome];
      console.log(`${said} ${user.email} (${user.id}).`);
      return 0;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ProblemException)
      console.error(`create-admin: refused (${err.code}): ${JSON.stringify(err.args ?? {})}`);
    else console.error(`create-admin: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
