import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ClientInfo, SignedIn } from '../auth/sign-in.use-case.js';
import { SignInThrottle } from '../auth/sign-in-throttle.js';
import { Problems } from '../identity.problems.js';
import { SessionStore } from '../sessions/session-store.js';
import { TokenIssuer } from '../sessions/token-issuer.js';
import { User } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';
import { PasswordHasher } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';

@Injectable()
export class ChangePassword {
  constructor(
    private readonly orm: MikroORM,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
    private readonly sessions: SessionStore,
    private readonly issuer: TokenIssuer,
    private readonly events: UserEvents,
  ) {}

  /**
   * A signed-in user who knows their password sets a new one. Every session ends, the caller's
   * too (identity.session.revoked.v1, reason password_changed): whoever held a stolen token of any
   * of them is out at once. The caller goes on in a new session whose tokens are returned. Wrong
   * current passwords count like failed sign-ins, so a stolen access token cannot guess it.
   */
  async execute(
    userId: string,
    currentPassword: string,
    password: string,
    client: ClientInfo,
  ): Promise<SignedIn> {
    const em = this.orm.em.fork();
    const user = await em.findOne(User, userId);
    if (!user) throw Problems.userNotFound();
    if (user.suspendedAt) throw Problems.suspended();
    const weak = passwordProblem(password, user.email);
    if (weak) throw Problems.weakPassword(weak);

    const admission = await this.throttle.admit(user.email, client.ip);
    if (!admission.admitted)
      throw Problems.tooManyAttempts(Math.max(1, Math.ceil(admission.retryAfterMs / 1000)));
    let ok: boolean;
    try {
      ok = await this.hasher.verify(user.passwordHash, currentPassword);
    } catch (err) {
      await admission.abandoned();
      throw err;
    }
    if (!ok) {
      await admission.failed();
      throw Problems.currentPasswordWrong();
    }
    await admission.succeeded();

    const passwordHash = await this.hasher.hash(password);
    return em.transactional(async (tx) => {
      const locked = await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      locked.passwordHash = passwordHash;
      await tx.flush();
      await this.sessions.endAllForUser(tx, userId, 'password_changed');
      await this.events.passwordChanged(tx, locked, 'change');
      const { session, refreshToken } = await this.sessions.start(tx, userId, client);
      const accessToken = await this.issuer.sign(locked, session.id);
      return { user: locked, accessToken, refreshToken, sessionId: session.id };
    });
  }
}
