import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CONFIG } from '@sokoni/platform/config';
import { EventOutbox, OutboxRelay } from '@sokoni/platform/events';
import type { CatalogueConfig } from '../catalogue.config.js';
import { ReadCache } from './read-cache.js';

/**
 * The catalogue's topics that change what anonymous readers see. Not search.performed (a read,
 * written every second while people search) nor the dead-letter ones.
 */
const CHANGES = /^catalogue\.(product|category|fx_rates|bulk_import)\./;

/**
 * Makes the read caches (one per kind of read) and drops them all twice for each of this process's
 * change events: when the event is written (so the answer to the writer's request is followed by
 * fresh reads), and when the relay publishes it, just after the commit (a read that ran between the
 * two saw the data before the change and must not stay). Other replicas' changes, and changes that
 * raise no event (stock from trade, supplier verification), show within CATALOGUE_READ_CACHE_MS.
 */
@Injectable()
export class ReadCaches implements OnModuleInit, OnModuleDestroy {
  private readonly caches: ReadCache<unknown>[] = [];
  private unsubscribe: (() => void)[] = [];

  constructor(
    @Inject(CONFIG) private readonly config: CatalogueConfig,
    private readonly outbox: EventOutbox,
    private readonly relay: OutboxRelay,
  ) {}

  create<V>(maxEntries?: number): ReadCache<V> {
    const cache = new ReadCache<V>(this.config.CATALOGUE_READ_CACHE_MS, maxEntries);
    this.caches.push(cache);
    return cache;
  }

  onModuleInit(): void {
    this.unsubscribe = [
      this.outbox.onAdded((topic) => {
        if (topic && CHANGES.test(topic)) this.invalidate();
      }),
      this.relay.onPublished((topics) => {
        for (const topic of topics) if (CHANGES.test(topic)) return this.invalidate();
      }),
    ];
  }

  onModuleDestroy(): void {
    this.unsubscribe.forEach((stop) => stop());
  }

  invalidate(): void {
    for (const cache of this.caches) cache.invalidate();
  }
}
