import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { z } from 'zod';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  decodeEnvelope,
  decodePayload,
  type PayloadInit,
  type PayloadOf,
  type TopicName,
} from '@sokoni/contracts';
import {
  databaseSettings,
  eventSettings,
  httpSettings,
  logSettings,
  redisSettings,
} from '@sokoni/platform/config';
import type { EventTransport } from '@sokoni/platform/events';
import { servicePlatform } from '@sokoni/platform/service';
import {
  createTestDatabaseOrSkip,
  publishAs,
  startServiceForTest,
  type TestDatabase,
} from '@sokoni/platform/testing';
import { CATALOG_CONTROLLERS, CATALOG_ENTITIES, CATALOG_PROVIDERS } from '../src/catalog/index.js';
import { INVENTORY_CONTROLLERS, INVENTORY_ENTITIES, INVENTORY_PROVIDERS } from '../src/inventory/index.js';
import { Migration20261124000200Catalog } from '../src/migrations/migration-20261124000200-catalog.js';
import { Migration20261124000300Inventory } from '../src/migrations/migration-20261124000300-inventory.js';
import { Migration20261226090000RfqMatching } from '../src/migrations/migration-20261226090000-rfq-matching.js';
import { SCHEMA } from '../src/trade.schema.js';

/**
 * Trade's catalog read models and stock, booted the way a service boots (servicePlatform: the event
 * tables' migrations, outbox, inbox, @OnEvent consumers, token checks, problem+json) on a fresh
 * real PostgreSQL database, before the trade app itself exists. Tests publish catalogue events on
 * the in-process transport, call the use-cases through the app's providers, talk HTTP to the stock
 * routes and read the database directly.
 */

const configSchema = z.object({
  ...httpSettings(3004).shape,
  ...databaseSettings.shape,
  ...eventSettings.shape,
  ...redisSettings.shape,
  ...logSettings.shape,
});
type Config = z.output<typeof configSchema>;

@Module({})
class ReadModelsTestModule {
  static forRoot(o: { config: Config; transport: EventTransport; jwksUrl: string }): DynamicModule {
    return {
      module: ReadModelsTestModule,
      imports: servicePlatform({
        service: 'trade',
        config: o.config,
        schema: SCHEMA,
        entities: [...CATALOG_ENTITIES, ...INVENTORY_ENTITIES],
        migrations: [
          Migration20261124000200Catalog,
          Migration20261124000300Inventory,
          Migration20261226090000RfqMatching,
        ],
        transport: o.transport,
        ownsTransport: false,
        i18nDir: join(import.meta.dirname, '..', 'src', 'i18n'),
        auth: { jwksUrl: o.jwksUrl },
      }),
      controllers: [...CATALOG_CONTROLLERS, ...INVENTORY_CONTROLLERS],
      providers: [...CATALOG_PROVIDERS, ...INVENTORY_PROVIDERS],
    };
  }
}

export const freshDatabase = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_trade_test');

export interface ApiInit extends RequestInit {
  json?: unknown;
  token?: string;
  lang?: string;
}

/** Test bodies are read loosely: the assertions say what they must hold. */
export interface TestResponse extends Response {
  json(): Promise<any>;
}

export interface ReadModelsHarness {
  orm: MikroORM;
  get<T>(type: abstract new (...args: never[]) => T): T;
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  api(path: string, init?: ApiInit): Promise<TestResponse>;
  token(role: 'buyer' | 'seller' | 'both' | 'admin', sub: string): Promise<string>;
  /** Publishes as catalogue's relay would; resolves once every consumer group handled it. */
  publish<T extends TopicName>(
    topic: T,
    payload: PayloadInit<T>,
    o?: { occurredAt?: Date; id?: string; key?: string },
  ): Promise<string>;
  /** Decoded events in trade's outbox, oldest first. */
  outbox<T extends TopicName>(topic: T): Promise<{ key: string; payload: PayloadOf<T> }[]>;
  stop(): Promise<void>;
}

export async function startReadModels(db: TestDatabase): Promise<ReadModelsHarness> {
  const h = await startServiceForTest({
    service: 'trade',
    configSchema,
    db,
    env: { DB_POOL_MAX: '12' },
    sqlPoolMax: 3,
    module: (parts) => ReadModelsTestModule.forRoot(parts),
  });
  const sql: ReadModelsHarness['sql'] = async (text, params) => (await h.sql.query(text, params)).rows;
  return {
    orm: h.app.get(MikroORM),
    get: (type) => h.app.get(type),
    sql,
    api(path, init = {}) {
      const { json, token, lang, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (lang) headers.set('accept-language', lang);
      return fetch(`${h.url}${path}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
    token: (role, sub) => h.issuer.sign({ role, sub, expiresIn: '5m' }),
    publish: (topic, payload, o = {}) =>
      publishAs(h.transport, topic, payload, {
        producer: 'catalogue',
        id: o.id,
        key: o.key ?? 'test',
        occurredAt: o.occurredAt,
      }),
    async outbox(topic) {
      const rows = await sql<{ key: string; value: Buffer }>(
        `select key, value from ${SCHEMA}.outbox where topic = $1 order by id`,
        [topic],
      );
      return rows.map((r) => ({
        key: r.key,
        payload: decodePayload(topic, decodeEnvelope(new Uint8Array(r.value)).payload),
      }));
    },
    stop: h.stop,
  };
}

/** The plain-object branch of a protobuf init type (not the already-built message). */
export type InitShape<T> = Extract<T, { $typeName?: undefined }>;
type SnapshotInit = InitShape<NonNullable<PayloadInit<'catalogue.product.published.v1'>['product']>>;

/** A catalogue product snapshot as its events carry it; tests override what they look at. */
export function snapshot(
  productId: string,
  sellerId: string,
  over: Partial<SnapshotInit> = {},
): SnapshotInit {
  return {
    productId,
    sellerId,
    title: 'Grade A fermented cocoa beans',
    categoryId: '01960000-0000-7000-8000-00000000ca7e',
    categorySlugPath: 'agriculture/cocoa',
    currency: 'GHS',
    priceTiers: [
      { minQuantity: 5n, unitPriceMinor: 3_000_000n },
      { minQuantity: 20n, unitPriceMinor: 2_900_000n },
    ],
    unit: 'tonne',
    minOrderQuantity: 5n,
    imageUrls: ['https://sokoni.test/media/cocoa.jpg'],
    originCountry: 'GH',
    readyToShip: true,
    leadTimeDays: 14,
    incoterms: ['FOB'],
    ...over,
  };
}
