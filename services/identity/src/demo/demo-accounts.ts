import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { CONFIG } from '@sokoni/platform/config';
import type { IdentityConfig } from '../identity.config.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { hasPlan } from '../plans/membership-plans.js';
import { PlanChanges } from '../plans/plan-changes.js';
import { User, type Role } from '../users/user.entity.js';
import { UserEvents } from '../users/user-events.js';

export interface DemoAccount {
  id: string;
  email: string;
  password: string;
  role: Role;
  fullName: string;
  businessName: string;
  country: string;
  city: string;
}

/**
 * The demo buyer and seller the README documents. Fixed ids: the catalogue's demo seed gives the
 * seller (same id, duplicated in services/catalogue/src/seed/demo-seller.ts because services never
 * import each other) its storefront and products, whichever service starts first. The passwords are
 * public by design — these accounts exist only where SEED_DEMO_DATA is on.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: '01960000-0000-7000-8000-00000000b0e5',
    email: 'buyer@demo.sokoni.africa',
    password: 'Baobab Market 2026',
    role: 'buyer',
    fullName: 'Amina Okafor',
    businessName: 'Okafor Retail Group',
    country: 'NG',
    city: 'Lagos',
  },
  {
    id: '01960000-0000-7000-8000-000000005e11',
    email: 'seller@demo.sokoni.africa',
    password: 'Kente Loom 2026',
    role: 'both',
    fullName: 'Ama Mensah',
    businessName: 'Mensah Agro Exports Ltd',
    country: 'GH',
    city: 'Kumasi',
  },
];

/**
 * SEED_DEMO_DATA (on in the standalone run): creates the demo accounts at start when they do not
 * exist, e-mail already verified, and writes the ordinary registration event so every read model
 * (catalogue storefront, notifications contacts) learns of them as of any other account.
 */
@Injectable()
export class DemoAccounts implements OnApplicationBootstrap {
  private readonly log = new Logger(DemoAccounts.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly hasher: PasswordHasher,
    private readonly events: UserEvents,
    private readonly plans: PlanChanges,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_DATA) return;
    const created = await this.ensure();
    if (created.length) this.log.log(`demo accounts created: ${created.join(', ')}`);
  }

  /** Creates the missing demo accounts; returns the e-mail addresses created. */
  async ensure(): Promise<string[]> {
    const created: string[] = [];
    for (const a of DEMO_ACCOUNTS) {
      if (await this.exists(this.orm.em.fork(), a)) continue;
      const passwordHash = await this.hasher.hash(a.password);
      const made = await this.orm.em.fork().transactional(async (em) => {
        // Replicas starting together: one creates, the others see it after the lock.
        await em.execute(`select pg_advisory_xact_lock(hashtext('identity.demo-accounts'))`);
        if (await this.exists(em, a)) return false;
        const { password: _password, ...fields } = a;
        const user = em.create(User, { ...fields, passwordHash, locale: 'en', emailVerifiedAt: new Date() });
        await em.flush();
        // 'admin_cli': provisioned by the operator's configuration, not through the sign-up form.
        // No verification or welcome mail: the demo addresses have no inbox.
        await this.events.registered(em, user, 'admin_cli');
        if (hasPlan(user.role)) await this.plans.registered(em, user, '');
        return true;
      });
      if (made) created.push(a.email);
    }
    return created;
  }

  private async exists(em: MikroORM['em'], a: DemoAccount): Promise<boolean> {
    return (await em.count(User, { $or: [{ id: a.id }, { email: a.email }] })) > 0;
  }
}
