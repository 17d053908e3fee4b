import { loadConfig, processEnv } from '@sokoni/platform/config';
import { runUntilSignal } from '@sokoni/platform/http';
import { configureProcessLogger } from '@sokoni/platform/observability';
import { bootStandalone } from './boot.js';
import { standaloneConfigSchema } from './standalone.config.js';

const env = processEnv();
const config = loadConfig(standaloneConfigSchema, env, { service: 'standalone' });
configureProcessLogger({ service: 'standalone', level: config.LOG_LEVEL });

// Every app closes in its order on SIGTERM/SIGINT (gateway first), under one deadline.
const app = await runUntilSignal(
  async () => {
    const run = await bootStandalone(config, env);
    return { ...run, close: () => run.stop() };
  },
  { service: 'standalone', config },
);
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
    ...(config.METRICS_PORT ? [`    metrics         http://localhost:${config.METRICS_PORT}/metrics`] : []),
    `    database        ${embedded ? `embedded PGlite in ${config.DATA_DIR}/pglite` : 'DATABASE_URL'}`,
    `    events          ${config.KAFKA_BROKERS ? `Kafka ${config.KAFKA_BROKERS.join(',')}` : 'in-process'}`,
    `    cache           ${config.REDIS_URL ? 'Redis' : 'in-memory'}`,
    `    e-mail          ${config.SMTP_URL ? 'SMTP' : `dev mailbox: ${config.DATA_DIR === 'memory://' ? 'in the database only' : app.mailboxDir} (and the back office's e-mails page)`}`,
    '',
    '  Create the first admin: npm run create-admin -- --email you@example.com --password "a long passphrase"',
    '',
  ].join('\n') + '\n',
);
