import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { SessionStore } from '../sessions/session-store.js';

@Injectable()
export class SignOut {
  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: SessionStore,
  ) {}

  /** Idempotent: signing out twice, or with no cookie, is not an error. */
  async execute(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    await this.orm.em.fork().transactional((em) => this.sessions.revokeByToken(em, refreshToken));
  }
}
