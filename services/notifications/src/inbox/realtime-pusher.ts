import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { PollingLoop } from '@sokoni/platform/events';
import { REALTIME_FANOUT, type RealtimeFanout } from '@sokoni/platform/realtime';
import { SCHEMA } from '../notifications.schema.js';
import { NOTIFICATION_COLUMNS, notificationView, type NotificationRow } from './notification.view.js';

/** True when the module made the fan-out (and so closes it); false for one it was given. */
export const OWNS_REALTIME_FANOUT = Symbol('OWNS_REALTIME_FANOUT');

/** What a bell shows as unread for `userId`. */
export async function unreadCount(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>(
    `select count(*) as n from ${SCHEMA}.in_app_notifications where user_id = ? and read_at is null and not hidden`,
    [userId],
  );
  return Number(row?.n ?? 0);
}

/**
 * Pushes new notifications to the users' open pages through the realtime fan-out, after the
 * consumer's transaction committed: each is claimed once (`pushed_at`, skip-locked across
 * replicas) and published with the new unread count. At most once by design — a page that was away
 * reads the backlog (`GET /notifications?after=`), so a lost push costs nothing but a second.
 */
@Injectable()
export class RealtimePusher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(RealtimePusher.name);
  private readonly loop = new PollingLoop('realtime push', () => this.pushDue(), 1000, this.log);

  constructor(
    private readonly orm: MikroORM,
    @Inject(REALTIME_FANOUT) private readonly fanout: RealtimeFanout,
    @Inject(OWNS_REALTIME_FANOUT) private readonly ownsFanout: boolean,
  ) {}

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
    if (this.ownsFanout) await this.fanout.close();
  }

  /** Soon after the caller's transaction commits; the regular pass catches a slow commit. */
  nudge(): void {
    this.loop.nudge(20);
  }

  /** Pushes everything not pushed yet; tests call it to avoid waiting for the timer. */
  drain(): Promise<void> {
    return this.loop.runNow();
  }

  /** Tells the user's pages what a read or read-all changed (called after that commit). */
  async publishRead(
    userId: string,
    ids: readonly string[] | 'all',
    unread: number,
    eventId: string,
  ): Promise<void> {
    await this.publish(userId, {
      id: eventId,
      kind: 'notification.read',
      data: { ids, unreadCount: unread },
    });
  }

  /**
   * Tells the user's open pages that something they show changed (`update`: {kind, link}) when the
   * user keeps that topic out of the bell: a thread or an RFQ on screen must still move. Nothing is
   * stored, counted or replayed, and it may go before the caller commits — the page reads the
   * service that owns the data (messaging, trade), which committed before its event reached us; a
   * rolled-back delivery that runs again only makes the page read twice.
   */
  signal(userId: string, kind: string, link: string): void {
    void this.publish(userId, { id: uuidv7(), kind: 'update', data: { kind, link } });
  }

  private async pushDue(): Promise<void> {
    for (;;) {
      const em = this.orm.em.fork();
      const rows = await em.execute<(NotificationRow & { user_id: string })[]>(
        `update ${SCHEMA}.in_app_notifications set pushed_at = now()
         where id in (select id from ${SCHEMA}.in_app_notifications where pushed_at is null
                      order by id limit 100 for update skip locked)
         returning user_id, ${NOTIFICATION_COLUMNS}`,
      );
      if (rows.length === 0) return;
      rows.sort((a, b) => (a.id < b.id ? -1 : 1));
      const counts = new Map<string, number>();
      for (const r of rows) {
        let n = counts.get(r.user_id);
        if (n === undefined) counts.set(r.user_id, (n = await unreadCount(em, r.user_id)));
        await this.publish(r.user_id, {
          id: r.id,
          kind: 'notification',
          data: { ...notificationView(r), unreadCount: n },
        });
      }
    }
  }

  private async publish(userId: string, event: { id: string; kind: string; data: unknown }): Promise<void> {
    try {
      await this.fanout.publish(userId, event);
    } catch (err) {
      this.log.warn({ user: userId, kind: event.kind, err: (err as Error).message }, 'realtime push failed');
    }
  }
}
