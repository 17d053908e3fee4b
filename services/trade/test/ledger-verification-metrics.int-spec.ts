import type { MikroORM } from '@mikro-orm/postgresql';
import { Registry } from 'prom-client';
import { uuidv7 } from '@sokoni/platform/db';
import type { TestDatabase } from '@sokoni/platform/testing';
import { LedgerVerificationMetrics } from '../src/ledger/index.js';
import { money } from '../src/money/index.js';
import { SCHEMA } from '../src/trade.schema.js';
import { freshDatabase, startLedger, type LedgerHarness } from './ledger-harness.js';

const db: TestDatabase | null = await freshDatabase('trade ledger verification metrics');
const suite = db ? describe : describe.skip;

/** The `sokoni_ledger_*` metrics follow what verifyLedger finds, tampering included. */
suite('trade: ledger verification metrics', () => {
  let h: LedgerHarness;
  const order = uuidv7();

  const sample = async (registry: Registry, name: string): Promise<number | undefined> =>
    (await registry.getSingleMetric(name)?.get())?.values[0]?.value;
  const job = (registry: Registry, orm: MikroORM = h.orm) =>
    new LedgerVerificationMetrics(orm, { LEDGER_VERIFY_INTERVAL_MINUTES: 0 }, registry);

  beforeAll(async () => {
    h = await startLedger(db!);
    await h.escrow.capture(h.em(), {
      entryId: `capture:${order}`,
      orderId: order,
      provider: 'mpesa',
      amount: money(150_000, 'KES'),
    });
  });
  afterAll(async () => {
    await h?.stop();
    await db?.drop();
  });

  it('says nothing before the first check, then 1 with when it checked', async () => {
    const registry = new Registry();
    const metrics = job(registry);
    expect(registry.getSingleMetric('sokoni_ledger_valid')).toBeUndefined();
    const before = Date.now() / 1000;
    expect((await metrics.runOnce()).valid).toBe(true);
    expect(await sample(registry, 'sokoni_ledger_valid')).toBe(1);
    expect(await sample(registry, 'sokoni_ledger_problems')).toBe(0);
    const at = (await sample(registry, 'sokoni_ledger_last_verified_timestamp_seconds'))!;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now() / 1000);
    expect(await sample(registry, 'sokoni_ledger_verification_duration_seconds')).toBeGreaterThan(0);
  });

  it('turns 0 when a posting was changed by SQL, and 1 again once it is put back', async () => {
    const registry = new Registry();
    const metrics = job(registry);
    const [posting] = (
      await h.sql.query<{ id: string; amount: string }>(
        `select id, amount from ${SCHEMA}.ledger_postings where entry_id = $1`,
        [`capture:${order}`],
      )
    ).rows;
    await h.tamper(`update ${SCHEMA}.ledger_postings set amount = amount + 1 where id = $1`, [posting!.id]);
    try {
      await metrics.runOnce();
      expect(await sample(registry, 'sokoni_ledger_valid')).toBe(0);
      expect(await sample(registry, 'sokoni_ledger_problems')).toBeGreaterThan(0);
    } finally {
      await h.tamper(`update ${SCHEMA}.ledger_postings set amount = $2 where id = $1`, [
        posting!.id,
        posting!.amount,
      ]);
    }
    await metrics.runOnce();
    expect(await sample(registry, 'sokoni_ledger_valid')).toBe(1);
  });

  it('counts a check that could not finish and leaves the last result as it was', async () => {
    const registry = new Registry();
    await job(registry).runOnce();
    const verifiedAt = await sample(registry, 'sokoni_ledger_last_verified_timestamp_seconds');
    const broken = {
      em: { fork: () => ({ transactional: () => Promise.reject(new Error('connection terminated')) }) },
    } as unknown as MikroORM;
    await expect(job(registry, broken).runOnce()).rejects.toThrow('connection terminated');
    expect(await sample(registry, 'sokoni_ledger_verification_failures_total')).toBe(1);
    expect(await sample(registry, 'sokoni_ledger_valid')).toBe(1);
    expect(await sample(registry, 'sokoni_ledger_last_verified_timestamp_seconds')).toBe(verifiedAt);
  });
});
