import { defineEntity, p } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { UniqueConstraintViolationException, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import {
  Migration20261122000000EventTables,
  migrateDatabase,
  openDatabase,
  runAsRequest,
  uuidv7,
  type DatabaseOptions,
} from '@sokoni/platform/db';

/*
 * The behavioural specification of the database port (DESIGN §2: both adapters pass the same
 * contract tests). Each adapter's spec calls `databaseContract` with a fixture for its server. It uses
 * jest's globals, like the event transport contract, so it needs no test-framework import.
 */

export interface DatabaseContractFixture {
  /** A database the suite may create schemas in; each test takes a schema of its own. */
  url: string;
  /**
   * How the server runs transactions of different connections. `parallel`: real PostgreSQL, one
   * backend per connection with its own snapshot, so two transactions can be open at once.
   * `serialized`: PGlite has a single session; its socket server runs one transaction at a time
   * and holds every other connection's statements until that transaction ends. Both must keep
   * uncommitted writes private and commit every transaction; only the interleaving differs.
   */
  sessions: 'parallel' | 'serialized';
  teardown(): Promise<void>;
}

const Widget = defineEntity({
  name: 'Widget',
  tableName: 'widgets',
  properties: {
    id: p.uuid().primary(),
    name: p.string().unique(),
  },
});

class Migration20990101000100Widgets extends Migration {
  override name = 'Migration20990101000100Widgets';
  override up(): void {
    this.addSql(`create table widgets (id uuid primary key, name text not null unique)`);
  }
}

class Migration20990101000200Gadgets extends Migration {
  override name = 'Migration20990101000200Gadgets';
  override up(): void {
    this.addSql(`create table gadgets (id int primary key)`);
    this.addSql(`insert into gadgets (id) values (1)`);
  }
}

/** Its first statement succeeds, its second fails: the case where a half-applied schema would hurt. */
class Migration20990101000300Broken extends Migration {
  override name = 'Migration20990101000300Broken';
  override up(): void {
    this.addSql(`create table half_done (id int primary key)`);
    this.addSql(`insert into no_such_table (id) values (1)`);
  }
}

/** The parts of pg's wire connection a test uses to send protocol messages by hand. */
interface RawConnection {
  stream: { destroy(): void };
  once(event: 'commandComplete', listener: () => void): void;
  parse(query: { text: string; types: number[] }): void;
  bind(config: { values: unknown[] }): void;
  execute(config: { rows: number }): void;
  flush(): void;
}

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

export function databaseContract(label: string, setup: () => Promise<DatabaseContractFixture>): void {
  describe(`database port contract: ${label}`, () => {
    let fixture: DatabaseContractFixture;
    const opened: MikroORM[] = [];

    // Starting PGlite (a WebAssembly PostgreSQL) took over a minute on a CI machine busy with
    // browser suites; on an idle one it takes a few seconds.
    beforeAll(async () => {
      fixture = await setup();
    }, 180_000);

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((orm) => orm.close(true)));
    });

    afterAll(async () => {
      await fixture?.teardown();
    });

    /** A schema no other test uses: tests share the database but never each other's tables. */
    const freshSchema = (): string => `contract_${randomBytes(4).toString('hex')}`;

    const open = async (
      schema: string,
      migrations: DatabaseOptions['migrations'],
      extra: Partial<DatabaseOptions> = {},
    ): Promise<MikroORM> => {
      const orm = await openDatabase({ url: fixture.url, schema, entities: [Widget], migrations, ...extra });
      opened.push(orm);
      return orm;
    };

    const tablesIn = async (orm: MikroORM, schema: string): Promise<string[]> => {
      const rows = await orm.em
        .fork()
        .execute<{ table_name: string }[]>(
          `select table_name from information_schema.tables where table_schema = ? order by table_name`,
          [schema],
        );
      return rows.map((r) => r.table_name);
    };

    const appliedIn = async (orm: MikroORM, schema: string): Promise<string[]> => {
      const rows = await orm.em
        .fork()
        .execute<{ name: string }[]>(`select name from "${schema}".mikro_orm_migrations order by id`);
      return rows.map((r) => r.name);
    };

    const widgetNames = async (em: EntityManager, schema: string): Promise<string[]> => {
      const rows = await em.execute<{ name: string }[]>(`select name from "${schema}".widgets order by name`);
      return rows.map((r) => r.name);
    };

    const insertWidget = (em: EntityManager, schema: string, name: string): Promise<unknown> =>
      em.execute(`insert into "${schema}".widgets (id, name) values (?, ?)`, [uuidv7(), name]);

    const migrated = async (): Promise<{ orm: MikroORM; schema: string }> => {
      const schema = freshSchema();
      const orm = await open(schema, [Migration20261122000000EventTables, Migration20990101000100Widgets]);
      await migrateDatabase(orm, schema);
      return { orm, schema };
    };

    it('creates the schema with the event tables and the service tables, and records each migration', async () => {
      const schema = freshSchema();
      const orm = await open(schema, [Migration20261122000000EventTables, Migration20990101000100Widgets]);

      const applied = await migrateDatabase(orm, schema);

      expect(applied).toEqual(['Migration20261122000000EventTables', 'Migration20990101000100Widgets']);
      expect(await tablesIn(orm, schema)).toEqual(
        expect.arrayContaining(['inbox', 'mikro_orm_migrations', 'outbox', 'relay_lease', 'widgets']),
      );
      expect(await appliedIn(orm, schema)).toEqual(applied);
      // Unqualified DDL must land in the service's schema, never in public.
      const [stray] = await orm.em
        .fork()
        .execute<{ outbox: string | null }[]>(`select to_regclass('public.outbox')::text as outbox`);
      expect(stray?.outbox).toBeNull();
      // The ORM maps entities to the service's schema too.
      const em = orm.em.fork();
      em.create(Widget, { id: uuidv7(), name: 'mapped' });
      await em.flush();
      expect(await widgetNames(orm.em.fork(), schema)).toEqual(['mapped']);
    });

    it('gives each request its own identity map per ORM, forked when first used', async () => {
      const first = await migrated();
      const second = await migrated();
      const requests = await Promise.all(
        ['one', 'two'].map((name) =>
          runAsRequest(async () => {
            const em = first.orm.em.getContext();
            expect(first.orm.em.getContext()).toBe(em);
            expect(em).not.toBe(first.orm.em);
            expect(second.orm.em.getContext()).not.toBe(em);
            first.orm.em.create(Widget, { id: uuidv7(), name });
            await first.orm.em.flush();
            // Still the same fork after an await, holding what this request loaded.
            expect(first.orm.em.getContext()).toBe(em);
            return em;
          }),
        ),
      );
      expect(requests[0]).not.toBe(requests[1]);
      expect(await widgetNames(first.orm.em.fork(), first.schema)).toEqual(['one', 'two']);
      // Outside a request the global EntityManager still refuses work (allowGlobalContext: false).
      expect(() => first.orm.em.getContext()).toThrow(/global EntityManager/);
    });

    it('is idempotent: a second run, and a later start with a new ORM, apply nothing', async () => {
      const { orm, schema } = await migrated();
      await insertWidget(orm.em.fork(), schema, 'kept');

      expect(await migrateDatabase(orm, schema)).toEqual([]);
      const restarted = await open(schema, [
        Migration20261122000000EventTables,
        Migration20990101000100Widgets,
      ]);
      expect(await migrateDatabase(restarted, schema)).toEqual([]);

      expect(await appliedIn(restarted, schema)).toEqual([
        'Migration20261122000000EventTables',
        'Migration20990101000100Widgets',
      ]);
      expect(await widgetNames(restarted.em.fork(), schema)).toEqual(['kept']);
    });

    it('rolls a failing run back entirely, then applies the fixed list from the start', async () => {
      const schema = freshSchema();
      const broken = await open(schema, [
        Migration20261122000000EventTables,
        Migration20990101000100Widgets,
        Migration20990101000200Gadgets,
        Migration20990101000300Broken,
      ]);

      await expect(migrateDatabase(broken, schema)).rejects.toThrow(/no_such_table/);

      // Not the failing migration's first statement, nor any earlier migration of the same run.
      const tables = await tablesIn(broken, schema);
      for (const table of ['outbox', 'inbox', 'relay_lease', 'widgets', 'gadgets', 'half_done'])
        expect(tables).not.toContain(table);
      // The migrator may create its bookkeeping table before the run; it must record nothing.
      const recorded = tables.includes('mikro_orm_migrations') ? await appliedIn(broken, schema) : [];
      expect(recorded).toEqual([]);

      const fixed = await open(schema, [
        Migration20261122000000EventTables,
        Migration20990101000100Widgets,
        Migration20990101000200Gadgets,
      ]);
      expect(await migrateDatabase(fixed, schema)).toEqual([
        'Migration20261122000000EventTables',
        'Migration20990101000100Widgets',
        'Migration20990101000200Gadgets',
      ]);
    });

    it('rolls back only the pending migrations of a failing run on an existing schema', async () => {
      const { schema } = await migrated();
      const next = await open(schema, [
        Migration20261122000000EventTables,
        Migration20990101000100Widgets,
        Migration20990101000200Gadgets,
        Migration20990101000300Broken,
      ]);

      await expect(migrateDatabase(next, schema)).rejects.toThrow(/no_such_table/);

      const tables = await tablesIn(next, schema);
      expect(tables).toEqual(expect.arrayContaining(['outbox', 'widgets']));
      expect(tables).not.toContain('gadgets');
      expect(tables).not.toContain('half_done');
      expect(await appliedIn(next, schema)).toEqual([
        'Migration20261122000000EventTables',
        'Migration20990101000100Widgets',
      ]);
    });

    it('commits a transaction and rolls one back when its callback throws', async () => {
      const { orm, schema } = await migrated();

      await orm.em.fork().transactional(async (em) => {
        await insertWidget(em, schema, 'raw');
        em.create(Widget, { id: uuidv7(), name: 'entity' });
      });
      const failure = new Error('changed my mind');
      await expect(
        orm.em.fork().transactional(async (em) => {
          await insertWidget(em, schema, 'raw-undone');
          em.create(Widget, { id: uuidv7(), name: 'entity-undone' });
          await em.flush();
          throw failure;
        }),
      ).rejects.toBe(failure);

      expect(await widgetNames(orm.em.fork(), schema)).toEqual(['entity', 'raw']);
    });

    /**
     * A and B write in transactions of their own, on two pooled connections. On PostgreSQL both
     * are open at once (each waits for the other's insert before reading); on PGlite the socket
     * server must hold B's statements until A has ended, so B sees A's row only as committed.
     */
    const concurrentPair = async (outcomes: { a: 'commit' | 'rollback'; b: 'commit' | 'rollback' }) => {
      const { orm, schema } = await migrated();
      // Two idle connections in the pool, so B's BEGIN goes out while A's transaction is open.
      await Promise.all([orm.em.fork().execute('select 1'), orm.em.fork().execute('select 1')]);

      const parallel = fixture.sessions === 'parallel';
      const events: string[] = [];
      const seen: Record<'a' | 'b', string[]> = { a: [], b: [] };
      const inserted = { a: deferred(), b: deferred() };
      const read = { a: deferred(), b: deferred() };
      const bStarting = deferred();
      const abort = new Error('rolled back on purpose');

      const a = orm.em.fork().transactional(async (em) => {
        await insertWidget(em, schema, 'a');
        events.push('a inserted');
        inserted.a.resolve();
        if (parallel) await inserted.b.promise;
        else await bStarting.promise;
        seen.a = await widgetNames(em, schema);
        read.a.resolve();
        if (parallel) await read.b.promise;
        else seen.a = await widgetNames(em, schema); // one more round trip while B waits
        events.push('a ending');
        if (outcomes.a === 'rollback') throw abort;
      });
      const b = (async () => {
        await inserted.a.promise;
        bStarting.resolve();
        await orm.em.fork().transactional(async (em) => {
          await insertWidget(em, schema, 'b');
          events.push('b inserted');
          inserted.b.resolve();
          if (parallel) await read.a.promise;
          seen.b = await widgetNames(em, schema);
          read.b.resolve();
          if (outcomes.b === 'rollback') throw abort;
        });
      })();

      const settled = await Promise.allSettled([a, b]);
      expect(settled.map((s) => s.status)).toEqual([
        outcomes.a === 'commit' ? 'fulfilled' : 'rejected',
        outcomes.b === 'commit' ? 'fulfilled' : 'rejected',
      ]);
      expect(seen.a).toEqual(['a']);
      if (parallel) {
        // Both uncommitted at the same moment, each blind to the other's row.
        expect(seen.b).toEqual(['b']);
      } else {
        // B's first statement ran only after A ended; it sees A's row only if A committed.
        expect(events).toEqual(['a inserted', 'a ending', 'b inserted']);
        expect(seen.b).toEqual(outcomes.a === 'commit' ? ['a', 'b'] : ['b']);
      }
      const expected = (['a', 'b'] as const).filter((t) => outcomes[t] === 'commit');
      expect(await widgetNames(orm.em.fork(), schema)).toEqual(expected);
    };

    it('keeps two concurrent transactions apart and commits both', async () => {
      await concurrentPair({ a: 'commit', b: 'commit' });
    });

    it('rolls back one of two concurrent transactions without touching the other', async () => {
      await concurrentPair({ a: 'commit', b: 'rollback' });
      await concurrentPair({ a: 'rollback', b: 'commit' });
    });

    it('keeps concurrent statements and transactions of many connections apart', async () => {
      // A parameterised statement is several protocol messages (Parse, Bind, Describe, Execute,
      // Sync), and a transaction several statements: a server that multiplexes connections onto one
      // session must let no other connection in between, or one client's Parse replaces another's
      // unnamed statement ("unnamed prepared statement does not exist", or worse, the wrong query).
      const { orm, schema } = await migrated();
      const jobs = Array.from({ length: 150 }, async (_, i) => {
        if (i % 3 === 0) {
          return orm.em.fork().transactional(async (em) => {
            for (let j = 0; j < 3; j++) await insertWidget(em, schema, `w-${i}-${j}`);
            const [row] = await em.execute<{ n: number }[]>(
              `select count(*)::int as n from "${schema}".widgets where name like ?`,
              [`w-${i}-%`],
            );
            return row;
          });
        }
        const em = orm.em.fork();
        return i % 3 === 1
          ? (await em.execute<{ v: string }[]>('select ?::text as v', [`text-${i}`]))[0]
          : (
              await em.execute<{ n: number; w: string }[]>('select (?::int * 2) as n, ?::text as w', [
                i,
                `w-${i}`,
              ])
            )[0];
      });
      const results = await Promise.all(jobs);
      results.forEach((row, i) => {
        if (i % 3 === 0) expect(row).toEqual({ n: 3 });
        else if (i % 3 === 1) expect(row).toEqual({ v: `text-${i}` });
        else expect(row).toEqual({ n: i * 2, w: `w-${i}` });
      });
      expect(await widgetNames(orm.em.fork(), schema)).toHaveLength(150);
    });

    it('serves parameterised statements (extended protocol) of many pg connections at once', async () => {
      // MikroORM inlines parameters and sends simple queries, but the pg driver (and kysely under
      // MikroORM) sends Parse/Bind/Describe/Execute/Sync for parameterised statements; those five
      // messages of one connection must reach the session with nothing from another in between.
      const { schema } = await migrated();
      const pool = new pg.Pool({ connectionString: fixture.url, max: 8 });
      const idleErrors: Error[] = [];
      pool.on('error', (error) => idleErrors.push(error)); // a reply meant for a finished query
      try {
        const jobs = Array.from({ length: 90 }, async (_, i) => {
          if (i % 3 === 0) {
            const client = await pool.connect();
            try {
              await client.query('begin');
              for (let j = 0; j < 3; j++)
                await client.query(`insert into "${schema}".widgets (id, name) values ($1, $2)`, [
                  uuidv7(),
                  `p-${i}-${j}`,
                ]);
              const { rows } = await client.query<{ n: number }>(
                `select count(*)::int as n from "${schema}".widgets where name like $1`,
                [`p-${i}-%`],
              );
              await client.query('commit');
              return rows[0];
            } finally {
              client.release();
            }
          }
          const { rows } =
            i % 3 === 1
              ? await pool.query<{ v: string }>('select $1::text as v', [`text-${i}`])
              : await pool.query<{ n: number; w: string }>('select ($1::int * 2) as n, $2::text as w', [
                  i,
                  `w-${i}`,
                ]);
          return rows[0];
        });
        const results = await Promise.all(jobs);
        results.forEach((row, i) => {
          if (i % 3 === 0) expect(row).toEqual({ n: 3 });
          else if (i % 3 === 1) expect(row).toEqual({ v: `text-${i}` });
          else expect(row).toEqual({ n: i * 2, w: `w-${i}` });
        });
        expect(idleErrors).toEqual([]);
      } finally {
        await pool.end();
      }
    });

    it('keeps statements and transactions apart that queued up behind an open transaction', async () => {
      // On PGlite every connection waits while one transaction is open, so when it ends a crowd of
      // half-sent statements and new transactions competes for the single session at once.
      const { orm, schema } = await migrated();
      const holding = deferred();
      const release = deferred();
      const holder = orm.em.fork().transactional(async (em) => {
        await insertWidget(em, schema, 'holder');
        holding.resolve();
        await release.promise;
      });
      await holding.promise;

      const readers = Array.from({ length: 12 }, async (_, i) => {
        const em = orm.em.fork();
        return i % 2 === 0
          ? (await em.execute<{ v: string }[]>('select ?::text as v', [`reader-${i}`]))[0]
          : (await em.execute<{ n: number }[]>('select (?::int + 1000) as n', [i]))[0];
      });
      const writers = Array.from({ length: 6 }, (_, i) =>
        orm.em.fork().transactional(async (em) => {
          await insertWidget(em, schema, `writer-${i}`);
          const [row] = await em.execute<{ n: number }[]>(
            `select count(*)::int as n from "${schema}".widgets where name = ?`,
            [`writer-${i}`],
          );
          return row?.n;
        }),
      );
      // Long enough for every reader and writer to have sent its first message to the server.
      await new Promise((r) => setTimeout(r, 100));
      release.resolve();

      await holder;
      const read = await Promise.all(readers);
      read.forEach((row, i) => expect(row).toEqual(i % 2 === 0 ? { v: `reader-${i}` } : { n: i + 1000 }));
      expect(await Promise.all(writers)).toEqual(Array.from({ length: 6 }, () => 1));
      expect(await widgetNames(orm.em.fork(), schema)).toHaveLength(7);
    });

    it('reports a unique violation as UniqueConstraintViolationException and stays usable', async () => {
      const { orm, schema } = await migrated();
      await insertWidget(orm.em.fork(), schema, 'taken');

      // Through the unit of work…
      const em = orm.em.fork();
      em.create(Widget, { id: uuidv7(), name: 'taken' });
      await expect(em.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
      // …through raw SQL, and inside a transaction, whose earlier writes go with it.
      await expect(insertWidget(orm.em.fork(), schema, 'taken')).rejects.toBeInstanceOf(
        UniqueConstraintViolationException,
      );
      await expect(
        orm.em.fork().transactional(async (tx) => {
          await insertWidget(tx, schema, 'lost-with-it');
          await insertWidget(tx, schema, 'taken');
        }),
      ).rejects.toBeInstanceOf(UniqueConstraintViolationException);

      // The failed transaction left no connection stuck in an aborted state (PGlite has one session).
      await Promise.all([
        insertWidget(orm.em.fork(), schema, 'after-1'),
        insertWidget(orm.em.fork(), schema, 'after-2'),
      ]);
      expect(await widgetNames(orm.em.fork(), schema)).toEqual(['after-1', 'after-2', 'taken']);
    });

    it('rolls back the open transaction of a connection that dies, and others carry on', async () => {
      const { orm, schema } = await migrated();
      const doomed = new pg.Client({ connectionString: fixture.url });
      doomed.on('error', () => undefined); // the socket is cut on purpose below
      await doomed.connect();
      await doomed.query('begin');
      await doomed.query(`insert into "${schema}".widgets (id, name) values ($1, 'ghost')`, [uuidv7()]);

      (doomed as unknown as { connection: RawConnection }).connection.stream.destroy();

      // Reusing the name proves the row's transaction was rolled back (PostgreSQL would otherwise
      // wait on the unique index; PGlite would hold this connection behind the open transaction).
      await insertWidget(orm.em.fork(), schema, 'ghost');
      expect(await widgetNames(orm.em.fork(), schema)).toEqual(['ghost']);
      await doomed.end().catch(() => undefined);
    });

    it('rolls back the statement of a connection that dies between Execute and Sync', async () => {
      const { orm, schema } = await migrated();
      const doomed = new pg.Client({ connectionString: fixture.url });
      doomed.on('error', () => undefined); // replies with no query of pg's own waiting, then the cut
      await doomed.connect();
      const wire = (doomed as unknown as { connection: RawConnection }).connection;

      // An insert sent by hand with the extended protocol and flushed, but never synced: it ran in
      // an implicit transaction that only Sync would commit.
      const executed = new Promise<void>((resolve) => wire.once('commandComplete', () => resolve()));
      wire.parse({ text: `insert into "${schema}".widgets (id, name) values ($1, 'half-sent')`, types: [] });
      wire.bind({ values: [uuidv7()] });
      wire.execute({ rows: 0 });
      wire.flush();
      await executed;
      wire.stream.destroy();

      await insertWidget(orm.em.fork(), schema, 'half-sent');
      expect(await widgetNames(orm.em.fork(), schema)).toEqual(['half-sent']);
    });
  });
}
