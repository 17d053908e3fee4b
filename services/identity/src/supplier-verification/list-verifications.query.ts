import { Injectable } from '@nestjs/common';
import { MikroORM, type FilterQuery } from '@mikro-orm/postgresql';
import type { ListContract, ListQuery } from '@sokoni/platform/http';
import { User } from '../users/user.entity.js';
import {
  SupplierVerification,
  VerificationDocument,
  VERIFICATION_STATUSES,
} from './supplier-verification.entity.js';
import { toAdminListView, type AdminVerificationListView } from './verification.view.js';

export const VERIFICATIONS_LIST: ListContract<
  'q' | 'status' | 'country' | 'sellerId' | 'submittedFrom' | 'submittedTo',
  'id' | 'submittedAt' | 'status' | 'companyName' | 'country' | 'decidedAt' | 'expiresAt'
> = {
  resource: 'supplier-verifications',
  sortable: ['id', 'submittedAt', 'status', 'companyName', 'country', 'decidedAt', 'expiresAt'],
  // Oldest waiting first would suit a queue, but react-admin lists read newest first everywhere.
  defaultSort: { field: 'submittedAt', order: 'DESC' },
  filters: {
    q: 'string',
    status: { enum: VERIFICATION_STATUSES },
    country: 'string',
    sellerId: 'uuid',
    submittedFrom: 'date',
    submittedTo: 'dateUpTo',
  },
};

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A search matching more sellers than this by e-mail or name is too vague to narrow by them. */
const MAX_SELLER_MATCHES = 500;

type Query = ListQuery<keyof typeof VERIFICATIONS_LIST.filters, (typeof VERIFICATIONS_LIST.sortable)[number]>;

@Injectable()
export class ListVerifications {
  constructor(private readonly orm: MikroORM) {}

  async execute(query: Query): Promise<{ items: AdminVerificationListView[]; total: number }> {
    const em = this.orm.em.fork();
    const f = query.filter;
    const and: FilterQuery<SupplierVerification>[] = [];
    if (f.id) and.push({ id: { $in: f.id } });
    if (typeof f.q === 'string' && f.q.trim()) {
      const like = `%${escapeLike(f.q.trim())}%`;
      // The seller's e-mail and names live on the user: matched first, then used as ids.
      const sellers = await em.find(
        User,
        {
          $or: [
            { email: { $ilike: like } },
            { businessName: { $ilike: like } },
            { fullName: { $ilike: like } },
          ],
        },
        { fields: ['id'], limit: MAX_SELLER_MATCHES },
      );
      and.push({
        $or: [
          { companyName: { $ilike: like } },
          { companyRegistrationNumber: { $ilike: like } },
          { taxId: { $ilike: like } },
          ...(sellers.length ? [{ sellerId: { $in: sellers.map((s) => s.id) } }] : []),
        ],
      });
    }
    if (typeof f.status === 'string') and.push({ status: f.status as SupplierVerification['status'] });
    if (typeof f.country === 'string') and.push({ country: f.country.toUpperCase() });
    if (typeof f.sellerId === 'string') and.push({ sellerId: f.sellerId });
    if (f.submittedFrom instanceof Date) and.push({ submittedAt: { $gte: f.submittedFrom } });
    if (f.submittedTo instanceof Date) and.push({ submittedAt: { $lte: f.submittedTo } });
    const order = query.sort.order === 'ASC' ? 'asc' : 'desc';
    const [rows, total] = await em.findAndCount(SupplierVerification, and.length ? { $and: and } : {}, {
      // id breaks ties so pages never overlap or skip (nulls of decidedAt/expiresAt included).
      orderBy:
        query.sort.field === 'id'
          ? { id: order }
          : { [query.sort.field]: order === 'asc' ? 'asc nulls last' : 'desc nulls last', id: 'asc' },
      offset: query.offset,
      limit: query.limit,
    });
    const sellers = new Map(
      (rows.length
        ? await em.find(User, { id: { $in: [...new Set(rows.map((r) => r.sellerId))] } })
        : []
      ).map((u) => [u.id, u]),
    );
    const counts = await this.documentCounts(
      em,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) => toAdminListView(r, sellers.get(r.sellerId), counts.get(r.id) ?? 0)),
      total,
    };
  }

  private async documentCounts(
    em: ReturnType<MikroORM['em']['fork']>,
    ids: string[],
  ): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const docs = await em.find(
      VerificationDocument,
      { verificationId: { $in: ids } },
      { fields: ['verificationId'] },
    );
    const counts = new Map<string, number>();
    for (const d of docs) counts.set(d.verificationId, (counts.get(d.verificationId) ?? 0) + 1);
    return counts;
  }
}
