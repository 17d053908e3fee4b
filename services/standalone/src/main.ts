import { loadConfig, processEnv } from '@sokoni/platform/config';
import { configureProcessLogger } from '@sokoni/platform/observability';
import { bootStandalone } from './boot.js';
import { standaloneConfigSchema } from './standalone.config.js';

const env = processEnv();
const config = loadConfig(standaloneConfigSchema, env, { service: 'standalone' });
configureProcessLogger({ service: 'standalone', level: config.LOG_LEVEL });

const app = await bootStandalone(config, env);
const embedded = !config.DATABASE_URL;
process.stdout.write(
  [
    '',
    `  Sokoni is running on ${app.url}`,
    `    storefront      ${app.url}/`,
    `    back office     ${app.url}/admin/`,
    `    API             ${app.url}/api/v1`,
    `    API docs        ${app.url}/api/docs`,
    `    health          ${app.url}/api/v1/health`,
    `    database        ${embedded ? `embedded PGlite in ${config.DATA_DIR}/pglite` : 'DATABASE_URL'}`,
    `    events          ${config.KAFKA_BROKERS ? `Kafka ${config.KAFKA_BROKERS.join(',')}` : 'in-process'}`,
    `    cache           ${config.REDIS_URL ? 'Redis' : 'in-memory'}`,
    `    e-mail          ${config.SMTP_URL ? 'SMTP' : `dev mailbox: ${config.DATA_DIR === 'memory://' ? 'in the database only' : app.mailboxDir} (and the back office's e-mails page)`}`,
    '',
    '  Create the first admin: npm run create-admin -- --email you@example.com --password "a long passphrase"',
    '',
  ].join('\n') + '\n',
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
