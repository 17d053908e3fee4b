import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '@sokoni/platform/db';
import { createTestDatabaseOrSkip, type TestDatabase } from '@sokoni/platform/testing';
import {
  EscrowLedger,
  LEDGER_ENTITIES,
  LEDGER_MIGRATIONS,
  LedgerBalances,
  PayoutLedger,
  verifyLedger,
  type LedgerVerification,
} from '../src/ledger/index.js';
import { SCHEMA } from '../src/trade.schema.js';

/** A fresh database, or null after saying why the suite is skipped (platform/testing). */
export const freshDatabase = (suite: string): Promise<TestDatabase | null> =>
  createTestDatabaseOrSkip(suite, 'sokoni_trade_ledger_test');

/** Every account's balances and the journal's size: equal before and after means "nothing changed". */
export interface LedgerSnapshot {
  accounts: Record<string, string>;
  entries: number;
  postings: number;
}

export interface LedgerHarness {
  orm: MikroORM;
  /** A fresh EntityManager, as a use-case would fork one. */
  em(): EntityManager;
  escrow: EscrowLedger;
  payouts: PayoutLedger;
  balances: LedgerBalances;
  /** A plain pool beside the ORM's, for checks and for holding locks from a third session. */
  sql: pg.Pool;
  verify(): Promise<LedgerVerification>;
  snapshot(): Promise<LedgerSnapshot>;
  /** Runs SQL with triggers off (a superuser's session): how a tamperer would. */
  tamper(sqlText: string, params?: unknown[]): Promise<void>;
  stop(): Promise<void>;
}

/** The ledger on its own: trade's schema with the ledger migrations applied, and the three services. */
export async function startLedger(db: TestDatabase, poolMax = 6): Promise<LedgerHarness> {
  const orm = await openDatabase({
    schema: SCHEMA,
    url: db.url,
    entities: LEDGER_ENTITIES,
    migrations: LEDGER_MIGRATIONS,
    poolMax,
  });
  await migrateDatabase(orm, SCHEMA);
  const sql = new pg.Pool({ connectionString: db.url, max: 3 });
  return {
    orm,
    em: () => orm.em.fork(),
    escrow: new EscrowLedger(),
    payouts: new PayoutLedger(),
    balances: new LedgerBalances(),
    sql,
    verify: () => verifyLedger(orm.em.fork()),
    async snapshot() {
      const accounts = await sql.query<{ k: string; v: string }>(
        `select kind || ':' || owner_id || ':' || currency as k,
           concat_ws('/', debits_posted, credits_posted, debits_pending, credits_pending, frozen::text) as v
         from ${SCHEMA}.ledger_accounts`,
      );
      const [counts] = (
        await sql.query<{ entries: number; postings: number }>(
          `select (select count(*)::int from ${SCHEMA}.ledger_entries) as entries,
                  (select count(*)::int from ${SCHEMA}.ledger_postings) as postings`,
        )
      ).rows;
      return {
        accounts: Object.fromEntries(accounts.rows.map((r) => [r.k, r.v])),
        entries: counts!.entries,
        postings: counts!.postings,
      };
    },
    async tamper(sqlText, params = []) {
      const client = await sql.connect();
      try {
        await client.query('begin');
        await client.query(`set local session_replication_role = replica`);
        await client.query(sqlText, params);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    },
    async stop() {
      await sql.end();
      await orm.close(true);
    },
  };
}
