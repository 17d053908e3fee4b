import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Translator } from '@sokoni/platform/errors';
import { EventOutbox } from '@sokoni/platform/events';
import { MessagingProblems } from '../messaging.problems.js';
import { SCHEMA } from '../messaging.schema.js';
import { isUuid } from '../read-models/read-model-writes.js';
import type { BlockResponse } from './blocks.dto.js';

/**
 * Blocks: a blocked user can no longer send the blocker messages (403); every conversation stays
 * readable to both. Blocking twice is one block (one event); unblocking an unblocked user is a no-op.
 */
@Injectable()
export class Blocks {
  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: EventOutbox,
    private readonly t: Translator,
  ) {}

  async block(me: string, userId: string): Promise<BlockResponse> {
    const blocked = userId.toLowerCase();
    if (blocked === me) throw MessagingProblems.blockSelf();
    return this.orm.em.fork().transactional(async (em) => {
      const inserted = await em.execute<{ created_at: Date }[]>(
        `insert into ${SCHEMA}.block (blocker_id, blocked_id, created_at) values (?, ?, now())
         on conflict do nothing returning created_at`,
        [me, blocked],
      );
      if (inserted.length === 1)
        await this.outbox.add(
          em,
          'messaging.user.blocked.v1',
          me,
          { blockerId: me, blockedId: blocked },
          { actorId: me },
        );
      return (await this.list(me, blocked, em))[0]!;
    });
  }

  async unblock(me: string, userId: string): Promise<void> {
    if (!isUuid(userId)) return;
    await this.orm.em
      .fork()
      .execute(`delete from ${SCHEMA}.block where blocker_id = ? and blocked_id = ?`, [
        me,
        userId.toLowerCase(),
      ]);
  }

  async list(me: string, only?: string, em: EntityManager = this.orm.em.fork()): Promise<BlockResponse[]> {
    const rows = await em.execute<
      { blocked_id: string; name: string | null; deleted: boolean | null; created_at: Date }[]
    >(
      `select b.blocked_id, p.name, (p.deleted_at is not null) as deleted, b.created_at from ${SCHEMA}.block b
       left join ${SCHEMA}.party p on p.user_id = b.blocked_id
       where b.blocker_id = ? ${only ? 'and b.blocked_id = ?' : ''} order by b.created_at desc`,
      only ? [me, only] : [me],
    );
    return rows.map((r) => ({
      userId: r.blocked_id,
      name: r.deleted ? this.t.translate('messaging.deleted_user') : (r.name ?? ''),
      blockedAt: new Date(r.created_at).toISOString(),
    }));
  }
}
