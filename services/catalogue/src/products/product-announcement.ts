import { Injectable } from '@nestjs/common';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import type { CatalogueConfig } from '../catalogue.config.js';
import { Product } from './product.entity.js';
import { ProductEvents, type PublishReason } from './product-events.js';

/**
 * The announcement round this version of the code asks for. Raise it in the release that adds a
 * consumer of the product events that needs the catalogue as it stands (a new service, a read
 * model rebuilt from nothing): its first start announces every published product once. Round 1
 * covers databases the demo seed filled before it announced what it wrote.
 */
export const PRODUCT_ANNOUNCEMENT_ROUND = 1;

/** Products per transaction and per outbox statement. */
export const ANNOUNCEMENT_PAGE = 500;

export interface AnnouncementStep {
  round: number;
  /** Events written by this step. */
  sent: number;
  /** Events written in this round so far, this step's included. */
  total: number;
  done: boolean;
}

interface StateRow {
  round: number;
  pending_round: number | null;
  after_id: string | null;
  sent: string;
}

/**
 * Tells other services about the whole published catalogue: one catalogue.product.published.v1
 * per published product, with the snapshot every other publication carries (ProductEvents). The
 * same rule as the FX rates publication: a one-row state table, locked first by every writer, says
 * what was last announced, so restarts and replicas starting together announce each round once.
 *
 * A round goes a page at a time in ascending id order, each page in its own transaction with its
 * products share-locked: a moderation or edit of one of them (which locks it for update) commits
 * either before the page reads it or after its event, so the newest event of a product is always
 * its current state. The state row keeps how far a round has come; a restart resumes there.
 */
@Injectable()
export class ProductAnnouncement {
  constructor(
    private readonly events: ProductEvents,
    @InjectConfig() private readonly config: CatalogueConfig,
  ) {}

  /** The round due: the code's, or a higher one an operator asked for. */
  target(): number {
    return Math.max(PRODUCT_ANNOUNCEMENT_ROUND, this.config.PRODUCT_ANNOUNCEMENT_ROUND ?? 0);
  }

  /**
   * Announces every published product in the caller's transaction and records the round due as
   * done. For a catalogue filled in that same transaction (the demo seed): nobody has heard of any
   * of it, and its rows are invisible to everyone else until it commits, so nothing is locked.
   */
  async announceAll(em: EntityManager, reason: PublishReason): Promise<number> {
    await this.lockedState(em);
    let sent = 0;
    let after: string | null = null;
    for (;;) {
      const page = await this.page(em, after, LockMode.NONE);
      await this.events.publishedMany(em, page, reason);
      sent += page.length;
      if (page.length < ANNOUNCEMENT_PAGE) break;
      after = page.at(-1)!.id;
    }
    await this.save(em, { round: this.target(), pending: null, after: null, sent });
    return sent;
  }

  /**
   * One page of the round due, in the caller's transaction (which should hold nothing else, so
   * the page commits on its own); null when no round is due. A round interrupted by a restart goes
   * on after the last page it committed; one left for a newer round starts over.
   */
  async step(em: EntityManager): Promise<AnnouncementStep | null> {
    const state = await this.lockedState(em);
    const target = this.target();
    if (state.round >= target) return null;
    const resume = state.pending_round === target;
    const page = await this.page(em, resume ? state.after_id : null, LockMode.PESSIMISTIC_READ);
    await this.events.publishedMany(em, page, 'reannounced');
    const total = (resume ? Number(state.sent) : 0) + page.length;
    const done = page.length < ANNOUNCEMENT_PAGE;
    await this.save(
      em,
      done
        ? { round: target, pending: null, after: null, sent: total }
        : { round: state.round, pending: target, after: page.at(-1)!.id, sent: total },
    );
    return { round: target, sent: page.length, total, done };
  }

  private page(
    em: EntityManager,
    after: string | null,
    lockMode: LockMode.NONE | LockMode.PESSIMISTIC_READ,
  ): Promise<Product[]> {
    return em.find(
      Product,
      after ? { status: 'published', id: { $gt: after } } : { status: 'published' },
      // Read-only: nothing for the unit of work to track and compare at commit.
      { orderBy: { id: 'asc' }, limit: ANNOUNCEMENT_PAGE, lockMode, disableIdentityMap: true },
    );
  }

  private async lockedState(em: EntityManager): Promise<StateRow> {
    const [state] = await em.execute<StateRow[]>(
      `select round, pending_round, after_id, sent::text as sent
       from catalogue.product_announcement where id = 1 for update`,
    );
    if (!state) throw new Error('catalogue.product_announcement has no row: migrations not applied');
    return state;
  }

  private async save(
    em: EntityManager,
    s: { round: number; pending: number | null; after: string | null; sent: number },
  ): Promise<void> {
    // A round above the target stays: an operator who lowers the setting asks for nothing again.
    await em.execute(
      `update catalogue.product_announcement
       set round = greatest(round, ?), pending_round = ?, after_id = ?, sent = ?, updated_at = now()
       where id = 1`,
      [s.round, s.pending, s.after, s.sent],
    );
  }
}
