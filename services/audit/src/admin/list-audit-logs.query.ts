import { Injectable } from '@nestjs/common';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { ArchivedAuditEntry, AuditEntry } from '../chain/audit-entry.entity.js';

export const AUDIT_LOGS_LIST: ListContract<
  | 'q'
  | 'actorId'
  | 'action'
  | 'targetType'
  | 'targetId'
  | 'service'
  | 'topic'
  | 'correlationId'
  | 'from'
  | 'to'
  | 'archived',
  'id' | 'seq' | 'occurredAt' | 'action' | 'service'
> = {
  resource: 'audit-logs',
  // 'id' is react-admin's default sort; entries are ordered by their place in the chain either way.
  sortable: ['id', 'seq', 'occurredAt', 'action', 'service'],
  defaultSort: { field: 'seq', order: 'DESC' },
  filters: {
    q: 'string',
    actorId: 'uuid',
    action: 'string',
    targetType: 'string',
    targetId: 'string',
    service: 'string',
    topic: 'string',
    correlationId: 'string',
    from: 'date',
    to: 'dateUpTo',
    archived: 'boolean',
  },
};

type Query = ListQuery<keyof typeof AUDIT_LOGS_LIST.filters, (typeof AUDIT_LOGS_LIST.sortable)[number]>;
type Entry = AuditEntry | ArchivedAuditEntry;

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The log for staff: live entries, or the archive with `archived: true`. Never the payloads in a list. */
@Injectable()
export class ListAuditLogs {
  constructor(private readonly orm: MikroORM) {}

  async execute(query: Query): Promise<{ items: Entry[]; total: number }> {
    const f = query.filter;
    const and: FilterQuery<AuditEntry>[] = [];
    if (f.id) and.push({ id: { $in: f.id } });
    if (typeof f.q === 'string' && f.q.trim()) {
      const like = `%${escapeLike(f.q.trim())}%`;
      and.push({
        $or: [{ action: { $ilike: like } }, { actorEmail: { $ilike: like } }, { targetId: { $ilike: like } }],
      });
    }
    if (typeof f.actorId === 'string') and.push({ actorId: f.actorId.toLowerCase() });
    if (typeof f.action === 'string') and.push({ action: f.action });
    if (typeof f.targetType === 'string') and.push({ targetType: f.targetType });
    if (typeof f.targetId === 'string') and.push({ targetId: f.targetId });
    if (typeof f.service === 'string') and.push({ service: f.service });
    if (typeof f.topic === 'string') and.push({ topic: f.topic });
    if (typeof f.correlationId === 'string') and.push({ correlationId: f.correlationId });
    if (f.from instanceof Date) and.push({ occurredAt: { $gte: f.from } });
    if (f.to instanceof Date) and.push({ occurredAt: { $lte: f.to } });
    const order: 'asc' | 'desc' = query.sort.order === 'ASC' ? 'asc' : 'desc';
    const field = query.sort.field === 'id' ? 'seq' : query.sort.field;
    const where: FilterQuery<AuditEntry> = and.length ? { $and: and } : {};
    const options = {
      // seq breaks ties, so pages never overlap or skip.
      orderBy: field === 'seq' ? { seq: order } : { [field]: order, seq: 'desc' as const },
      offset: query.offset,
      limit: query.limit,
    };
    const em = this.orm.em.fork();
    const [items, total]: [Entry[], number] =
      f.archived === true
        ? await em.findAndCount(ArchivedAuditEntry, where as FilterQuery<ArchivedAuditEntry>, options)
        : await em.findAndCount(AuditEntry, where, options);
    return { items, total };
  }
}
