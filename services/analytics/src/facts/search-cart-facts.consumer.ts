import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { normaliseSearchQuery } from '@sokoni/contracts';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { insertEvents } from '../events/event-writer.js';
import type { EventRow } from '../events/event-row.js';
import { rootSlug } from '../read-models/read-model-writes.js';
import { countryOf, productOf, usdCents, uuidOrNull } from './fact-lookups.js';
import { on } from './facts.consumer.js';

type Fact = Omit<EventRow, 'occurredAt' | 'source'>;

/** Bounds on what another service's event may put in a fact's properties. */
const MAX_PATH = 200;
const MAX_WORD = 16;
const MAX_FILTERS = 8;
const COUNTRY = /^[A-Z]{2}$/;

const word = (s: string): string => s.trim().slice(0, MAX_WORD);

/**
 * Searches and cart changes as the services saw them (source 'server'): every search the catalogue
 * served and every add to a cart, whether or not the visitor let the storefront's tracker run.
 *
 * Their names differ from the tracker's (`search`, `add_to_cart`) on purpose: the two are different
 * measures of the same actions, and the rollups count each name on its own, so neither is ever
 * added to the other. The funnel and visitor figures stay the tracker's alone (rollup rules with
 * source 'browser': they need the visitor's anonymous id, which a server fact never has); searches
 * and cart activity in volume and value are these (see README, "Which source counts what").
 */
@Injectable()
export class SearchCartFactsConsumer {
  private readonly log = new Logger(SearchCartFactsConsumer.name);

  /**
   * One fact per search, with no one behind it (the event names nobody). The query is normalised
   * and redacted again, whatever the producer did: analytics never stores an address someone typed.
   * A later page is not a new search (the catalogue does not send one; one sent anyway is ignored).
   */
  @OnEvent('catalogue.search.performed.v1', on)
  async searchPerformed(e: DomainEvent<'catalogue.search.performed.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    if (p.page > 1) return;
    const total = Number(p.total);
    const corrected = p.correctedQuery ? normaliseSearchQuery(p.correctedQuery) : '';
    const categoryPath = p.categoryPath.trim().toLowerCase().slice(0, MAX_PATH);
    const country = p.country.trim().toUpperCase();
    await this.write(em, e, {
      name: 'search_performed',
      // The searcher's country is unknown: the country filter is the products' origin, not theirs.
      country: '',
      category: categoryPath ? rootSlug(categoryPath) : '',
      props: {
        query: normaliseSearchQuery(p.query),
        resultCount: total,
        zeroResults: total === 0,
        ...(p.totalEstimated ? { estimated: true } : {}),
        ...(corrected ? { correctedQuery: corrected } : {}),
        ...(categoryPath ? { categoryPath } : {}),
        ...(COUNTRY.test(country) ? { countryFilter: country } : {}),
        ...(p.otherFilters.length > 0 ? { filters: p.otherFilters.slice(0, MAX_FILTERS).map(word) } : {}),
        locale: word(p.locale),
        sort: word(p.sort),
      },
    });
  }

  /** Units put in a cart, worth their quantity at the line's unit price (US cents). */
  @OnEvent('cart.item.added.v1', on)
  async itemAdded(e: DomainEvent<'cart.item.added.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    const fact = await this.cartFact(em, p, p.quantity);
    if (!fact) return;
    await this.write(em, e, {
      ...fact,
      name: 'cart_item_added',
      props: {
        ...fact.props,
        lineQuantity: Number(p.lineQuantity),
        newLine: p.newLine,
        fromGuestCart: p.fromGuestCart,
      },
    });
  }

  /**
   * A line the buyer took out. A line that left because it was bought ("checked_out") is no
   * removal: the checkout is counted as checkout_placed, and a fact here would read as abandonment.
   */
  @OnEvent('cart.item.removed.v1', on)
  async itemRemoved(e: DomainEvent<'cart.item.removed.v1'>, em: EntityManager): Promise<void> {
    const p = e.payload;
    if (p.reason !== 'buyer') return;
    const fact = await this.cartFact(em, p, p.quantity);
    if (!fact) return;
    await this.write(em, e, { ...fact, name: 'cart_item_removed' });
  }

  /** What every cart fact carries: buyer (null for a guest), seller, product, root category, value. */
  private async cartFact(
    em: EntityManager,
    p: {
      userId: string;
      productId: string;
      sellerId: string;
      unitPriceMinor: bigint;
      currency: string;
    },
    quantity: bigint,
  ): Promise<Omit<Fact, 'name'> | null> {
    const productId = uuidOrNull(p.productId);
    if (!productId || quantity <= 0n) return null;
    const userId = uuidOrNull(p.userId);
    const product = await productOf(em, productId);
    return {
      userId,
      sellerId: uuidOrNull(p.sellerId) ?? product?.sellerId ?? null,
      productId,
      country: await countryOf(em, userId),
      category: product?.category ?? '',
      amountUsd: await usdCents(em, this.log, p.currency, quantity * p.unitPriceMinor),
      // No cart or line id: the cart id is the buyer's own id, and properties never hold one (an
      // erased user's id is cleared from the columns, not from inside the properties).
      props: { quantity: Number(quantity) },
    };
  }

  private write(em: EntityManager, e: DomainEvent, fact: Fact): Promise<void> {
    return insertEvents(em, [{ ...fact, occurredAt: e.occurredAt, source: 'server' }]);
  }
}
