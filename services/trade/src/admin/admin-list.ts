import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/postgresql';
import type { ListQuery } from '@sokoni/platform/http';

/**
 * One page of a react-admin list: the sort field (react-admin's default `id` maps to `defaultField`)
 * with `tieBreak` after it, so pages never overlap or skip rows sharing a value.
 */
export async function listPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  query: ListQuery,
  o: { defaultField: string; tieBreak: string },
): Promise<{ items: T[]; total: number }> {
  const order = query.sort.order === 'ASC' ? 'asc' : 'desc';
  const field = query.sort.field === 'id' ? o.defaultField : query.sort.field;
  const orderBy = field === o.tieBreak ? { [field]: order } : { [field]: order, [o.tieBreak]: order };
  const [items, total] = await em.findAndCount(entity, where as never, {
    orderBy: orderBy as never,
    offset: query.offset,
    limit: query.limit,
  });
  return { items, total };
}

/** A date range filter (`from` inclusive, `to` an inclusive upper bound) on one field. */
export function dateRange(from: unknown, to: unknown): { $gte?: Date; $lte?: Date } | undefined {
  if (!(from instanceof Date) && !(to instanceof Date)) return undefined;
  return { ...(from instanceof Date ? { $gte: from } : {}), ...(to instanceof Date ? { $lte: to } : {}) };
}

export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
