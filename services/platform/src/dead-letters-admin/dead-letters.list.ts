import type { ListContract, ListQuery } from '../http/index.js';
import { DEAD_LETTER_SORT_FIELDS, type DeadLetterFilter } from '../events/index.js';

/**
 * The simple-rest list contract of `/api/v1/admin/dead-letters`. `service` is always sent by the
 * console (the gateway routes a list by it); here it only has to name this service.
 */
export const DEAD_LETTERS_LIST = {
  resource: 'dead-letters',
  sortable: DEAD_LETTER_SORT_FIELDS,
  defaultSort: { field: 'lastFailedAt', order: 'DESC' },
  filters: {
    service: 'string',
    topic: 'string',
    consumerGroup: 'string',
    status: { enum: ['open', 'replayed', 'discarded'] },
    from: 'date',
    to: 'dateUpTo',
  },
} as const satisfies ListContract;

export type DeadLettersQuery = ListQuery<
  keyof typeof DEAD_LETTERS_LIST.filters,
  (typeof DEAD_LETTERS_LIST.sortable)[number]
>;

/** The store's filter for a parsed list query; undefined when it names another service (no rows here). */
export function storeFilter(service: string, f: DeadLettersQuery['filter']): DeadLetterFilter | undefined {
  if (typeof f.service === 'string' && f.service !== service) return undefined;
  return {
    topic: typeof f.topic === 'string' ? f.topic : undefined,
    group: typeof f.consumerGroup === 'string' ? f.consumerGroup : undefined,
    status: typeof f.status === 'string' ? (f.status as DeadLetterFilter['status']) : undefined,
    from: f.from instanceof Date ? f.from : undefined,
    to: f.to instanceof Date ? f.to : undefined,
  };
}
