import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Translator } from '@sokoni/platform/errors';
import { SCHEMA } from '../messaging.schema.js';
import { conversationOf } from './conversation-access.js';
import { SUBJECT_TITLE_SQL } from './conversation-subjects.js';
import type { ConversationPageResponse, ConversationResponse } from './conversation.response.js';

interface SummaryRow {
  id: string;
  buyer_id: string;
  supplier_id: string;
  subject_kind: ConversationResponse['subject']['kind'];
  subject_id: string;
  subject_title: string | null;
  counterpart_id: string;
  counterpart_name: string | null;
  counterpart_deleted: boolean;
  unread: number | string;
  blocked_by_me: boolean;
  has_order: boolean;
  last_message_at: Date;
  created_at: Date;
  lm_sender_id: string | null;
  lm_text: string | null;
  lm_masked: boolean | null;
  lm_attachments: number | string | null;
  lm_created_at: Date | null;
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// `me` is the first parameter of every statement built on this: the caller's view of each conversation.
const SUMMARY_SELECT = `with mine as (
    select c.*, case when c.buyer_id = ?::uuid then c.supplier_id else c.buyer_id end as counterpart_id,
      ${SUBJECT_TITLE_SQL} as subject_title
    from ${SCHEMA}.conversation c where c.buyer_id = ?::uuid or c.supplier_id = ?::uuid
  )
  select c.id, c.buyer_id, c.supplier_id, c.subject_kind, c.subject_id, c.subject_title, c.counterpart_id,
    p.name as counterpart_name, (p.deleted_at is not null) as counterpart_deleted, c.last_message_at, c.created_at,
    (select count(*) from ${SCHEMA}.message m
      where m.conversation_id = c.id and m.recipient_id = ?::uuid and m.read_at is null) as unread,
    exists (select 1 from ${SCHEMA}.block b where b.blocker_id = ?::uuid and b.blocked_id = c.counterpart_id) as blocked_by_me,
    exists (select 1 from ${SCHEMA}.trade_order o where o.paid and ((o.buyer_id = c.buyer_id and o.seller_id = c.supplier_id)
      or (o.buyer_id = c.supplier_id and o.seller_id = c.buyer_id))) as has_order,
    lm.sender_id as lm_sender_id, lm.text as lm_text, lm.masked as lm_masked, lm.attachments as lm_attachments,
    lm.created_at as lm_created_at
  from mine c
  left join ${SCHEMA}.party p on p.user_id = c.counterpart_id
  left join lateral (
    select m.sender_id, case when m.sender_id = ?::uuid then m.body else m.display_body end as text, m.masked,
      m.created_at, (select count(*) from ${SCHEMA}.attachment a where a.message_id = m.id) as attachments
    from ${SCHEMA}.message m where m.conversation_id = c.id order by m.id desc limit 1
  ) lm on true`;
const me6 = (me: string): string[] => [me, me, me, me, me, me];

/** `deletedUser`: the neutral name, in the caller's language, of a party who deleted their account. */
function toSummary(r: SummaryRow, me: string, deletedUser: string): ConversationResponse {
  const deleted = r.counterpart_deleted === true;
  // A storefront conversation's title is the supplier's name: erased with the account too.
  const title =
    deleted && r.subject_kind === 'supplier' && r.subject_id === r.counterpart_id
      ? deletedUser
      : (r.subject_title ?? '');
  return {
    id: r.id,
    subject: { kind: r.subject_kind, id: r.subject_id, title },
    counterpart: { id: r.counterpart_id, name: deleted ? deletedUser : (r.counterpart_name ?? ''), deleted },
    myRole: r.buyer_id === me ? 'buyer' : 'supplier',
    lastMessage:
      r.lm_sender_id && r.lm_created_at
        ? {
            senderId: r.lm_sender_id,
            text: r.lm_text ?? '',
            masked: r.lm_masked === true,
            attachments: Number(r.lm_attachments ?? 0),
            sentAt: new Date(r.lm_created_at).toISOString(),
          }
        : null,
    unreadCount: Number(r.unread),
    blockedByMe: r.blocked_by_me === true,
    hasOrder: r.has_order === true,
    lastMessageAt: new Date(r.last_message_at).toISOString(),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** The caller's conversations as they see them: the other party, the subject's title, unread counts. */
@Injectable()
export class ConversationReader {
  constructor(
    private readonly orm: MikroORM,
    private readonly t: Translator,
  ) {}

  private get deletedUser(): string {
    return this.t.translate('messaging.deleted_user');
  }

  async one(em: EntityManager, id: string, me: string): Promise<ConversationResponse> {
    await conversationOf(em, id, me);
    const rows = await em.execute<SummaryRow[]>(`${SUMMARY_SELECT} where c.id = ?`, [...me6(me), id]);
    return toSummary(rows[0]!, me, this.deletedUser);
  }

  /** Unread first, then the newest; `q` searches the other party's name, the subject and the messages as the caller sees them. */
  async inbox(
    me: string,
    o: { q?: string; page: number; pageSize: number },
  ): Promise<ConversationPageResponse> {
    const em = this.orm.em.fork();
    const params: unknown[] = me6(me);
    let where = '';
    if (o.q) {
      const like = `%${escapeLike(o.q)}%`;
      where = ` where (p.name ilike ? or c.subject_title ilike ? or exists (select 1 from ${SCHEMA}.message m
        where m.conversation_id = c.id and (case when m.sender_id = ?::uuid then m.body else m.display_body end) ilike ?))`;
      params.push(like, like, me, like);
    }
    const rows = await em.execute<(SummaryRow & { total: string | number })[]>(
      `select s.*, count(*) over () as total from (${SUMMARY_SELECT}${where}) s
       order by (s.unread > 0) desc, s.last_message_at desc, s.id desc limit ? offset ?`,
      [...params, o.pageSize, (o.page - 1) * o.pageSize],
    );
    const unread = await em.execute<{ n: string | number }[]>(
      `select count(*) as n from ${SCHEMA}.message where recipient_id = ? and read_at is null`,
      [me],
    );
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && o.page > 1) {
      const count = await em.execute<{ n: string | number }[]>(
        `select count(*) as n from (${SUMMARY_SELECT}${where}) s`,
        params,
      );
      total = Number(count[0]?.n ?? 0);
    }
    return {
      items: rows.map((r) => toSummary(r, me, this.deletedUser)),
      total,
      page: o.page,
      pageSize: o.pageSize,
      unreadTotal: Number(unread[0]?.n ?? 0),
    };
  }
}
