import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Session } from '../sessions/session.entity.js';

/** A sign-in that can still be refreshed, as staff see it on the user's page. */
export interface SessionView {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

/** Active refresh-token families: not revoked and not expired, most recently used first. */
@Injectable()
export class UserSessions {
  constructor(private readonly orm: MikroORM) {}

  async active(userId: string, now = new Date()): Promise<SessionView[]> {
    const rows = await this.orm.em
      .fork()
      .find(
        Session,
        { userId, revokedAt: null, expiresAt: { $gt: now } },
        { orderBy: { lastUsedAt: 'desc', id: 'desc' }, limit: 100 },
      );
    return rows.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ip: s.ip ?? null,
      userAgent: s.userAgent ?? null,
    }));
  }
}
