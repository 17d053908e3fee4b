import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { networkOf } from '../sessions/client-place.js';
import { parseDevice, type DeviceType } from '../sessions/device.js';
import { Session } from '../sessions/session.entity.js';

/** A session as its owner sees it: which device, from where, when; never the address or token. */
export interface AccountSessionView {
  id: string;
  current: boolean;
  browser: string | null;
  os: string | null;
  deviceType: DeviceType | null;
  country: string | null;
  network: string | null;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}

/** The caller's live sessions (not ended, not expired), the current one first, then most recently used. */
@Injectable()
export class OwnSessions {
  constructor(private readonly orm: MikroORM) {}

  async list(userId: string, currentSessionId: string | undefined): Promise<AccountSessionView[]> {
    const rows = await this.orm.em
      .fork()
      .find(
        Session,
        { userId, revokedAt: null, expiresAt: { $gt: new Date() } },
        { orderBy: { lastUsedAt: 'desc', id: 'desc' }, limit: 100 },
      );
    const views = rows.map((s): AccountSessionView => {
      const device = parseDevice(s.userAgent);
      return {
        id: s.id,
        current: s.id === currentSessionId,
        browser: device.browser,
        os: device.os,
        deviceType: device.type,
        country: s.country ?? null,
        network: networkOf(s.ip),
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: s.lastUsedAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
      };
    });
    return views.sort((a, b) => Number(b.current) - Number(a.current));
  }
}
