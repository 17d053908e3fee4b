import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { isbot } from 'isbot';
import { CONFIG } from '@sokoni/platform/config';
import type { AnalyticsConfig } from '../analytics.config.js';
import { SCHEMA } from '../analytics.schema.js';
import type { EventRow } from '../events/event-row.js';
import { insertEvents } from '../events/event-writer.js';
import { asksNotToBeTracked } from '../events/privacy-signal.js';
import { trackedUser } from '../experiments/assignment-store.js';
import { ExperimentTracking } from '../experiments/experiment-tracking.js';
import { parseBatch, type BrowserBatch } from './event-batch.js';

/** What the request says about the sender, read before the body is looked at. */
export interface Sender {
  /** The signed-in user (a token sent to this public route), or null. */
  userId: string | null;
  doNotTrack?: string;
  globalPrivacyControl?: string;
  userAgent?: string;
}

export interface IngestResult {
  accepted: number;
}

const NOTHING: IngestResult = { accepted: 0 };
const ENRICHED: ReadonlySet<string> = new Set(['product_view', 'add_to_cart']);

/**
 * Stores a batch of the storefront's tracked events (DESIGN §5b): nothing from a browser that asks
 * not to be tracked or from a crawler, the whole batch or nothing otherwise, enriched with what
 * dashboards slice by (the user — from the token, else from the anonymous id's sign-in link — and
 * their country, the product's seller and category), and handed to the
 * experiments in the same transaction so exposures and conversions commit with their events.
 */
@Injectable()
export class IngestBatch {
  constructor(
    private readonly orm: MikroORM,
    @Inject(CONFIG) private readonly config: AnalyticsConfig,
    private readonly experiments: ExperimentTracking,
  ) {}

  async execute(sender: Sender, body: unknown): Promise<IngestResult> {
    // Accepted, not refused: the browser has nothing to retry, and a crawler learns nothing.
    if (optedOut(sender) || isCrawler(sender.userAgent)) return NOTHING;
    const batch = parseBatch(body, { maxBatch: this.config.ANALYTICS_MAX_BATCH, now: new Date() });
    return this.orm.em.fork().transactional(async (em) => {
      // A token says who; without one (a beacon), the sign-in that linked this anonymous id does.
      const userId = sender.userId ?? (await trackedUser(em, batch.anonymousId));
      const rows = await this.enrich(em, userId, batch);
      await insertEvents(em, rows);
      await this.experiments.onBrowserEvents(em, {
        anonymousId: batch.anonymousId,
        userId,
        events: batch.events.map(({ name, occurredAt, properties }) => ({ name, occurredAt, properties })),
      });
      return { accepted: rows.length };
    });
  }

  private async enrich(em: EntityManager, userId: string | null, batch: BrowserBatch): Promise<EventRow[]> {
    const country = userId ? await countryOf(em, userId) : '';
    const productIds = [
      ...new Set(
        batch.events.filter((e) => ENRICHED.has(e.name)).map((e) => e.properties.productId as string),
      ),
    ];
    const products = await productsOf(em, productIds);
    return batch.events.map((e) => {
      const productId = ENRICHED.has(e.name) ? (e.properties.productId as string) : null;
      const product = productId ? products.get(productId) : undefined;
      return {
        occurredAt: e.occurredAt,
        source: 'browser',
        name: e.name,
        anonymousId: batch.anonymousId,
        userId,
        country,
        category: product?.category ?? '',
        sellerId: product?.sellerId ?? null,
        productId,
        props: { ...e.properties, path: e.path },
      } satisfies EventRow;
    });
  }
}

function optedOut(sender: Sender): boolean {
  return asksNotToBeTracked(sender.doNotTrack, sender.globalPrivacyControl);
}

/** No User-Agent at all is a script, not a browser running the storefront. */
function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}

async function countryOf(em: EntityManager, userId: string): Promise<string> {
  const rows = await em.execute<{ country: string }[]>(
    `select country from ${SCHEMA}.user_profile where id = ?`,
    [userId],
  );
  return rows[0]?.country ?? '';
}

async function productsOf(
  em: EntityManager,
  ids: readonly string[],
): Promise<Map<string, { sellerId: string; category: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<{ id: string; seller_id: string; category: string }[]>(
    `select id, seller_id, category from ${SCHEMA}.product where id = any(array[?]::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { sellerId: r.seller_id, category: r.category }]));
}
