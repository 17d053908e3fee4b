import { Injectable } from '@nestjs/common';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { ROLES, User } from '../users/user.entity.js';

export const USERS_LIST: ListContract<
  'q' | 'role' | 'verified' | 'suspended' | 'country' | 'createdFrom' | 'createdTo',
  'id' | 'createdAt' | 'email' | 'fullName' | 'businessName' | 'role' | 'country'
> = {
  resource: 'users',
  // 'id' because it is react-admin's default sort for any list not given one (ids are UUIDv7, so
  // it is creation order).
  sortable: ['id', 'createdAt', 'email', 'fullName', 'businessName', 'role', 'country'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    q: 'string',
    role: { enum: ROLES },
    verified: 'boolean',
    suspended: 'boolean',
    country: 'string',
    createdFrom: 'date',
    createdTo: 'dateUpTo',
  },
};

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

@Injectable()
export class ListUsers {
  constructor(private readonly orm: MikroORM) {}

  async execute(query: ListQuery<keyof typeof USERS_LIST.filters, (typeof USERS_LIST.sortable)[number]>) {
    const f = query.filter;
    const where: FilterQuery<User> = {};
    const and: FilterQuery<User>[] = [];
    if (f.id) and.push({ id: { $in: f.id } });
    if (typeof f.q === 'string' && f.q.trim()) {
      const like = `%${escapeLike(f.q.trim())}%`;
      and.push({
        $or: [
          { email: { $ilike: like } },
          { fullName: { $ilike: like } },
          { businessName: { $ilike: like } },
        ],
      });
    }
    if (typeof f.role === 'string') and.push({ role: f.role as User['role'] });
    if (typeof f.verified === 'boolean') and.push({ emailVerifiedAt: f.verified ? { $ne: null } : null });
    if (typeof f.suspended === 'boolean') and.push({ suspendedAt: f.suspended ? { $ne: null } : null });
    if (typeof f.country === 'string') and.push({ country: f.country.toUpperCase() });
    if (f.createdFrom instanceof Date) and.push({ createdAt: { $gte: f.createdFrom } });
    if (f.createdTo instanceof Date) and.push({ createdAt: { $lte: f.createdTo } });
    if (and.length) where.$and = and;
    const order = query.sort.order === 'ASC' ? 'asc' : 'desc';
    const [items, total] = await this.orm.em.fork().findAndCount(User, where, {
      // id breaks ties so pages never overlap or skip; when id is the sort itself, a second id key
      // would overwrite it (and always sort ascending).
      orderBy: query.sort.field === 'id' ? { id: order } : { [query.sort.field]: order, id: 'asc' },
      offset: query.offset,
      limit: query.limit,
    });
    return { items, total };
  }
}
