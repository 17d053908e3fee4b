import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { InjectConfig } from '@sokoni/platform/config';
import { PollingLoop } from '@sokoni/platform/events';
import type { IdentityConfig } from '../identity.config.js';
import { User } from '../users/user.entity.js';
import { SupplierVerification } from './supplier-verification.entity.js';
import { VerificationEvents } from './verification-events.js';

export const RUN_JOBS = Symbol('identity:run-jobs');
const BATCH = 100;

/**
 * Turns approvals whose `expiresAt` has passed into 'expired', with
 * identity.supplier_verification.expired.v1 in the same transaction. Replicas share the work:
 * rows are claimed with SKIP LOCKED, so each approval expires once. An approval that a later one
 * (with a later expiry) has already replaced expires quietly: the seller is still verified.
 */
@Injectable()
export class VerificationExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(VerificationExpiry.name);
  private readonly loop: PollingLoop;

  constructor(
    private readonly orm: MikroORM,
    private readonly events: VerificationEvents,
    @InjectConfig() config: IdentityConfig,
    @Inject(RUN_JOBS) private readonly enabled: boolean,
  ) {
    this.loop = new PollingLoop(
      'supplier verification expiry',
      () => this.runOnce().then(() => undefined),
      config.VERIFICATION_EXPIRY_CHECK_MS,
      this.log,
    );
  }

  onApplicationBootstrap(): void {
    if (this.enabled) this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** Expires everything due at `now`; returns how many approvals it expired. */
  async runOnce(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.orm.em.fork().transactional(async (em) => {
        const due = await em.find(
          SupplierVerification,
          { status: 'approved', expiresAt: { $lte: now } },
          {
            orderBy: { expiresAt: 'asc', id: 'asc' },
            limit: BATCH,
            lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
          },
        );
        for (const v of due) {
          v.status = 'expired';
          v.expiredAt = now;
          const later = await em.count(SupplierVerification, {
            sellerId: v.sellerId,
            status: 'approved',
            expiresAt: { $gt: v.expiresAt! },
          });
          if (later === 0) {
            const seller = await em.findOneOrFail(User, v.sellerId);
            await this.events.expired(em, v, seller);
          }
        }
        await em.flush();
        return due.length;
      });
      total += n;
      if (n < BATCH) return total;
    }
  }
}
