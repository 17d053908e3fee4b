import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { SendVerification } from './send-verification.js';

@Injectable()
export class ResendVerification {
  constructor(
    private readonly orm: MikroORM,
    private readonly verification: SendVerification,
  ) {}

  async execute(userId: string): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, userId);
      if (!user) throw Problems.userNotFound();
      // Spec §5: the message when the account has no address to send to.
      if (!user.email) throw Problems.noEmail();
      if (user.emailVerifiedAt) throw Problems.alreadyVerified();
      await this.verification.send(em, user);
    });
  }
}
