import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubjectKind } from '../messaging.entities.js';
import { MessagingProblems } from '../messaging.problems.js';
import { SCHEMA } from '../messaging.schema.js';
import { isUuid } from '../read-models/read-model-writes.js';

export interface OpenRequest {
  subjectKind: SubjectKind;
  subjectId: string;
  /** Only a buyer writing about their own RFQ names the supplier. */
  recipientId?: string;
}

export interface Parties {
  buyerId: string;
  supplierId: string;
  /** Whether a new conversation may start about it now (a published product, a live RFQ). */
  open: boolean;
}

interface ProductRow {
  seller_id: string;
  status: string;
}
interface RfqRow {
  buyer_id: string;
  visibility: string;
  supplier_ids: string[] | string;
  removed: boolean;
}
interface OrderRow {
  buyer_id: string;
  seller_id: string;
}

const asList = (v: string[] | string): string[] =>
  Array.isArray(v) ? v : v.replace(/[{}]/g, '').split(',').filter(Boolean);

/**
 * Who the buyer and the supplier of a conversation are, from the subject and the caller — never
 * from what the client says about roles. Anything the caller may not see answers 404.
 */
export async function resolveParties(em: EntityManager, callerId: string, r: OpenRequest): Promise<Parties> {
  if (!isUuid(r.subjectId)) throw MessagingProblems.subjectNotFound();
  const one = async <T extends object>(sql: string): Promise<T | undefined> =>
    (await em.execute<T[]>(sql, [r.subjectId]))[0];
  switch (r.subjectKind) {
    case 'product': {
      const p = await one<ProductRow>(`select seller_id, status from ${SCHEMA}.product where product_id = ?`);
      if (!p) throw MessagingProblems.subjectNotFound();
      return { buyerId: callerId, supplierId: p.seller_id, open: p.status === 'published' };
    }
    case 'supplier': {
      const s = await one<{ seller: boolean }>(`select seller from ${SCHEMA}.party where user_id = ?`);
      if (!s?.seller) throw MessagingProblems.subjectNotFound();
      return { buyerId: callerId, supplierId: r.subjectId.toLowerCase(), open: true };
    }
    case 'rfq': {
      const q = await one<RfqRow>(
        `select buyer_id, visibility, supplier_ids, removed from ${SCHEMA}.rfq where rfq_id = ?`,
      );
      if (!q) throw MessagingProblems.subjectNotFound();
      if (q.buyer_id === callerId) {
        if (!r.recipientId) throw MessagingProblems.recipientRequired();
        if (!isUuid(r.recipientId)) throw MessagingProblems.recipientNotFound();
        const s = (
          await em.execute<{ seller: boolean }[]>(`select seller from ${SCHEMA}.party where user_id = ?`, [
            r.recipientId,
          ])
        )[0];
        if (!s?.seller) throw MessagingProblems.recipientNotFound();
        return { buyerId: callerId, supplierId: r.recipientId.toLowerCase(), open: !q.removed };
      }
      // A private RFQ is invisible to a supplier it was not sent to: the same 404 as an unknown one.
      if (q.visibility === 'invited' && !asList(q.supplier_ids).includes(callerId))
        throw MessagingProblems.subjectNotFound();
      return { buyerId: q.buyer_id, supplierId: callerId, open: !q.removed };
    }
    case 'order': {
      const o = await one<OrderRow>(
        `select buyer_id, seller_id from ${SCHEMA}.trade_order where order_id = ?`,
      );
      if (!o || (o.buyer_id !== callerId && o.seller_id !== callerId))
        throw MessagingProblems.subjectNotFound();
      return { buyerId: o.buyer_id, supplierId: o.seller_id, open: true };
    }
  }
}

/** Whether a paid order exists between the two users, either way round: their contact details may then pass. */
export async function haveOrdered(em: EntityManager, a: string, b: string): Promise<boolean> {
  const rows = await em.execute<{ found: boolean }[]>(
    `select exists (select 1 from ${SCHEMA}.trade_order
       where paid and ((buyer_id = ? and seller_id = ?) or (buyer_id = ? and seller_id = ?))) as found`,
    [a, b, b, a],
  );
  return rows[0]?.found === true;
}

/** The title shown for a conversation's subject, as SQL over a conversation aliased `c`. */
export const SUBJECT_TITLE_SQL = `case c.subject_kind
    when 'product' then (select title from ${SCHEMA}.product where product_id = c.subject_id)
    when 'rfq' then (select title from ${SCHEMA}.rfq where rfq_id = c.subject_id)
    when 'order' then (select reference from ${SCHEMA}.trade_order where order_id = c.subject_id)
    when 'supplier' then (select name from ${SCHEMA}.party where user_id = c.subject_id)
  end`;
