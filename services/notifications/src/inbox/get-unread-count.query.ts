import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { UnreadCountView } from './notification.view.js';
import { unreadCount } from './realtime-pusher.js';

/** The number on the caller's bell. */
@Injectable()
export class GetUnreadCount {
  constructor(private readonly orm: MikroORM) {}

  async execute(userId: string): Promise<UnreadCountView> {
    return { unreadCount: await unreadCount(this.orm.em.fork(), userId) };
  }
}
