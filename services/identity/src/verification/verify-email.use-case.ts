import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Problems } from '../identity.problems.js';
import { OneTimeTokens } from '../tokens/one-time-tokens.js';
import { User } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';

@Injectable()
export class VerifyEmail {
  constructor(
    private readonly orm: MikroORM,
    private readonly tokens: OneTimeTokens,
    private readonly events: UserEvents,
  ) {}

  async execute(token: string): Promise<User> {
    return this.orm.em.fork().transactional(async (em) => {
      const used = await this.tokens.consume(em, token, 'verify_email');
      if (!used.ok) throw used.reason === 'expired' ? Problems.tokenExpired() : Problems.tokenInvalid();
      const user = await em.findOneOrFail(User, used.token.userId);
      if (!user.emailVerifiedAt) {
        user.emailVerifiedAt = new Date();
        await em.flush();
        await this.events.emailVerified(em, user);
      }
      return user;
    });
  }
}
