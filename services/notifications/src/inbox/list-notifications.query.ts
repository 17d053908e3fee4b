import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ProblemException } from '@sokoni/platform/errors';
import { SCHEMA } from '../notifications.schema.js';
import {
  NOTIFICATION_COLUMNS,
  notificationView,
  type NotificationPageView,
  type NotificationRow,
} from './notification.view.js';
import { unreadCount } from './realtime-pusher.js';

/**
 * The caller's own notifications. Ids are UUIDv7, so the id is the order: newest first by pages
 * (`before`), or — to resume a stream — everything after an id, oldest first.
 */
@Injectable()
export class ListNotifications {
  constructor(private readonly orm: MikroORM) {}

  async execute(
    userId: string,
    q: { before?: string; after?: string; limit?: number },
  ): Promise<NotificationPageView> {
    if (q.before && q.after)
      throw ProblemException.validation([
        { field: 'after', code: 'notifications.cursor_conflict', i18nKey: 'notifications.cursor_conflict' },
      ]);
    const em = this.orm.em.fork();
    if (q.after) {
      const rows = await em.execute<NotificationRow[]>(
        `select ${NOTIFICATION_COLUMNS} from ${SCHEMA}.in_app_notifications
         where user_id = ? and not hidden and id > ? order by id asc limit ?`,
        [userId, q.after, q.limit ?? 100],
      );
      return { items: rows.map(notificationView), unreadCount: await unreadCount(em, userId) };
    }
    const limit = q.limit ?? 20;
    const rows = await em.execute<NotificationRow[]>(
      `select ${NOTIFICATION_COLUMNS} from ${SCHEMA}.in_app_notifications
       where user_id = ? and not hidden ${q.before ? 'and id < ?' : ''} order by id desc limit ?`,
      q.before ? [userId, q.before, limit + 1] : [userId, limit + 1],
    );
    const page = rows.slice(0, limit);
    return {
      items: page.map(notificationView),
      unreadCount: await unreadCount(em, userId),
      nextBefore: rows.length > limit ? page[page.length - 1]!.id : null,
    };
  }
}
