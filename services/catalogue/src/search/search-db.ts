import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Sql } from './search-sql.js';

type Client = ReturnType<ReturnType<MikroORM['em']['getConnection']>['getClient']>;
type CompiledQuery = Parameters<Client['executeQuery']>[0];

/**
 * Runs search's own SQL with real bind parameters ($1 …) through the ORM's pool. MikroORM's
 * execute() would inline the values into the text instead, and the bench must time the very
 * statement (and plan) the service sends.
 */
@Injectable()
export class SearchDb {
  private seq = 0;

  constructor(private readonly orm: MikroORM) {}

  async rows<T>(sql: Sql): Promise<T[]> {
    const client = this.orm.em.getConnection().getClient();
    // The shape of Kysely's CompiledQuery.raw(): the pg driver sends `sql` with `parameters`.
    const compiled = {
      sql: sql.text,
      parameters: sql.values,
      query: { kind: 'RawNode', sqlFragments: [sql.text], parameters: [] },
      queryId: { queryId: `search-${++this.seq}` },
    } as unknown as CompiledQuery;
    const result = await client.executeQuery<T>(compiled);
    return result.rows;
  }
}
