import { Inject, Injectable } from '@nestjs/common';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CONFIG } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { bodyFingerprint, IdempotencyProblems } from '@sokoni/platform/idempotency';
import { EmailQueue } from '../email/email-queue.js';
import type { NotificationsConfig } from '../notifications.config.js';
import { ContactMessage } from './contact-message.entity.js';
import type { ContactMessageDto } from './contact-message.dto.js';
import type { ContactReceipt } from './contact-message.view.js';

/** The receipt, and whether it is the one a first request with the same key already got. */
export interface SentContactMessage {
  receipt: ContactReceipt;
  replayed: boolean;
}

/**
 * Stores a contact-form message and, in the same transaction, queues two e-mails: the message to
 * the support inbox (SUPPORT_EMAIL, in English, with a link to it in the back office) and an
 * acknowledgement to the sender in their language, which does not repeat the message.
 *
 * With an Idempotency-Key (the storefront's offline queue sends one, and sends again when an answer
 * was lost), the message is stored and mailed once: the same key and message get the first receipt
 * back; another message under a key already used is refused (422). The route is public, so the key
 * is not scoped to a user: a repeat is recognised by its key and its whole body.
 */
@Injectable()
export class SendContactMessage {
  constructor(
    private readonly orm: MikroORM,
    private readonly queue: EmailQueue,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async execute(input: ContactMessageDto, locale: string, key?: string): Promise<SentContactMessage> {
    const fingerprint = key ? bodyFingerprint({ ...input, locale }) : null;
    if (key) {
      const first = await this.replay(key, fingerprint);
      if (first) return first;
    }
    try {
      return { receipt: await this.store(input, locale, key ?? null, fingerprint), replayed: false };
    } catch (err) {
      // The same key sent twice at once: the second insert waited for the first, which now answers.
      if (key && err instanceof UniqueConstraintViolationException) {
        const first = await this.replay(key, fingerprint);
        if (first) return first;
      }
      throw err;
    }
  }

  private async replay(key: string, fingerprint: string | null): Promise<SentContactMessage | null> {
    const first = await this.orm.em.fork().findOne(ContactMessage, { idempotencyKey: key });
    if (!first) return null;
    if (first.requestFingerprint !== fingerprint) throw IdempotencyProblems.keyReused();
    return { receipt: { id: first.id, receivedAt: first.createdAt.toISOString() }, replayed: true };
  }

  private async store(
    input: ContactMessageDto,
    locale: string,
    idempotencyKey: string | null,
    requestFingerprint: string | null,
  ): Promise<ContactReceipt> {
    const id = uuidv7();
    const createdAt = new Date();
    const link = (path: string) => new URL(path, this.config.PUBLIC_URL).toString();
    await this.orm.em.fork().transactional(async (em) => {
      em.create(ContactMessage, {
        id,
        name: input.name,
        email: input.email,
        company: input.company ?? null,
        topic: input.topic,
        message: input.message,
        locale,
        createdAt,
        idempotencyKey,
        requestFingerprint,
      });
      await em.flush();
      await this.queue.enqueue(em, id, 'contact-message', {
        userId: '',
        to: this.config.SUPPORT_EMAIL,
        name: input.name,
        locale: 'en',
        url: link(`/admin/contact-messages/${id}/show`),
        vars: { topic: input.topic },
        details: [
          ['name', input.name],
          ['email', input.email],
          ...(input.company ? [['company', input.company] as const] : []),
          ['topic', input.topic],
          ['locale', locale],
          ['message', input.message],
        ],
      });
      await this.queue.enqueue(em, id, 'contact-received', {
        userId: '',
        to: input.email,
        name: input.name,
        locale,
        url: link('/help'),
      });
    });
    return { id, receivedAt: createdAt.toISOString() };
  }
}
