import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ProblemException } from '@sokoni/platform/errors';
import { SCHEMA } from '../notifications.schema.js';

/** Takes the address of an unsubscribe link off the list; again and again if clicked again. */
@Injectable()
export class UnsubscribeNewsletter {
  constructor(private readonly orm: MikroORM) {}

  async execute(token: string): Promise<void> {
    const rows = await this.orm.em.fork().execute<{ id: string }[]>(
      `update ${SCHEMA}.newsletter_subscriptions
         set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()),
             updated_at = case when status = 'subscribed' then now() else updated_at end
       where unsubscribe_token = ?
       returning id`,
      [token],
    );
    if (rows.length === 0)
      throw new ProblemException({
        status: 400,
        code: 'notifications.unsubscribe_link_invalid',
        errors: [
          {
            field: 'token',
            code: 'notifications.unsubscribe_link_invalid',
            i18nKey: 'notifications.unsubscribe_link_invalid',
          },
        ],
      });
  }
}
