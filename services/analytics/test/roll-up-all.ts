import type { RollupWorker } from '../src/rollup/rollup.worker.js';
import { ROLLUP_STATE } from '../src/rollup/rollup.worker.js';

type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Rolls up every event committed before the call. drain() alone adds only what is settled (older
 * than the server's oldest open transaction), so while a suite beside this one in CI holds a
 * transaction open, one drain() can stop short, and an assertion reads half the events. This waits
 * until the watermark reaches the last event seen now (30 s at most: a test then fails on its figures).
 */
export async function rollUpAll(worker: RollupWorker, query: Query): Promise<number> {
  const [last] = await query(
    `select tx::text as tx, seq::text as seq from analytics.event order by tx desc, seq desc limit 1`,
  );
  let added = await worker.drain();
  if (!last) return added;
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    const [mark] = await query(
      `select (tx, seq) >= ($1::xid8, $2::bigint) as done from analytics.rollup_state where name = $3`,
      [last.tx, last.seq, ROLLUP_STATE],
    );
    if (mark?.done) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
    added += await worker.drain();
  }
  return added;
}
