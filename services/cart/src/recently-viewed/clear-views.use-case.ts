import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { RecentView } from './recent-view.entity.js';

/** Forgets the buyer's whole history. */
@Injectable()
export class ClearViews {
  constructor(private readonly orm: MikroORM) {}

  async execute(buyer: AuthUser): Promise<void> {
    await this.orm.em.fork().nativeDelete(RecentView, { userId: buyer.id.toLowerCase() });
  }
}
