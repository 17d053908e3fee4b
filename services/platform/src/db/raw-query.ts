/**
 * A statement with real bind parameters ($1 …) in the shape of Kysely's `CompiledQuery.raw()`,
 * which is what MikroORM's PostgreSQL connections (Kysely over `pg`) execute: the driver sends only
 * `sql` and `parameters`. MikroORM's own execute() inlines values into the text instead, which
 * changes the plan PostgreSQL picks. Written out here because kysely is MikroORM's dependency, not ours.
 */
export interface RawQuery {
  sql: string;
  parameters: readonly unknown[];
  query: { kind: 'RawNode'; sqlFragments: readonly string[]; parameters: readonly unknown[] };
  queryId: { queryId: string };
}

let seq = 0;

export function rawQuery(sql: string, parameters: readonly unknown[] = []): RawQuery {
  return {
    sql,
    parameters,
    query: { kind: 'RawNode', sqlFragments: [sql], parameters: [] },
    queryId: { queryId: `raw-${++seq}` },
  };
}

/** A Kysely DatabaseConnection, as far as it is used here. */
export interface RawConnection {
  executeQuery<R>(query: RawQuery): Promise<{ rows: R[] }>;
}
