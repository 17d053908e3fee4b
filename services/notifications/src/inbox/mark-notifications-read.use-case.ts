import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { ProblemException } from '@sokoni/platform/errors';
import { SCHEMA } from '../notifications.schema.js';
import {
  NOTIFICATION_COLUMNS,
  notificationView,
  type NotificationView,
  type UnreadCountView,
} from './notification.view.js';
import { RealtimePusher, unreadCount } from './realtime-pusher.js';

/**
 * Marks the caller's notifications read — one, or all — and tells their other open pages (after the
 * commit) with the new unread count. Someone else's notification is a 404, as a missing one is.
 */
@Injectable()
export class MarkNotificationsRead {
  constructor(
    private readonly orm: MikroORM,
    private readonly pusher: RealtimePusher,
  ) {}

  async one(userId: string, id: string): Promise<NotificationView & UnreadCountView> {
    const { view, unread, changed, cursor } = await this.orm.em.fork().transactional(async (em) => {
      const [row] = await em.execute<Parameters<typeof notificationView>[0][]>(
        `select ${NOTIFICATION_COLUMNS} from ${SCHEMA}.in_app_notifications where id = ? and user_id = ? and not hidden for update`,
        [id, userId],
      );
      if (!row) throw ProblemException.notFound('notifications.notification_not_found');
      const changed = row.read_at === null;
      if (changed) {
        row.read_at = new Date();
        await em.execute(`update ${SCHEMA}.in_app_notifications set read_at = ? where id = ?`, [
          row.read_at,
          id,
        ]);
      }
      return {
        view: notificationView(row),
        unread: await unreadCount(em, userId),
        changed,
        cursor: await pushedCursor(em, userId),
      };
    });
    if (changed) await this.pusher.publishRead(userId, [id], unread, cursor ?? id);
    return { ...view, unreadCount: unread };
  }

  async all(userId: string): Promise<UnreadCountView & { marked: number }> {
    const { marked, unread, cursor } = await this.orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<{ id: string }[]>(
        `update ${SCHEMA}.in_app_notifications set read_at = now() where user_id = ? and read_at is null and not hidden returning id`,
        [userId],
      );
      return {
        marked: rows.length,
        unread: await unreadCount(em, userId),
        cursor: await pushedCursor(em, userId),
      };
    });
    if (marked > 0 && cursor) await this.pusher.publishRead(userId, 'all', unread, cursor);
    return { marked, unreadCount: unread };
  }
}

/**
 * The id a read receipt travels under on the stream (it becomes the page's Last-Event-ID): the
 * newest notification already pushed, so a page resuming from it never skips one still to come.
 */
async function pushedCursor(em: EntityManager, userId: string): Promise<string | undefined> {
  const [row] = await em.execute<{ id: string | null }[]>(
    `select max(id::text) as id from ${SCHEMA}.in_app_notifications where user_id = ? and pushed_at is not null`,
    [userId],
  );
  return row?.id ?? undefined;
}
