import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { AccountEvents } from './account-events.js';
import { PhoneCodes, type CodeCheck } from './phone-codes.js';

@Injectable()
export class VerifyPhone {
  constructor(
    private readonly orm: MikroORM,
    private readonly codes: PhoneCodes,
    private readonly events: AccountEvents,
  ) {}

  /**
   * The code typed back proves the account's current number. A wrong code is refused after its
   * attempt is committed (so five guesses burn it whatever the client does); the right one works
   * once. The user's row lock makes two verifications at once one success and one 409, so
   * identity.user.phone_verified.v1 is published once.
   */
  async execute(userId: string, code: string): Promise<User> {
    const outcome = await this.orm.em
      .fork()
      .transactional(async (em): Promise<{ user: User } | Exclude<CodeCheck, { ok: true }>> => {
        const user = await em.findOne(
          User,
          { id: userId, deletedAt: null },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!user) throw Problems.userNotFound();
        if (user.suspendedAt) throw Problems.suspended();
        if (!user.phone) throw Problems.phoneMissing();
        if (user.phoneVerifiedAt) throw Problems.phoneAlreadyVerified();
        const check = await this.codes.check(em, userId, user.phone, code, new Date());
        if (!check.ok) return check;
        user.phoneVerifiedAt = new Date();
        await em.flush();
        await this.events.phoneVerified(em, user, user.phone);
        return { user };
      });
    if ('user' in outcome) return outcome.user;
    throw Problems.phoneCodeInvalid(outcome.why, outcome.why === 'wrong' ? outcome.remaining : undefined);
  }
}
