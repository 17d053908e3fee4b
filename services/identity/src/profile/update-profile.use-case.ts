import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { isCountryCode } from '../countries/countries.js';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';
import { pickLocale } from '../users/locale.js';
import type { UpdateProfileDto } from './update-profile.dto.js';

@Injectable()
export class UpdateProfile {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: UserEvents,
  ) {}

  async execute(userId: string, patch: UpdateProfileDto): Promise<User> {
    if (patch.country !== undefined && !isCountryCode(patch.country)) throw Problems.unknownCountry();
    return this.orm.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, userId);
      if (!user) throw Problems.userNotFound();
      const before = JSON.stringify(user);
      if (patch.fullName !== undefined) user.fullName = patch.fullName;
      if (patch.businessName !== undefined) user.businessName = patch.businessName;
      if (patch.phone !== undefined) user.phone = patch.phone || null;
      if (patch.country !== undefined) user.country = patch.country;
      if (patch.city !== undefined) user.city = patch.city || null;
      if (patch.locale !== undefined) user.locale = pickLocale(patch.locale);
      if (JSON.stringify(user) !== before) {
        await em.flush();
        await this.events.profileUpdated(em, user);
      }
      return user;
    });
  }
}
