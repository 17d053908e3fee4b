import { Injectable } from '@nestjs/common';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { Experiment, EXPERIMENT_STATUSES, type ExperimentStatus } from '../analytics.entities.js';

export const EXPERIMENTS_LIST: ListContract<
  'q' | 'status' | 'key',
  'id' | 'key' | 'name' | 'status' | 'trafficPercent' | 'createdAt' | 'updatedAt' | 'startedAt' | 'stoppedAt'
> = {
  resource: 'experiments',
  sortable: [
    'id',
    'key',
    'name',
    'status',
    'trafficPercent',
    'createdAt',
    'updatedAt',
    'startedAt',
    'stoppedAt',
  ],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: { q: 'string', status: { enum: EXPERIMENT_STATUSES }, key: 'string' },
};

type Query = ListQuery<keyof typeof EXPERIMENTS_LIST.filters, (typeof EXPERIMENTS_LIST.sortable)[number]>;

/** `%` and `_` typed in the search box are letters, not wildcards. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Experiments for the back office; `q` searches key and name. The id breaks ties so pages never overlap. */
@Injectable()
export class ListExperiments {
  constructor(private readonly orm: MikroORM) {}

  async execute(query: Query): Promise<{ items: Experiment[]; total: number }> {
    const f = query.filter;
    const where: FilterQuery<Experiment> = {};
    if (f.id) where.id = { $in: f.id.map((id) => id.toLowerCase()) };
    if (typeof f.status === 'string') where.status = f.status as ExperimentStatus;
    if (typeof f.key === 'string') where.key = f.key;
    if (typeof f.q === 'string' && f.q.trim())
      where.$or = [{ key: { $ilike: contains(f.q.trim()) } }, { name: { $ilike: contains(f.q.trim()) } }];
    const order = query.sort.order === 'ASC' ? 'asc' : 'desc';
    const [items, total] = await this.orm.em.fork().findAndCount(Experiment, where, {
      orderBy: { [query.sort.field]: `${order} nulls last`, id: order },
      offset: query.offset,
      limit: query.limit,
    });
    return { items, total };
  }
}
