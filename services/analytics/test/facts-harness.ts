import { MembershipPlan, Role, timestampFromDate, type PayloadInit, type TopicName } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import {
  createTestDatabaseOrSkip,
  publishAs,
  startServiceForTest,
  type ServiceTestApp,
  type TestDatabase,
} from '@sokoni/platform/testing';
import { AnalyticsModule, analyticsConfigSchema, type AnalyticsConfig } from '../src/index.js';

export const freshDatabase = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_analytics_facts_test');

export interface FactRow {
  name: string;
  user_id: string | null;
  seller_id: string | null;
  product_id: string | null;
  country: string;
  category: string;
  amount_usd: string;
  props: Record<string, unknown>;
}

export interface FactsHarness {
  app: ServiceTestApp<AnalyticsConfig>;
  /** Another service's event as its outbox relay sends it; resolves once both consumer groups handled it. */
  publish<T extends TopicName>(
    topic: T,
    payload: PayloadInit<T>,
    o?: { id?: string; key?: string; occurredAt?: Date },
  ): Promise<string>;
  /** The server facts about `subject` (a user, seller or product id), oldest first. */
  facts(subject: string): Promise<FactRow[]>;
  /** Categories the harness created: agriculture, agriculture/coffee, beverages. */
  categories: { agriculture: string; coffee: string; beverages: string };
  /** A catalogue.product.* payload; a product under agriculture/coffee carries that category's id. */
  product(
    sellerId: string,
    path: string,
    productId?: string,
  ): { product: ProductInit & { productId: string } };
  /** A registered user (identity's event) with a country. */
  user(role: 'buyer' | 'seller', country?: string): Promise<string>;
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
  stop(): Promise<void>;
}

const ROLES = { buyer: Role.BUYER, seller: Role.SELLER } as const;

type ProductInit = NonNullable<PayloadInit<'catalogue.product.published.v1'>['product']>;
export const names = (rows: FactRow[]): string[] => rows.map((r) => r.name);
export const category = (categoryId: string, path: string) => ({
  category: { categoryId, slug: path.split('/').at(-1)!, path, names: { en: path } },
});

/** The catalogue's FX table: KES at `kesPerUsd`, TND at 3.1 (3 minor digits). */
export const fxTable = (
  version: bigint,
  kesPerUsd: string,
  at: Date,
): PayloadInit<'catalogue.fx_rates.published.v1'> => ({
  version,
  effectiveAt: timestampFromDate(at),
  digest: `v${version}`,
  rates: [
    { currency: 'USD', perUsd: '1', minorDigits: 2 },
    { currency: 'KES', perUsd: kesPerUsd, minorDigits: 2 },
    { currency: 'TND', perUsd: '3.1', minorDigits: 3 },
  ],
});

/** The analytics service alone, on a fresh database, fed through its in-process transport. */
export async function startFacts(db: TestDatabase): Promise<FactsHarness> {
  const app = await startServiceForTest({
    service: 'analytics',
    configSchema: analyticsConfigSchema,
    db,
    sqlPoolMax: 2,
    module: (parts) => AnalyticsModule.forRoot({ ...parts, ownsTransport: false }),
  });
  const publish: FactsHarness['publish'] = (topic, payload, o = {}) =>
    publishAs(app.transport, topic, payload, { producer: topic.split('.')[0]!, ...o });
  const query = async <R>(sql: string, params: unknown[] = []): Promise<R[]> =>
    (await app.sql.query(sql, params)).rows as R[];
  const categories = { agriculture: uuidv7(), coffee: uuidv7(), beverages: uuidv7() };
  // KES at 150 per USD (version 2); an older table delivered late must change nothing.
  await publish('catalogue.fx_rates.published.v1', fxTable(2n, '150', new Date(Date.now() - 60_000)));
  await publish('catalogue.fx_rates.published.v1', fxTable(1n, '100', new Date(Date.now() - 3_600_000)));
  await publish('catalogue.category.created.v1', category(categories.agriculture, 'agriculture'));
  await publish('catalogue.category.created.v1', category(categories.coffee, 'agriculture/coffee'));
  await publish('catalogue.category.created.v1', category(categories.beverages, 'beverages'));
  return {
    app,
    publish,
    categories,
    product: (sellerId, path, productId = uuidv7()) => ({
      product: {
        productId,
        sellerId,
        title: `Product in ${path}`,
        categoryId: path === 'agriculture/coffee' ? categories.coffee : '',
        categorySlugPath: path,
      },
    }),
    query,
    facts: (subject) =>
      query<FactRow>(
        `select name, user_id, seller_id, product_id, country, category, amount_usd::text, props
         from analytics.event where source = 'server' and $1 in (user_id, seller_id, product_id) order by seq`,
        [subject],
      ),
    async user(role, country = 'KE') {
      const userId = uuidv7();
      await publish('identity.user.registered.v1', {
        userId,
        email: `${userId}@example.com`,
        fullName: 'Test user',
        role: ROLES[role],
        country,
        locale: 'en',
        source: 'self',
      });
      if (role === 'seller')
        await publish('identity.membership.plan_changed.v1', {
          userId,
          oldPlan: MembershipPlan.UNSPECIFIED,
          newPlan: MembershipPlan.STARTER,
          feeBasisPoints: 500,
          changedAt: timestampFromDate(new Date()),
          source: 'registration',
        });
      return userId;
    },
    stop: app.stop,
  };
}
