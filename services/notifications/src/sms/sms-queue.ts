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
import { PollingLoop } from '@sokoni/platform/events';
import type { NotificationsConfig } from '../notifications.config.js';
import { SCHEMA } from '../notifications.schema.js';
import { SmsMessage } from './sms-message.entity.js';
import { SMS_TRANSPORT, SmsRejectedError, type SmsTransport } from './sms-transport.port.js';

export interface SmsRequest {
  eventId: string;
  userId: string;
  kind: string;
  to: string;
  /** The notification's title, in the reader's language. */
  title: string;
  /** Storefront route; the message carries the full link. */
  link: string;
}

/** A message written whole by its sender (a code), rather than a notification's title and link. */
export interface SmsText {
  eventId: string;
  userId: string;
  kind: string;
  to: string;
  body: string;
}

/** One SMS segment holds 70 characters of non-GSM text (Arabic, accents): two are plenty. */
const MAX_BODY = 140;

/**
 * Kinds whose body is a secret (a one-time code): once a real provider has it, or has refused it
 * for good, the stored copy is dropped, as e-mails' bodies are under SMTP. The stored transport
 * keeps it: there the record is the only way a developer reads the message.
 */
export const SECRET_SMS_KINDS: ReadonlySet<string> = new Set(['phone_code']);
export const SECRET_SMS_BODY = '[code not kept]';

/**
 * Text messages, queued in the caller's transaction (one per event, recipient and kind) and sent
 * by this dispatcher through the configured transport, with backoff, failing for good after
 * SMS_MAX_ATTEMPTS or at once when the provider refuses the message itself.
 */
@Injectable()
export class SmsQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(SmsQueue.name);
  private readonly loop = new PollingLoop('sms dispatch', () => this.sendDue(), 2000, this.log);
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    @Inject(SMS_TRANSPORT) private readonly transport: SmsTransport,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async enqueue(em: EntityManager, req: SmsRequest): Promise<void> {
    const url = new URL(req.link, this.config.PUBLIC_URL).toString();
    const room = MAX_BODY - url.length - 1;
    const title = req.title.length > room ? `${req.title.slice(0, Math.max(0, room - 1))}…` : req.title;
    await this.enqueueText(em, { ...req, body: `${title} ${url}` });
  }

  async enqueueText(em: EntityManager, req: SmsText): Promise<void> {
    await em.execute(
      `insert into ${SCHEMA}.sms_messages
         (id, user_id, event_id, kind, channel, recipient, body, status, next_attempt_at, created_at)
       values (?, ?, ?, ?, ?, ?, ?, 'queued', now(), now())
       on conflict (event_id, user_id, kind) do nothing`,
      [uuidv7(), req.userId, req.eventId, req.kind, this.config.SMS_CHANNEL, req.to, req.body],
    );
    this.loop.nudge(20);
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.loop.stop();
  }

  /** Sends everything due now; tests call it to avoid waiting for the timer. */
  drain(): Promise<void> {
    return this.loop.runNow();
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      const em = this.orm.em.fork();
      // Claimed as e-mails are (email-queue.ts): a replica skips claimed rows, a crash mid-send
      // leaves them to be retried once the claim lapses.
      const claimed = await em.execute<{ id: string }[]>(
        `update ${SCHEMA}.sms_messages set next_attempt_at = now() + interval '5 minutes'
         where id in (select id from ${SCHEMA}.sms_messages where status = 'queued' and next_attempt_at <= now()
                      order by created_at limit 10 for update skip locked)
         returning id`,
      );
      if (claimed.length === 0 || this.stopped) return;
      const due = await em.find(
        SmsMessage,
        { id: { $in: claimed.map((c) => c.id) } },
        { orderBy: { createdAt: 'asc' } },
      );
      for (const m of due) await this.sendOne(em, m);
    }
  }

  private async sendOne(em: EntityManager, m: SmsMessage): Promise<void> {
    m.attempts += 1;
    m.transport = this.transport.kind;
    try {
      const sent = await this.transport.send({ to: m.to, body: m.body, channel: m.channel });
      m.status = 'sent';
      m.sentAt = new Date();
      m.providerMessageId = sent.providerMessageId;
      m.error = null;
      this.log.log({ sms: m.id, kind: m.kind, transport: m.transport }, 'text message sent');
    } catch (err) {
      m.error = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      if (err instanceof SmsRejectedError || m.attempts >= this.config.SMS_MAX_ATTEMPTS) {
        m.status = 'failed';
        this.log.error({ sms: m.id, kind: m.kind, attempts: m.attempts }, 'text message failed for good');
      } else {
        m.nextAttemptAt = new Date(Date.now() + 2 ** m.attempts * 1000);
        this.log.warn({ sms: m.id, kind: m.kind, attempts: m.attempts }, 'text message failed, will retry');
      }
    }
    if (m.status !== 'queued' && SECRET_SMS_KINDS.has(m.kind) && this.transport.kind !== 'stored')
      m.body = SECRET_SMS_BODY;
    await em.flush();
  }
}
