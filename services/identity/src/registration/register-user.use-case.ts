import { Injectable } from '@nestjs/common';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { isCountryCode } from '../countries/countries.js';
import { Problems } from '../identity.problems.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { passwordProblem } from '../passwords/password-policy.js';
import { hasPlan } from '../plans/membership-plans.js';
import { PlanChanges } from '../plans/plan-changes.js';
import { User, SELF_SERVICE_ROLES, type Role } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';
import { pickLocale } from '../users/locale.js';
import { SendVerification } from '../verification/send-verification.js';
import type { RegisterDto } from './register.dto.js';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

@Injectable()
export class RegisterUser {
  constructor(
    private readonly orm: MikroORM,
    private readonly hasher: PasswordHasher,
    private readonly events: UserEvents,
    private readonly verification: SendVerification,
    private readonly plans: PlanChanges,
  ) {}

  async execute(input: RegisterDto, acceptLanguage?: string): Promise<User> {
    const email = normalizeEmail(input.email);
    const weak = passwordProblem(input.password, email);
    if (weak) throw Problems.weakPassword(weak);
    if (!isCountryCode(input.country)) throw Problems.unknownCountry();
    const role: Role = SELF_SERVICE_ROLES.includes(input.role as Role) ? (input.role as Role) : 'buyer';
    const passwordHash = await this.hasher.hash(input.password);
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        if (await em.count(User, { email })) throw Problems.emailTaken();
        const user = em.create(User, {
          id: uuidv7(),
          email,
          passwordHash,
          fullName: input.fullName,
          businessName: input.businessName,
          role,
          country: input.country,
          phone: input.phone ?? null,
          city: input.city ?? null,
          locale: pickLocale(input.locale, acceptLanguage),
        });
        await em.flush();
        await this.events.registered(em, user, 'self');
        if (hasPlan(user.role)) await this.plans.registered(em, user, user.id);
        await this.verification.send(em, user);
        return user;
      });
    } catch (err) {
      // Two sign-ups racing for one address: the unique index decides, the loser gets the same 409.
      if (err instanceof UniqueConstraintViolationException) throw Problems.emailTaken();
      throw err;
    }
  }
}
