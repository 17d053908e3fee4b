import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { SearchDb } from './search-db.js';
import type { Sql } from './search-sql.js';
import { RECORD_FLUSH_MS, SearchTerms } from './search-terms.js';

/** SearchTerms over a stand-in for the database that records the counting statements. */
function terms(fail = false) {
  const writes: Sql[] = [];
  const db = {
    rows: jest.fn((sql: Sql) => {
      writes.push(sql);
      return fail ? Promise.reject(new Error('connection lost')) : Promise.resolve([]);
    }),
  };
  return { terms: new SearchTerms(db as unknown as SearchDb), writes };
}

describe('SearchTerms.record', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('writes the searches of a second together, one statement with each term once', async () => {
    jest.useFakeTimers();
    const { terms: t, writes } = terms();
    t.record('cocoa beans');
    t.record('shea butter');
    t.record('cocoa beans');
    t.record('  ');
    expect(writes).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(RECORD_FLUSH_MS);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.values).toEqual([
      ['cocoa beans', 'shea butter'],
      [2, 1],
    ]);
    // Nothing gathered since: no empty write.
    await jest.advanceTimersByTimeAsync(RECORD_FLUSH_MS * 3);
    expect(writes).toHaveLength(1);
    t.record('cocoa beans');
    await jest.advanceTimersByTimeAsync(RECORD_FLUSH_MS);
    expect(writes.map((w) => w.values)).toEqual([
      [
        ['cocoa beans', 'shea butter'],
        [2, 1],
      ],
      [['cocoa beans'], [1]],
    ]);
  });

  it('writes what is pending when the module stops, and only logs a failed write', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { terms: t, writes } = terms(true);
    t.record('mobile phones');
    await expect(t.onModuleDestroy()).resolves.toBeUndefined();
    expect(writes.map((w) => w.values)).toEqual([[['mobile phones'], [1]]]);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
