import type { EntityManager } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { SCHEMA } from '../analytics.schema.js';
import { unlessErased } from './erased-users.js';
import type { EventRow } from './event-row.js';

/**
 * Appends raw facts in one statement (arrays unnested server-side), in the caller's transaction:
 * a browser batch is stored whole or not at all, and a domain event's facts commit with its inbox row.
 * The rollup worker picks them up once committed (see rollup/). The id of a user who deleted their
 * account (a late event about them) is dropped here, whatever the caller passed.
 */
export async function insertEvents(em: EntityManager, rows: readonly EventRow[]): Promise<void> {
  // Chunks keep one statement's text (values are inlined by MikroORM) to a bounded size.
  for (let i = 0; i < rows.length; i += CHUNK) await insertChunk(em, rows.slice(i, i + CHUNK));
}

const CHUNK = 4_000;

async function insertChunk(em: EntityManager, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const col = (f: (r: EventRow) => string | null): string => arrayLiteral(rows.map(f));
  await em.execute(
    `insert into ${SCHEMA}.event
       (id, occurred_at, source, name, anonymous_id, user_id, country, category, seller_id, product_id, amount_usd, props)
     select u.id, u.occurred_at, u.source, u.name, u.anonymous_id, ${unlessErased('u.user_id')}, u.country,
            u.category, ${unlessErased('u.seller_id')}, u.product_id, u.amount_usd, u.props
     from unnest(
       ?::uuid[], ?::timestamptz[], ?::text[], ?::text[], ?::uuid[],
       ?::uuid[], ?::text[], ?::text[], ?::uuid[], ?::uuid[],
       ?::bigint[], ?::jsonb[])
       as u (id, occurred_at, source, name, anonymous_id, user_id, country, category, seller_id, product_id, amount_usd, props)`,
    [
      col((r) => r.id ?? uuidv7()),
      col((r) => r.occurredAt.toISOString()),
      col((r) => r.source),
      col((r) => r.name),
      col((r) => r.anonymousId ?? null),
      col((r) => r.userId ?? null),
      col((r) => r.country ?? ''),
      col((r) => r.category ?? ''),
      col((r) => r.sellerId ?? null),
      col((r) => r.productId ?? null),
      col((r) => String(Math.round(r.amountUsd ?? 0))),
      col((r) => JSON.stringify(r.props ?? {})),
    ],
  );
}

/**
 * One column as a PostgreSQL array literal (`{"a",NULL}`), bound as a single value. MikroORM inlines
 * a JS array as a comma list and a null in it as nothing (`array[, 'a']`), which breaks any batch
 * mixing known and unknown ids; a literal keeps nulls and quoting exact.
 */
function arrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}
