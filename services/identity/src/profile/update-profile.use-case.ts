import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { isCountryCode } from '../countries/countries.js';
import { PhoneCodes } from '../account/phone-codes.js';
import { Problems } from '../identity.problems.js';
import { User } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';
import { pickLocale } from '../users/locale.js';
import { isCurrencyCode, isStorefrontLanguage } from '../users/preferences.js';
import type { UpdateProfileDto } from './update-profile.dto.js';

/** What identity.user.profile_updated.v1 carries. */
const profileOf = (u: User) => [u.email, u.fullName, u.businessName, u.phone, u.country, u.city, u.locale];

@Injectable()
export class UpdateProfile {
  constructor(
    private readonly orm: MikroORM,
    private readonly events: UserEvents,
    private readonly phoneCodes: PhoneCodes,
  ) {}

  async execute(userId: string, patch: UpdateProfileDto): Promise<User> {
    if (patch.country !== undefined && !isCountryCode(patch.country)) throw Problems.unknownCountry();
    if (patch.language != null && !isStorefrontLanguage(patch.language)) throw Problems.languageUnknown();
    if (patch.currency != null && !isCurrencyCode(patch.currency)) throw Problems.currencyUnknown();
    return this.orm.em.fork().transactional(async (em) => {
      // Locked as phone verification locks it: a number changed while its code is checked must not
      // come out verified.
      const user = await em.findOne(
        User,
        { id: userId, deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!user) throw Problems.userNotFound();
      const before = JSON.stringify(profileOf(user));
      const phoneBefore = user.phone;
      if (patch.fullName !== undefined) user.fullName = patch.fullName;
      if (patch.businessName !== undefined) user.businessName = patch.businessName;
      if (patch.phone !== undefined) user.phone = patch.phone || null;
      if (patch.country !== undefined) user.country = patch.country;
      if (patch.city !== undefined) user.city = patch.city || null;
      if (patch.locale !== undefined) user.locale = pickLocale(patch.locale);
      if (patch.language !== undefined) user.language = patch.language;
      if (patch.currency !== undefined) user.currency = patch.currency;
      // A proof of the old number says nothing about the new one, nor does a code texted to it.
      if (user.phone !== phoneBefore) {
        user.phoneVerifiedAt = null;
        await this.phoneCodes.clear(em, user.id);
      }
      await em.flush();
      // Language and currency are the storefront's business: only the profile others keep is announced.
      if (JSON.stringify(profileOf(user)) !== before) await this.events.profileUpdated(em, user);
      return user;
    });
  }
}
