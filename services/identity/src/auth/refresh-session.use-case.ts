import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import type { IdentityConfig } from '../identity.config.js';
import { Problems } from '../identity.problems.js';
import { SessionStore } from '../sessions/session-store.js';
import { TokenIssuer } from '../sessions/token-issuer.js';
import { User } from '../users/user.entity.js';
import type { SignedIn } from './sign-in.use-case.js';

@Injectable()
export class RefreshSession {
  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: SessionStore,
    private readonly issuer: TokenIssuer,
    @InjectConfig() private readonly config: IdentityConfig,
  ) {}

  /**
   * The new access token carries the role and verification as they are now, not as at sign-in. A
   * twin request with the token just exchanged (within REFRESH_REUSE_INTERVAL_MS) gets the same
   * refresh token and an access token of the same session.
   */
  async execute(refreshToken: string | undefined): Promise<SignedIn> {
    if (!refreshToken) throw Problems.refreshInvalid();
    const em = this.orm.em.fork();
    // The reuse verdict must commit even though the caller gets an error, so it is decided first.
    const rotated = await em.transactional((tx) =>
      this.sessions.rotate(tx, refreshToken, this.config.REFRESH_REUSE_INTERVAL_MS),
    );
    if (!rotated.ok) throw Problems.refreshInvalid();
    const user = await em.findOneOrFail(User, rotated.session.userId);
    if (user.deletedAt) throw Problems.refreshInvalid();
    if (user.suspendedAt) throw Problems.suspended();
    const accessToken = await this.issuer.sign(user, rotated.session.id);
    return { user, accessToken, refreshToken: rotated.refreshToken, sessionId: rotated.session.id };
  }
}
