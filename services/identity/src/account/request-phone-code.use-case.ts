import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { AccountEvents } from './account-events.js';
import { PhoneCodes } from './phone-codes.js';

@Injectable()
export class RequestPhoneCode {
  constructor(
    private readonly orm: MikroORM,
    private readonly codes: PhoneCodes,
    private readonly events: AccountEvents,
  ) {}

  /**
   * A fresh six-digit code for the account's current number, texted by notifications from the
   * event (only its hash stays here); it replaces any earlier code. Under the user's row lock, so
   * two requests at once cannot both slip under the limits.
   */
  async execute(userId: string): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const user = await em.findOne(
        User,
        { id: userId, deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!user) throw Problems.userNotFound();
      if (user.suspendedAt) throw Problems.suspended();
      if (!user.phone) throw Problems.phoneMissing();
      if (user.phoneVerifiedAt) throw Problems.phoneAlreadyVerified();
      const now = new Date();
      const wait = await this.codes.wait(em, userId, now);
      if (wait.ms > 0) throw Problems.tooManyPhoneCodes(Math.ceil(wait.ms / 1000), wait.daily);
      const { code, expiresAt } = await this.codes.issue(em, userId, user.phone, now);
      await this.events.phoneVerificationRequested(em, user, user.phone, code, expiresAt);
    });
  }
}
