import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { CONFIG } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { EventOutbox, PollingLoop } from '@sokoni/platform/events';
import type { NotificationsConfig } from '../notifications.config.js';
import { NotificationPreferences } from '../preferences/notification-preferences.js';
import { isTopic, topicOfTemplate, type Topic } from '../preferences/notification-topics.js';
import { UnsubscribeLinks } from '../preferences/unsubscribe-links.js';
import { SCHEMA } from '../notifications.schema.js';
import { EmailDelivery } from './email-delivery.entity.js';
import { renderEmail, type RenderOptions, type TemplateName } from './email-renderer.js';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.port.js';

export interface EmailRequest extends RenderOptions {
  /** '' when the recipient has no account (newsletter, contact form). */
  userId: string;
  to: string;
  name: string;
  locale: string;
  url: string;
  /** Further values the template's texts name as `{key}`. */
  vars?: Record<string, string>;
}

/**
 * Delivery records are the queue: handlers insert them, this dispatcher sends whatever is due,
 * retrying with backoff and giving up (status failed, error kept) after MAIL_MAX_ATTEMPTS.
 * Logs name the delivery and template, never the body: it can hold a one-time link.
 */
@Injectable()
export class EmailQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(EmailQueue.name);
  private readonly loop = new PollingLoop('e-mail dispatch', () => this.sendDue(), 1000, this.log);
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: EventOutbox,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    private readonly preferences: NotificationPreferences,
    private readonly links: UnsubscribeLinks,
  ) {}

  async enqueue(
    em: EntityManager,
    eventId: string,
    template: TemplateName,
    req: EmailRequest,
  ): Promise<void> {
    // An account's e-mail of a topic it may switch off: not sent when it has, else sent with the
    // topic's unsubscribe link. Everything else (security, money, answers to a form) always goes.
    const topic: Topic | undefined = req.userId ? topicOfTemplate(template) : undefined;
    const wanted = topic ? await this.preferences.wantsEmail(em, req.userId, topic) : true;
    const rendered = renderEmail(
      template,
      req.locale,
      { ...req.vars, name: req.name, url: req.url },
      {
        details: req.details,
        unsubscribeUrl: topic ? this.links.pageUrl(req.userId, topic) : req.unsubscribeUrl,
      },
    );
    const now = new Date();
    em.create(EmailDelivery, {
      id: uuidv7(),
      eventId,
      userId: req.userId || null,
      to: req.to,
      template,
      topic: topic ?? null,
      locale: rendered.locale,
      subject: rendered.subject,
      text: wanted ? rendered.text : null,
      html: wanted ? rendered.html : null,
      status: wanted ? 'queued' : 'skipped',
      nextAttemptAt: now,
      createdAt: now,
    });
    await em.flush();
    if (!wanted) {
      this.log.log({ event: eventId, template, topic }, 'e-mail skipped: its topic is switched off');
      return;
    }
    // Soon after the handler's transaction has committed; the regular pass catches a slow commit.
    this.loop.nudge(20);
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.loop.stop();
    await this.transport.close();
  }

  /** Sends everything due now; tests call it to avoid waiting for the timer. */
  drain(): Promise<void> {
    return this.loop.runNow();
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      const em = this.orm.em.fork();
      // Claim a small batch by pushing its next attempt 5 minutes out: replicas skip claimed rows,
      // and a dispatcher that dies mid-send leaves them to be retried once the claim lapses. With
      // the SMTP timeouts (at most ~50 s a message) a batch of 5 always ends inside its claim.
      const claimed = await em.execute<{ id: string }[]>(
        `update ${SCHEMA}.email_deliveries set next_attempt_at = now() + interval '5 minutes'
         where id in (select id from ${SCHEMA}.email_deliveries where status = 'queued' and next_attempt_at <= now()
                      order by created_at limit 5 for update skip locked)
         returning id`,
      );
      if (claimed.length === 0 || this.stopped) return;
      const due = await em.find(
        EmailDelivery,
        { id: { $in: claimed.map((c) => c.id) } },
        { orderBy: { createdAt: 'asc' }, populate: ['text', 'html'] },
      );
      for (const d of due) await this.sendOne(em, d);
    }
  }

  private async sendOne(em: EntityManager, d: EmailDelivery): Promise<void> {
    d.attempts += 1;
    try {
      const sent = await this.transport.send({
        from: this.config.MAIL_FROM,
        to: d.to,
        subject: d.subject,
        text: d.text ?? '',
        html: d.html ?? '',
        locale: d.locale,
        listUnsubscribe:
          d.topic && d.userId && isTopic(d.topic) ? this.links.oneClickUrl(d.userId, d.topic) : undefined,
      });
      d.status = 'sent';
      d.sentAt = new Date();
      d.transport = this.transport.kind;
      d.messageId = sent.messageId;
      d.error = null;
      if (this.transport.kind === 'dev') {
        d.raw = sent.raw ?? null;
      } else {
        d.text = null;
        d.html = null;
      }
      await em.transactional(async (tx) => {
        tx.persist(d);
        await tx.flush();
        await this.outbox.add(tx, 'notifications.email.sent.v1', d.id, {
          deliveryId: d.id,
          userId: d.userId ?? '',
          template: d.template,
          locale: d.locale,
          transport: this.transport.kind,
        });
      });
      this.log.log({ delivery: d.id, template: d.template }, 'e-mail sent');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      d.error = message.slice(0, 2000);
      d.transport = this.transport.kind;
      if (d.attempts >= this.config.MAIL_MAX_ATTEMPTS) {
        d.status = 'failed';
        // Nothing sends it any more, so a one-time link in the body has no reason to stay (as after
        // a successful SMTP send); the dev mailbox keeps it, being where developers read e-mails.
        if (this.transport.kind !== 'dev') {
          d.text = null;
          d.html = null;
        }
        await em.transactional(async (tx) => {
          tx.persist(d);
          await tx.flush();
          await this.outbox.add(tx, 'notifications.email.failed.v1', d.id, {
            deliveryId: d.id,
            userId: d.userId ?? '',
            template: d.template,
            locale: d.locale,
            error: d.error ?? '',
          });
        });
        this.log.error(
          { delivery: d.id, template: d.template, attempts: d.attempts },
          'e-mail failed for good',
        );
      } else {
        d.nextAttemptAt = new Date(Date.now() + 2 ** d.attempts * 1000);
        await em.flush();
        this.log.warn(
          { delivery: d.id, template: d.template, attempts: d.attempts },
          'e-mail send failed, will retry',
        );
      }
    }
  }
}
