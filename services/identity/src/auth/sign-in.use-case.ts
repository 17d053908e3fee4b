import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { RATE_LIMITER, type RateLimiter } from '@sokoni/platform/cache';
import { Problems } from '../identity.problems.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { normalizeEmail } from '../registration/register-user.use-case.js';
import { SessionStore } from '../sessions/session-store.js';
import { TokenIssuer } from '../sessions/token-issuer.js';
import { User } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';

export const MAX_FAILED_SIGN_INS = 10;
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

export interface SignedIn {
  user: User;
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

@Injectable()
export class SignIn {
  constructor(
    private readonly orm: MikroORM,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly issuer: TokenIssuer,
    private readonly events: UserEvents,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  /**
   * The lock-out counts failures per e-mail address whether or not an account has it, so the
   * answers (401, then 429) are the same for both and reveal nothing.
   */
  async execute(rawEmail: string, password: string, client: ClientInfo): Promise<SignedIn> {
    const email = normalizeEmail(rawEmail);
    const key = `identity:signin-failures:${email}`;
    const gate = await this.limiter.check(key, MAX_FAILED_SIGN_INS, FAILED_SIGN_IN_WINDOW_MS);
    const em = this.orm.em.fork();
    if (!gate.allowed) {
      await em.transactional((tx) => this.events.signInFailed(tx, email, null, 'locked', client.ip));
      throw Problems.tooManyAttempts(Math.max(1, Math.ceil(gate.retryAfterMs / 1000)));
    }
    const user = await em.findOne(User, { email });
    const ok = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !ok) {
      await this.limiter.hit(key, MAX_FAILED_SIGN_INS, FAILED_SIGN_IN_WINDOW_MS);
      await em.transactional((tx) => this.events.signInFailed(tx, email, user, 'bad_credentials', client.ip));
      throw Problems.badCredentials();
    }
    if (user.suspendedAt) {
      await em.transactional((tx) => this.events.signInFailed(tx, email, user, 'suspended', client.ip));
      throw Problems.suspended();
    }
    await this.limiter.reset(key);
    return em.transactional(async (tx) => {
      const { session, refreshToken } = await this.sessions.start(tx, user.id, client);
      await this.events.signedIn(tx, user, session.id, client);
      const accessToken = await this.issuer.sign(user, session.id);
      return { user, accessToken, refreshToken, sessionId: session.id };
    });
  }
}
