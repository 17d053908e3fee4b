import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { CONFIG } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { PollingLoop } from '@sokoni/platform/events';
import { EmailQueue } from '../email/email-queue.js';
import { templateLanguage } from '../email/email-renderer.js';
import type { NotificationsConfig } from '../notifications.config.js';
import { SCHEMA } from '../notifications.schema.js';

/** Unread this long, a message is mailed in the next digest; and a user gets one digest this often. */
const HOUR = "interval '1 hour'";
const MAX_LISTED = 20;

interface ContactRow {
  email: string;
  full_name: string;
  locale: string;
}

/**
 * The hourly e-mail digest of messages not read within an hour: one e-mail per user per hour
 * listing them, through the e-mail queue (so the messages topic's e-mail choice holds — switched
 * off, the digest is recorded `skipped` — and the e-mail carries its one-click unsubscribe link).
 * A message read in the app, or in its conversation (messaging.conversation.read.v1), is never
 * listed; a listed one is marked so that no later digest repeats it.
 */
@Injectable()
export class MessageDigests implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(MessageDigests.name);
  private readonly loop = new PollingLoop(
    'message digests',
    () => this.runDue().then(() => undefined),
    60_000,
    this.log,
  );

  constructor(
    private readonly orm: MikroORM,
    private readonly queue: EmailQueue,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** Digests every user who is due one; returns how many were queued (tests call it directly). */
  async runDue(): Promise<number> {
    const users = await this.orm.em.fork().execute<{ user_id: string }[]>(
      `select distinct user_id from ${SCHEMA}.in_app_notifications
       where kind = 'message_received' and read_at is null and digested_at is null
         and created_at <= now() - ${HOUR}
       limit 500`,
    );
    let queued = 0;
    for (const { user_id } of users) if (await this.digest(user_id)) queued++;
    return queued;
  }

  private digest(userId: string): Promise<boolean> {
    return this.orm.em.fork().transactional(async (em) => {
      // One job per user at a time across replicas; the check below then holds.
      await em.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [
        `${SCHEMA}.digest:${userId}`,
      ]);
      const [recent] = await em.execute<{ n: string }[]>(
        `select count(*) as n from ${SCHEMA}.email_deliveries
         where user_id = ? and template = 'messages-digest' and created_at > now() - ${HOUR}`,
        [userId],
      );
      if (Number(recent?.n ?? 0) > 0) return false;
      const [contact] = await em.execute<ContactRow[]>(
        `select email, full_name, locale from ${SCHEMA}.contacts where user_id = ? and deleted_at is null`,
        [userId],
      );
      // No address yet: the messages wait for the contact. A deleted account has none to wait for
      // (its notifications went with it).
      if (!contact) return false;
      const rows = await em.execute<{ id: string; title: string; body: string }[]>(
        `update ${SCHEMA}.in_app_notifications set digested_at = now()
         where user_id = ? and kind = 'message_received' and read_at is null and digested_at is null
           and created_at <= now() - ${HOUR}
         returning id, title, body`,
        [userId],
      );
      if (rows.length === 0) return false;
      rows.sort((a, b) => (a.id < b.id ? -1 : 1));
      const lang = templateLanguage(contact.locale);
      await this.queue.enqueue(em, uuidv7(), 'messages-digest', {
        userId,
        to: contact.email,
        name: contact.full_name,
        locale: lang,
        url: new URL('/messages', this.config.PUBLIC_URL).toString(),
        vars: { count: new Intl.NumberFormat(lang).format(rows.length) },
        details: rows.slice(-MAX_LISTED).map((r) => [r.title, r.body] as const),
      });
      this.log.log({ user: userId, messages: rows.length }, 'message digest queued');
      return true;
    });
  }
}
