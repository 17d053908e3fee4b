import cookieParser from 'cookie-parser';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// The schema alone: the gateway runs on its own thread (gateway-thread.ts).
import { gatewayConfigSchema } from '@sokoni/gateway/config';
import { CartModule, cartConfigSchema } from '@sokoni/cart';
import { TradeModule, tradeConfigSchema } from '@sokoni/trade';
import { MessagingModule, messagingConfigSchema } from '@sokoni/messaging';
import { CatalogueModule, catalogueConfigSchema } from '@sokoni/catalogue';
import { IdentityModule, identityConfigSchema } from '@sokoni/identity';
import { AnalyticsModule, analyticsConfigSchema } from '@sokoni/analytics';
import { AuditModule, auditConfigSchema } from '@sokoni/audit';
import { NotificationsModule, notificationsConfigSchema } from '@sokoni/notifications';
import { loadConfig, type Env } from '@sokoni/platform/config';
import { createEventTransport, InProcessTransport, type EventTransport } from '@sokoni/platform/events';
import { appUrl, createServiceApp, foregroundActivity } from '@sokoni/platform/http';
import { addMetricsSource, holdMetricsListener } from '@sokoni/platform/observability';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@sokoni/platform/db';
import { pgliteDir, readRuntimeInfo, removeRuntimeInfo, writeRuntimeInfo } from './runtime-file.js';
import type { StandaloneConfig } from './standalone.config.js';
import { startGateway } from './gateway-thread.js';
import { freePort } from './free-port.js';

// services/standalone/{src,dist}/boot.* → the repository root.
const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface Standalone {
  /** The gateway's URL: the one address users and front ends use. */
  url: string;
  databaseUrl: string;
  mailboxDir: string;
  services: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Boots every service and the gateway in this process (DESIGN §2). Each service is its own Nest app
 * on a loopback port with its own settings, exactly as it would run alone; only the wiring between
 * them (database URL, event transport, service URLs) is decided here.
 */
export async function bootStandalone(config: StandaloneConfig, baseEnv: Env): Promise<Standalone> {
  const started: { close(): Promise<void> }[] = [];
  let embedded: EmbeddedPostgres | undefined;
  const dataDir = resolve(config.DATA_DIR);
  const mailboxDir = join(dataDir, 'mailbox');
  // One process: consumers wait (a second at most) while requests are being answered.
  const shared = config.KAFKA_BROKERS
    ? undefined
    : new InProcessTransport({ foreground: foregroundActivity });
  const transportFor = (service: string): EventTransport =>
    shared ??
    createEventTransport({
      clientId: `sokoni-${service}`,
      kafkaBrokers: config.KAFKA_BROKERS,
      kafkaIdempotent: config.KAFKA_IDEMPOTENT,
    });

  // The gateway's own settings are checked before any service boots, so a bad one fails at once
  // rather than after every service has started (its service addresses are only known later).
  const placeholder = 'http://127.0.0.1:1';
  loadConfig(
    gatewayConfigSchema,
    {
      ...baseEnv,
      PORT: undefined,
      IDENTITY_URL: placeholder,
      CATALOGUE_URL: placeholder,
      CART_URL: placeholder,
      NOTIFICATIONS_URL: placeholder,
      AUDIT_URL: placeholder,
    },
    { service: 'gateway' },
  );

  let release: (() => void) | undefined;
  try {
    const persistent = !config.DATABASE_URL && config.DATA_DIR !== 'memory://';
    if (persistent) {
      const other = await readRuntimeInfo(dataDir);
      if (other)
        throw new Error(`Sokoni already runs on ${other.url} (pid ${other.pid}) with the data in ${dataDir}`);
    }
    if (!config.DATABASE_URL)
      embedded = await startEmbeddedPostgres(persistent ? pgliteDir(dataDir) : 'memory://');
    const databaseUrl = config.DATABASE_URL ?? embedded!.url;
    // One metrics listener for the process, on the run's own HOST (the services bind to loopback),
    // opened first and closed last; every app joins it with its `service` label.
    if (config.METRICS_PORT) {
      const release = await holdMetricsListener(config.METRICS_PORT, config.HOST);
      started.push({ close: release });
    }
    await shared?.connect();
    // Nothing is published until every consumer has subscribed (see InProcessTransport.hold).
    release = shared?.hold();

    // The gateway's port is settled first: e-mail links are built from it before it listens.
    const port = config.PORT === 0 ? await freePort() : config.PORT;
    const publicUrl = config.PUBLIC_URL ?? `http://localhost:${port}`;
    const common: Env = {
      ...baseEnv,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: config.LOG_LEVEL,
      HOST: '127.0.0.1',
      // Services listen on free loopback ports chosen here; only the gateway takes the public PORT.
      PORT: undefined,
      // One embedded database serves every service; small pools keep its queue short.
      DB_POOL_MAX: embedded ? '3' : baseEnv.DB_POOL_MAX,
    };

    // The demo accounts (README) come with the demo catalogue on a first start.
    const identityConfig = loadConfig(
      identityConfigSchema,
      {
        ...common,
        SEED_DEMO_DATA: baseEnv.SEED_DEMO_DATA ?? 'true',
        // Supplier verification documents: private, never under catalogue's public uploads.
        STORAGE_DIR:
          baseEnv.VERIFICATION_DOCUMENTS_DIR ??
          join(config.DATA_DIR === 'memory://' ? tmpdir() : dataDir, 'verification-documents'),
        // Seals the signing keys unless SIGNING_KEY_ENCRYPTION_KEY is set: made once, kept with the data.
        SIGNING_KEY_ENCRYPTION_KEY_FILE:
          baseEnv.SIGNING_KEY_ENCRYPTION_KEY_FILE ??
          join(config.DATA_DIR === 'memory://' ? tmpdir() : dataDir, 'signing-key-encryption.key'),
      },
      { service: 'identity' },
    );
    const identity = await createServiceApp(
      IdentityModule.forRoot({
        config: identityConfig,
        transport: transportFor('identity'),
        ownsTransport: !shared,
      }),
      {
        title: 'Sokoni identity',
        config: identityConfig,
        port: 0,
        configure: (app) => app.use(cookieParser()),
      },
    );
    started.push(identity);
    const identityUrl = appUrl(identity);

    const catalogueConfig = loadConfig(
      catalogueConfigSchema,
      {
        ...common,
        STORAGE_DIR:
          baseEnv.STORAGE_DIR ?? join(config.DATA_DIR === 'memory://' ? tmpdir() : dataDir, 'uploads'),
        // The first start of the standalone run loads the demo catalogue (an empty catalogue only).
        SEED_DEMO_DATA: baseEnv.SEED_DEMO_DATA ?? 'true',
      },
      { service: 'catalogue' },
    );
    const catalogue = await createServiceApp(
      CatalogueModule.forRoot({
        config: catalogueConfig,
        transport: transportFor('catalogue'),
        ownsTransport: !shared,
        jwksUrl: `${identityUrl}/.well-known/jwks.json`,
      }),
      { title: 'Sokoni catalogue', config: catalogueConfig, port: 0 },
    );
    started.push(catalogue);

    // The cart's product model is fed by catalogue's events; it subscribes before the bus is released.
    const cartConfig = loadConfig(cartConfigSchema, common, { service: 'cart' });
    const cart = await createServiceApp(
      CartModule.forRoot({
        config: cartConfig,
        transport: transportFor('cart'),
        ownsTransport: !shared,
        jwksUrl: `${identityUrl}/.well-known/jwks.json`,
      }),
      { title: 'Sokoni cart', config: cartConfig, port: 0 },
    );
    started.push(cart);

    // Trade's products, rates and plans come from catalogue's and identity's events, like the cart's.
    const tradeConfig = loadConfig(
      tradeConfigSchema,
      {
        ...common,
        // Shipping documents and dispute evidence: private, never under catalogue's public uploads.
        STORAGE_DIR:
          baseEnv.TRADE_DOCUMENTS_DIR ??
          join(config.DATA_DIR === 'memory://' ? tmpdir() : dataDir, 'trade-documents'),
        // Seals sellers' payout numbers unless PAYOUT_DATA_ENCRYPTION_KEY is set: made once, kept with the data.
        PAYOUT_DATA_ENCRYPTION_KEY_FILE:
          baseEnv.PAYOUT_DATA_ENCRYPTION_KEY_FILE ??
          join(config.DATA_DIR === 'memory://' ? tmpdir() : dataDir, 'payout-data-encryption.key'),
      },
      { service: 'trade' },
    );
    const trade = await createServiceApp(
      TradeModule.forRoot({
        config: tradeConfig,
        transport: transportFor('trade'),
        ownsTransport: !shared,
        jwksUrl: `${identityUrl}/.well-known/jwks.json`,
      }),
      { title: 'Sokoni trade', config: tradeConfig, port: 0 },
    );
    started.push(trade);

    // Messaging's names, products, RFQs and orders come from identity's, catalogue's and trade's events.
    const messagingConfig = loadConfig(
      messagingConfigSchema,
      {
        ...common,
        // Message attachments: private to the conversation's parties, never under catalogue's public uploads.
        STORAGE_DIR:
          baseEnv.MESSAGE_ATTACHMENTS_DIR ??
          join(config.DATA_DIR === 'memory://' ? tmpdir() : dataDir, 'message-attachments'),
      },
      { service: 'messaging' },
    );
    const messaging = await createServiceApp(
      MessagingModule.forRoot({
        config: messagingConfig,
        transport: transportFor('messaging'),
        ownsTransport: !shared,
        jwksUrl: `${identityUrl}/.well-known/jwks.json`,
      }),
      { title: 'Sokoni messaging', config: messagingConfig, port: 0 },
    );
    started.push(messaging);

    const notificationsConfig = loadConfig(
      notificationsConfigSchema,
      {
        ...common,
        DEV_MAILBOX_DIR:
          baseEnv.DEV_MAILBOX_DIR ?? (config.DATA_DIR === 'memory://' ? undefined : mailboxDir),
        // Signs the e-mails' unsubscribe links unless UNSUBSCRIBE_LINK_KEY is set: made once, kept with the data.
        UNSUBSCRIBE_LINK_KEY_FILE:
          baseEnv.UNSUBSCRIBE_LINK_KEY_FILE ??
          join(config.DATA_DIR === 'memory://' ? tmpdir() : dataDir, 'unsubscribe-link.key'),
      },
      { service: 'notifications' },
    );
    const notifications = await createServiceApp(
      NotificationsModule.forRoot({
        config: notificationsConfig,
        transport: transportFor('notifications'),
        ownsTransport: !shared,
        jwksUrl: `${identityUrl}/.well-known/jwks.json`,
      }),
      { title: 'Sokoni notifications', config: notificationsConfig, port: 0 },
    );
    started.push(notifications);

    // Analytics rolls up every service's domain events and the storefront's tracked events.
    const analyticsConfig = loadConfig(analyticsConfigSchema, common, { service: 'analytics' });
    const analytics = await createServiceApp(
      AnalyticsModule.forRoot({
        config: analyticsConfig,
        transport: transportFor('analytics'),
        ownsTransport: !shared,
        jwksUrl: `${identityUrl}/.well-known/jwks.json`,
      }),
      { title: 'Sokoni analytics', config: analyticsConfig, port: 0 },
    );
    started.push(analytics);

    // Audit consumes every topic; it subscribes before the bus is released, so it misses nothing.
    const auditConfig = loadConfig(auditConfigSchema, common, { service: 'audit' });
    const audit = await createServiceApp(
      AuditModule.forRoot({
        config: auditConfig,
        transport: transportFor('audit'),
        ownsTransport: !shared,
        jwksUrl: `${identityUrl}/.well-known/jwks.json`,
      }),
      { title: 'Sokoni audit', config: auditConfig, port: 0 },
    );
    started.push(audit);
    const services = {
      identity: identityUrl,
      catalogue: appUrl(catalogue),
      cart: appUrl(cart),
      trade: appUrl(trade),
      messaging: appUrl(messaging),
      analytics: appUrl(analytics),
      notifications: appUrl(notifications),
      audit: appUrl(audit),
    };

    const gatewayConfig = loadConfig(
      gatewayConfigSchema,
      {
        ...common,
        HOST: config.HOST,
        IDENTITY_URL: services.identity,
        CATALOGUE_URL: services.catalogue,
        CART_URL: services.cart,
        TRADE_URL: services.trade,
        MESSAGING_URL: services.messaging,
        ANALYTICS_URL: services.analytics,
        NOTIFICATIONS_URL: services.notifications,
        AUDIT_URL: services.audit,
        // The two front ends, when built (`npm run build`), from this checkout.
        WEB_DIR: baseEnv.WEB_DIR ?? join(REPO_ROOT, 'web', 'dist'),
        ADMIN_DIR: baseEnv.ADMIN_DIR ?? join(REPO_ROOT, 'admin', 'dist'),
      },
      { service: 'gateway' },
    );
    const gateway = await startGateway(gatewayConfig, port);
    started.push({ close: () => gateway.stop() });
    // On its own thread, the gateway's metrics are fetched from there (on this one it joined itself).
    const gatewayMetrics = gateway.metrics?.bind(gateway);
    if (config.METRICS_PORT && gatewayMetrics) {
      const remove = addMetricsSource(gatewayMetrics);
      started.push({ close: () => Promise.resolve(remove()) });
    }

    release?.();
    const url = gateway.url.replace('127.0.0.1', 'localhost');
    if (persistent) await writeRuntimeInfo(dataDir, { pid: process.pid, databaseUrl, url });
    const stop = async () => {
      if (persistent) await removeRuntimeInfo(dataDir);
      for (const app of started.reverse()) await app.close();
      await shared?.disconnect();
      await embedded?.stop();
    };
    return { url, databaseUrl, mailboxDir, services, stop };
  } catch (err) {
    // A relay waiting at the held bus would keep its app from closing: open it before closing them.
    release?.();
    for (const app of started.reverse()) await app.close().catch(() => undefined);
    await shared?.disconnect().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw err;
  }
}
