import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { rawQuery } from '@sokoni/platform/db';
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
  constructor(private readonly orm: MikroORM) {}

  async rows<T>(sql: Sql): Promise<T[]> {
    const client = this.orm.em.getConnection().getClient();
    const result = await client.executeQuery<T>(rawQuery(sql.text, sql.values) as unknown as CompiledQuery);
    return result.rows;
  }
}
