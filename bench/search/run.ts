/**
 * Search benchmark: a fixed mix of query kinds, each timed N times after a warm-up, as raw SQL
 * (the very statements ProductSearch sends, from the same builders) and, with --api-url, through
 * the HTTP API, so the API overhead is visible. Prints p50/p95/p99 per kind and writes the figures
 * to bench/results/. See bench/search/README.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { pickQueries, type BenchQuery } from './queries.js';
import { analyse, fetchPage, type Exec } from '../../services/catalogue/src/search/search-run.js';
import { searchPageSql } from '../../services/catalogue/src/search/search-page-sql.js';
import {
  analyseSql,
  queryTerms,
  queryWords,
  SEARCH_SESSION_SETTINGS,
  type Sql,
} from '../../services/catalogue/src/search/search-sql.js';
import { suggestSql } from '../../services/catalogue/src/search/search-terms-sql.js';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'api-url': { type: 'string' },
    iterations: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
    cpu: { type: 'boolean', default: false },
    out: { type: 'string', default: join(import.meta.dirname, '..', 'results') },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl) throw new Error('--database-url is required (the catalogue database to read)');
const apiUrl = args['api-url']?.replace(/\/$/, '');
const iterations = Number(args.iterations);
const warmup = Number(args.warmup);

// As many connections as the service's pool gives one request: the page and facets run in parallel.
// And the same session settings as the catalogue's connections.
const SESSION = Object.entries(SEARCH_SESSION_SETTINGS)
  .map(([k, v]) => `-c ${k}=${v}`)
  .join(' ');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, options: SESSION });
const rows = async <T>(sql: Sql): Promise<T[]> => (await pool.query(sql.text, sql.values)).rows as T[];

/** Exactly ProductSearch.search's statements (search-run.ts), or SearchTerms.suggest's. */
async function sqlSearch(b: BenchQuery, exec: Exec = rows): Promise<string> {
  if (b.kind === 'suggest') return String((await exec(suggestSql(queryWords(b.q ?? ''), 'en'))).length);
  const { tsquery } = await analyse(exec, b.q ?? '', 'en');
  const r = await fetchPage<unknown, { facet: string; n: number }>(
    exec,
    { tsquery, ...b.filters },
    b.q ? 'relevance' : 'newest',
    24,
    0,
  );
  // '~': more matched than are counted, and this is the estimate.
  return r.estimated ? `~${r.total}` : String(r.total);
}

/**
 * Database CPU per search, which other work on the machine inflates far less than elapsed time:
 * the user + system time of one server process (read from /proc, so PostgreSQL must run on this
 * machine) over `iterations` searches sent through it one statement at a time.
 */
async function backendCpu(b: BenchQuery): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl, options: SESSION });
  await client.connect();
  try {
    const exec: Exec = async <T>(sql: Sql) => (await client.query(sql.text, sql.values)).rows as T[];
    const [{ pid } = { pid: 0 }] = await exec<{ pid: number }>({
      text: 'select pg_backend_pid() as pid',
      values: [],
    });
    // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesized command): utime, stime in ticks.
    const ticks = () => {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(f[11]) + Number(f[12]);
    };
    for (let i = 0; i < warmup; i++) await sqlSearch(b, exec);
    const before = ticks();
    for (let i = 0; i < iterations; i++) await sqlSearch(b, exec);
    // USER_HZ is 100 on Linux: a tick is 10 ms.
    return Math.round(((ticks() - before) * 10 * 10) / iterations) / 10;
  } finally {
    await client.end();
  }
}

async function apiSearch(b: BenchQuery): Promise<number> {
  const res = await fetch(`${apiUrl}${b.path}`);
  if (res.status !== 200) throw new Error(`GET ${b.path}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { total?: number; items: unknown[] };
  return body.total ?? body.items.length;
}

async function time(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return samples;
}

function percentiles(samples: number[]): { p50: number; p95: number; p99: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0) * 10) / 10;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

async function explain(b: BenchQuery): Promise<void> {
  if (b.kind === 'suggest') return;
  const terms = queryTerms(b.q ?? '');
  const { tsquery } = await analyse(rows, b.q ?? '', 'en');
  const filters = { tsquery, ...b.filters };
  for (const sql of [
    ...(terms.words.length > 0 ? [analyseSql(terms, 'en')] : []),
    searchPageSql(filters, b.q ? 'relevance' : 'newest', 24, 0),
  ]) {
    const plan = await rows<{ 'QUERY PLAN': string }>({
      text: `explain (analyze, buffers) ${sql.text}`,
      values: sql.values,
    });
    console.log(`\n--- ${b.kind}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

const [counts] = await rows<{ products: number; visible: number }>({
  text: `select count(*)::int as products,
    count(*) filter (where status = 'published' and not supplier_suspended)::int as visible
  from catalogue.products`,
  values: [],
});
const queries = await pickQueries(rows);
const load = () => loadavg().map((l) => l.toFixed(2));
const loadBefore = load();
console.log(
  `${counts?.products} products (${counts?.visible} visible), ${cpus().length} CPUs, ${iterations} iterations after ${warmup} warm-up, load average ${loadBefore.join(' ')}\n`,
);

const results = [];
for (const b of queries) {
  if (args.explain) await explain(b);
  const matches = await sqlSearch(b);
  const sql = percentiles(await time(() => sqlSearch(b)));
  const api = apiUrl ? percentiles(await time(() => apiSearch(b))) : undefined;
  const cpu = args.cpu ? await backendCpu(b) : undefined;
  results.push({ kind: b.kind, query: b.label, matches, sql, api, dbCpuMs: cpu });
  const fmt = (p?: { p50: number; p95: number; p99: number }) =>
    p
      ? `${p.p50.toFixed(1).padStart(7)} ${p.p95.toFixed(1).padStart(7)} ${p.p99.toFixed(1).padStart(7)}`
      : '      -       -       -';
  if (results.length === 1)
    console.log(
      `${'kind'.padEnd(16)}${'query'.padEnd(36)}${'matches'.padStart(9)}   sql p50     p95     p99 | api p50     p95     p99 (ms)${args.cpu ? ' | db cpu/search' : ''}`,
    );
  console.log(
    `${b.kind.padEnd(16)}${b.label.slice(0, 35).padEnd(36)}${matches.padStart(9)} ${fmt(sql)} | ${fmt(api)}${cpu === undefined ? '' : ` | ${cpu.toFixed(1).padStart(7)}`}`,
  );
}
const loadAfter = load();
console.log(`\nload average ${loadAfter.join(' ')} at the end`);

mkdirSync(args.out, { recursive: true });
const file = join(args.out, `search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), ...counts, cpus: cpus().length, load: { before: loadBefore, after: loadAfter }, iterations, warmup, api: Boolean(apiUrl), results }, null, 2)}\n`,
);
console.log(`\nwritten to ${file}`);
await pool.end();
