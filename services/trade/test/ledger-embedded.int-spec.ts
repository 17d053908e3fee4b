import { MikroORM } from '@mikro-orm/postgresql';
import {
  migrateDatabase,
  openDatabase,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '@sokoni/platform/db';
import {
  EscrowLedger,
  LEDGER_ENTITIES,
  LEDGER_MIGRATIONS,
  LedgerBalances,
  PayoutLedger,
  verifyLedger,
} from '../src/ledger/index.js';
import { money } from '../src/money/index.js';
import { SCHEMA } from '../src/trade.schema.js';

/**
 * The standalone run keeps trade's schema in the embedded PGlite, which serves one session at a
 * time: the ledger's SQL (migration, row locks, savepoints, the verification's snapshot) must work
 * there too, and a ledger write inside a caller's transaction must not reach for a second session.
 */
describe('trade: the ledger on the embedded database', () => {
  let pg: EmbeddedPostgres;
  let orm: MikroORM;
  const escrow = new EscrowLedger();
  const payouts = new PayoutLedger();
  const balances = new LedgerBalances();
  const kes = (n: number) => money(n, 'KES');

  beforeAll(async () => {
    pg = await startEmbeddedPostgres('memory://');
    orm = await openDatabase({
      schema: SCHEMA,
      url: pg.url,
      entities: LEDGER_ENTITIES,
      migrations: LEDGER_MIGRATIONS,
      poolMax: 4,
    });
    await migrateDatabase(orm, SCHEMA);
    // PGlite compiles its WebAssembly on start: 20-30 s on a busy two-core machine, once seen past 60.
  }, 150_000);
  afterAll(async () => {
    await orm?.close(true);
    await pg?.stop();
  });

  it('captures, holds, decides a dispute, pays out and verifies, all inside callers’ transactions', async () => {
    await orm.em.fork().transactional(async (em) => {
      await escrow.capture(em, {
        entryId: 'capture:o1',
        orderId: 'o1',
        provider: 'mpesa',
        amount: kes(250_000),
      });
      await escrow.hold(em, {
        entryId: 'hold:o1',
        orderId: 'o1',
        sellerId: 's1',
        amount: kes(250_000),
        fee: kes(12_500),
      });
      await escrow.freeze(em, { entryId: 'dispute:o1', orderId: 'o1', currency: 'KES' });
      await expect(escrow.release(em, { entryId: 'release:o1', holdId: 'hold:o1' })).rejects.toMatchObject({
        code: 'ledger.escrow_frozen',
      });
      await escrow.settle(em, {
        entryId: 'decision:o1',
        holdId: 'hold:o1',
        release: kes(125_000),
        refund: kes(125_000),
        provider: 'mpesa',
        unfreeze: true,
      });
      await payouts.payout(em, {
        entryId: 'payout:s1',
        sellerId: 's1',
        provider: 'mpesa',
        amount: kes(100_000),
      });
      await payouts.settlePayout(em, { entryId: 'settled:s1', payoutId: 'payout:s1' });
      expect(await verifyLedger(em)).toMatchObject({ valid: true, checked: 6 });
    });
    const em = orm.em.fork();
    expect(await balances.seller(em, 's1')).toEqual([
      { available: kes(18_750), incoming: kes(0), inTransit: kes(0) }, // 125,000 − 6,250 fee − 100,000 paid
    ]);
    expect(await balances.order(em, 'o1')).toEqual([
      {
        captured: kes(250_000),
        held: kes(0),
        released: kes(125_000),
        refunded: kes(125_000),
        available: kes(0),
        frozen: false,
      },
    ]);
    expect(await verifyLedger(em)).toMatchObject({ valid: true, checked: 6, problems: [] });
  });
});
