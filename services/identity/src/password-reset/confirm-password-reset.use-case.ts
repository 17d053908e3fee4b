import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Problems } from '../identity.problems.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { passwordProblem } from '../passwords/password-policy.js';
import { SessionStore } from '../sessions/session-store.js';
import { OneTimeTokens } from '../tokens/one-time-tokens.js';
import { User } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';

@Injectable()
export class ConfirmPasswordReset {
  constructor(
    private readonly orm: MikroORM,
    private readonly tokens: OneTimeTokens,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly events: UserEvents,
  ) {}

  /**
   * Sets the new password and ends every session, so whoever knew the old one is out: their refresh
   * tokens at once, their access tokens too (identity.session.revoked.v1).
   */
  async execute(token: string, password: string): Promise<void> {
    const em = this.orm.em.fork();
    const passwordHash = await this.hasher.hash(password);
    await em.transactional(async (tx) => {
      const used = await this.tokens.consume(tx, token, 'reset_password');
      if (!used.ok) throw used.reason === 'expired' ? Problems.tokenExpired() : Problems.tokenInvalid();
      const user = await tx.findOneOrFail(User, used.token.userId);
      // Refusing the password rolls the transaction back, so the link stays usable for another try.
      const weak = passwordProblem(password, user.email);
      if (weak) throw Problems.weakPassword(weak);
      user.passwordHash = passwordHash;
      await tx.flush();
      await this.sessions.endAllForUser(tx, user.id, 'password_reset');
      await this.events.passwordChanged(tx, user, 'reset');
    });
  }
}
