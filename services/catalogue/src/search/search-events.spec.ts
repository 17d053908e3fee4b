import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { decodeEnvelope, decodePayload } from '@sokoni/contracts';
import { EventOutbox, InProcessTransport } from '@sokoni/platform/events';
import type { SearchDb } from './search-db.js';
import { SEARCH_EVENTS_FLUSH_MS, SearchEvents } from './search-events.js';
import type { SearchParams } from './search-params.js';
import type { Sql } from './search-sql.js';

/** SearchEvents over a real EventOutbox (it only encodes) and a stand-in database that records statements. */
function events(fail = false) {
  const writes: Sql[] = [];
  const db = {
    rows: jest.fn((sql: Sql) => {
      writes.push(sql);
      return fail ? Promise.reject(new Error('connection lost')) : Promise.resolve([]);
    }),
  };
  const outbox = new EventOutbox({
    service: 'catalogue',
    schema: 'catalogue',
    transport: new InProcessTransport(),
  });
  return { events: new SearchEvents(db as unknown as SearchDb, outbox), writes };
}

const params = (over: Partial<SearchParams> = {}): SearchParams => ({
  q: 'Cocoa  BEANS',
  currency: 'USD',
  sort: 'relevance',
  page: 1,
  pageSize: 24,
  ...over,
});

/** The events one write carried, decoded as a consumer would. */
function written(sql: Sql) {
  const rows = JSON.parse(sql.values[0] as string) as { topic: string; key: string; value: string }[];
  return rows.map((r) => {
    const env = decodeEnvelope(Buffer.from(r.value, 'base64'));
    expect(env.type).toBe(r.topic);
    expect(env.aggregateId).toBe(r.key);
    return { env, payload: decodePayload('catalogue.search.performed.v1', env.payload) };
  });
}

describe('SearchEvents.performed', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('writes the first pages of a second in one insert, normalised, with no actor, and nothing for later pages', async () => {
    jest.useFakeTimers();
    const { events: e, writes } = events();
    e.performed(
      params({ category: 'agriculture/cocoa-coffee', country: 'GH', verified: true, moq: 5 }),
      'fr',
      {
        total: 3,
        estimated: false,
        corrected: null,
      },
    );
    e.performed(params({ page: 2 }), 'en', { total: 30, estimated: false, corrected: null });
    e.performed(params({ q: 'call me +254 712 345 678', readyToShip: false }), 'en', {
      total: 0,
      estimated: false,
      corrected: null,
    });
    e.performed(params({ q: 'cocao', sort: 'newest' }), 'en', {
      total: 1200,
      estimated: true,
      corrected: 'cocoa',
    });
    expect(writes).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(SEARCH_EVENTS_FLUSH_MS);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.text).toMatch(/^insert into "catalogue"\.outbox/);
    const sent = written(writes[0]!);
    expect(sent.map((s) => s.payload)).toEqual([
      expect.objectContaining({
        query: 'cocoa beans',
        categoryPath: 'agriculture/cocoa-coffee',
        country: 'GH',
        total: 3n,
        totalEstimated: false,
        page: 1,
        pageSize: 24,
        correctedQuery: '',
        locale: 'fr',
        sort: 'relevance',
        otherFilters: ['verified', 'moq'],
      }),
      expect.objectContaining({ query: '[redacted]', total: 0n, otherFilters: ['readyToShip=false'] }),
      expect.objectContaining({
        query: 'cocao',
        correctedQuery: 'cocoa',
        total: 1200n,
        totalEstimated: true,
        sort: 'newest',
      }),
    ]);
    for (const { env } of sent) {
      expect(env.actorId).toBe('');
      expect(env.producer).toBe('catalogue');
    }
    // A fresh key per search, never the query.
    expect(new Set(sent.map((s) => s.env.aggregateId)).size).toBe(3);
    await jest.advanceTimersByTimeAsync(SEARCH_EVENTS_FLUSH_MS * 3);
    expect(writes).toHaveLength(1);
  });

  it('writes what is pending when the module stops, and only logs a failed write', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { events: e, writes } = events(true);
    e.performed(params(), 'en', { total: 2, estimated: false, corrected: null });
    await expect(e.onModuleDestroy()).resolves.toBeUndefined();
    expect(writes).toHaveLength(1);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
