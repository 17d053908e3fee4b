import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Problems } from '../identity.problems.js';
import { OneTimeTokens } from '../tokens/one-time-tokens.js';
import { User } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';
import { AccountEvents } from './account-events.js';

@Injectable()
export class ConfirmEmailChange {
  constructor(
    private readonly orm: MikroORM,
    private readonly tokens: OneTimeTokens,
    private readonly events: AccountEvents,
    private readonly userEvents: UserEvents,
  ) {}

  /**
   * The link from the new mailbox, opened by the signed-in owner: the account moves to the address,
   * which counts as verified. The link works once, for 24 hours, only for the account that asked;
   * any refusal rolls the transaction back and changes nothing. Links still out to the old address
   * (reset, verification) stop working.
   */
  async execute(userId: string, token: string): Promise<User> {
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        const used = await this.tokens.consume(em, token, 'change_email');
        if (!used.ok) throw used.reason === 'expired' ? Problems.tokenExpired() : Problems.tokenInvalid();
        const newEmail = used.token.newEmail;
        if (used.token.userId !== userId || !newEmail) throw Problems.tokenInvalid();
        const user = await em.findOne(
          User,
          { id: userId, deletedAt: null },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!user) throw Problems.tokenInvalid();
        if (await em.count(User, { email: newEmail, id: { $ne: userId } }))
          throw Problems.emailChangeUnavailable();
        const oldEmail = user.email;
        user.email = newEmail;
        user.emailVerifiedAt = new Date();
        await em.flush();
        await this.tokens.revokeAll(em, userId);
        await this.events.emailChanged(em, user, oldEmail);
        await this.userEvents.profileUpdated(em, user);
        return user;
      });
    } catch (err) {
      // Someone registered the address between the check and the write: the unique index decides.
      if (err instanceof UniqueConstraintViolationException) throw Problems.emailChangeUnavailable();
      throw err;
    }
  }
}
