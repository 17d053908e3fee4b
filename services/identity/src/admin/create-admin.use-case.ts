import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { uuidv7 } from '@sokoni/platform/db';
import { Problems } from '../identity.problems.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { passwordProblem } from '../passwords/password-policy.js';
import { normalizeEmail } from '../registration/register-user.use-case.js';
import { User } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';

export interface CreateAdminInput {
  email: string;
  password?: string;
  fullName?: string;
  businessName?: string;
  country?: string;
}

/**
 * The only way to an admin account (DESIGN §5): an operator's CLI command. Creates the account,
 * or promotes an existing one (its password is then left as it is unless a new one is given).
 */
@Injectable()
export class CreateAdmin {
  constructor(
    private readonly orm: MikroORM,
    private readonly hasher: PasswordHasher,
    private readonly events: UserEvents,
  ) {}

  async execute(
    input: CreateAdminInput,
  ): Promise<{ user: User; outcome: 'created' | 'promoted' | 'unchanged' }> {
    const email = normalizeEmail(input.email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`not an e-mail address: ${input.email}`);
    if (input.password !== undefined) {
      const weak = passwordProblem(input.password, email);
      if (weak) throw Problems.weakPassword(weak);
    }
    const passwordHash = input.password !== undefined ? await this.hasher.hash(input.password) : undefined;
    return this.orm.em.fork().transactional(async (em) => {
      const existing = await em.findOne(User, { email });
      if (existing) {
        const old = existing.role;
        existing.role = 'admin';
        if (passwordHash) existing.passwordHash = passwordHash;
        existing.emailVerifiedAt ??= new Date();
        await em.flush();
        // No acting user: the operator's command line did it (the audit log must not show a self-promotion).
        if (old !== 'admin') await this.events.roleChanged(em, existing, old, undefined);
        return { user: existing, outcome: old === 'admin' ? 'unchanged' : 'promoted' };
      }
      if (!passwordHash) throw new Error('a new admin needs --password');
      const user = em.create(User, {
        id: uuidv7(),
        email,
        passwordHash,
        fullName: input.fullName ?? 'Sokoni Admin',
        businessName: input.businessName ?? 'Sokoni',
        role: 'admin',
        country: input.country ?? 'KE',
        // The operator typed the address; there is no inbox round-trip to wait for.
        emailVerifiedAt: new Date(),
        locale: 'en',
      });
      await em.flush();
      await this.events.registered(em, user, 'admin_cli');
      return { user, outcome: 'created' };
    });
  }
}
