import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Problems } from '../identity.problems.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { normalizeEmail } from '../registration/register-user.use-case.js';
import { SessionStore } from '../sessions/session-store.js';
import { TokenIssuer } from '../sessions/token-issuer.js';
import { User } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';
import { SignInThrottle } from './sign-in-throttle.js';

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
  /** Only from the header the operator trusts (CLIENT_COUNTRY_HEADER); see sessions/client-place.ts. */
  country?: string | null;
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
    private readonly throttle: SignInThrottle,
  ) {}

  /**
   * The attempt is counted (SignInThrottle) before the password is checked, so parallel guesses
   * cannot exceed the limits; the answers (401, 429 with Retry-After) are the same whether or not
   * an account has the address.
   */
  async execute(rawEmail: string, password: string, client: ClientInfo): Promise<SignedIn> {
    const email = normalizeEmail(rawEmail);
    const em = this.orm.em.fork();
    const admission = await this.throttle.admit(email, client.ip);
    if (!admission.admitted) {
      await em.transactional((tx) => this.events.signInFailed(tx, email, null, 'locked', client.ip));
      throw Problems.tooManyAttempts(Math.max(1, Math.ceil(admission.retryAfterMs / 1000)));
    }
    let user: User | null;
    let ok: boolean;
    try {
      user = await em.findOne(User, { email, deletedAt: null });
      ok = await this.hasher.verify(user?.passwordHash, password);
    } catch (err) {
      await admission.abandoned();
      throw err;
    }
    if (!user || !ok) {
      await admission.failed();
      await em.transactional((tx) => this.events.signInFailed(tx, email, user, 'bad_credentials', client.ip));
      throw Problems.badCredentials();
    }
    await admission.succeeded();
    if (user.suspendedAt) {
      await em.transactional((tx) => this.events.signInFailed(tx, email, user, 'suspended', client.ip));
      throw Problems.suspended();
    }
    return em.transactional(async (tx) => {
      const { session, refreshToken } = await this.sessions.start(tx, user.id, client);
      await this.events.signedIn(tx, user, session.id, client);
      const accessToken = await this.issuer.sign(user, session.id);
      return { user, accessToken, refreshToken, sessionId: session.id };
    });
  }
}
