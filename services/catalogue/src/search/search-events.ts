import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { normaliseSearchQuery, type PayloadInit } from '@sokoni/contracts';
import { uuidv7 } from '@sokoni/platform/db';
import { EventOutbox, type PreparedEvent } from '@sokoni/platform/events';
import { SearchDb } from './search-db.js';
import type { SearchParams } from './search-params.js';

const TOPIC = 'catalogue.search.performed.v1';
/** How long prepared events wait to be written together. */
export const SEARCH_EVENTS_FLUSH_MS = 1_000;
/** Events that force a write before the delay is over (about 300 bytes each). */
const MAX_PENDING_EVENTS = 500;

/** What a served search found, as the event tells it. */
export interface SearchOutcome {
  total: number;
  estimated: boolean;
  corrected: string | null;
}

/** The filters besides text, category and country, by parameter name (see the .proto). */
function otherFilters(p: SearchParams): string[] {
  const out: string[] = [];
  if (p.verified !== undefined) out.push(p.verified ? 'verified' : 'verified=false');
  if (p.readyToShip !== undefined) out.push(p.readyToShip ? 'readyToShip' : 'readyToShip=false');
  if (p.minPrice !== undefined) out.push('minPrice');
  if (p.maxPrice !== undefined) out.push('maxPrice');
  if (p.moq !== undefined) out.push('moq');
  return out;
}

/**
 * Publishes `catalogue.search.performed.v1` for the searches buyers start: the first page of
 * GET /api/v1/products. A later page continues a search already told (counting it again would rank
 * queries by how far people page), and suggest calls, one per keystroke, are no search at all.
 *
 * A search is a read, and its answer never waits for this. Each event is prepared in the request
 * (its time, correlation id and trace are the search's) and written to the outbox with the others
 * of the last SEARCH_EVENTS_FLUSH_MS in one insert: one commit a second rather than a transaction
 * per search, as SearchTerms does for the trending counts. No state change commits with these
 * events, so there is nothing for them to be atomic with; what a crash can lose is the last
 * second's events, and a write that fails is logged and dropped — a lost count is harmless,
 * failing or slowing searches would not be. Shutdown writes what is pending.
 */
@Injectable()
export class SearchEvents implements OnModuleDestroy {
  private readonly log = new Logger(SearchEvents.name);
  private pending: PreparedEvent[] = [];
  private timer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly db: SearchDb,
    private readonly outbox: EventOutbox,
  ) {}

  performed(p: SearchParams, locale: string, outcome: SearchOutcome): void {
    if (p.page !== 1) return;
    const payload: PayloadInit<typeof TOPIC> = {
      query: normaliseSearchQuery(p.q),
      categoryPath: p.category ?? '',
      country: p.country ?? '',
      total: BigInt(outcome.total),
      totalEstimated: outcome.estimated,
      page: p.page,
      pageSize: p.pageSize,
      correctedQuery: outcome.corrected ? normaliseSearchQuery(outcome.corrected) : '',
      locale,
      sort: p.sort,
      otherFilters: otherFilters(p),
    };
    // No actor even for a signed-in searcher: a search is not kept as anyone's (see the .proto).
    this.pending.push(this.outbox.prepare(TOPIC, uuidv7(), payload, { actorId: '' }));
    if (this.pending.length >= MAX_PENDING_EVENTS) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), SEARCH_EVENTS_FLUSH_MS);
      this.timer.unref?.();
    }
  }

  /** Writes the events prepared so far, in one statement (also on shutdown). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    try {
      await this.db.rows({
        text: `insert into ${batch[0]!.table} (id, topic, key, value, headers)
          select r.id, r.topic, r.key, decode(r.value, 'base64'), r.headers
          from jsonb_to_recordset($1::jsonb) as r(id uuid, topic text, key text, value text, headers jsonb)`,
        values: [
          JSON.stringify(
            batch.map((e) => ({
              id: e.id,
              topic: e.topic,
              key: e.key,
              value: e.valueBase64,
              headers: e.headers,
            })),
          ),
        ],
      });
      this.outbox.written();
    } catch (error) {
      this.log.error({ err: error, events: batch.length }, 'could not write search events');
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
  }
}
