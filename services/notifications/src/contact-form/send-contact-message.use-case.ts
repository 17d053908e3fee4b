import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { CONFIG } from '@sokoni/platform/config';
import { uuidv7 } from '@sokoni/platform/db';
import { EmailQueue } from '../email/email-queue.js';
import type { NotificationsConfig } from '../notifications.config.js';
import { ContactMessage } from './contact-message.entity.js';
import type { ContactMessageDto } from './contact-message.dto.js';
import type { ContactReceipt } from './contact-message.view.js';

/**
 * Stores a contact-form message and, in the same transaction, queues two e-mails: the message to
 * the support inbox (SUPPORT_EMAIL, in English, with a link to it in the back office) and an
 * acknowledgement to the sender in their language, which does not repeat the message.
 */
@Injectable()
export class SendContactMessage {
  constructor(
    private readonly orm: MikroORM,
    private readonly queue: EmailQueue,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async execute(input: ContactMessageDto, locale: string): Promise<ContactReceipt> {
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
