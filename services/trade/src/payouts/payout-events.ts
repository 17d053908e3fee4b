import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox } from '@sokoni/platform/events';
import type { Payout } from './payout.entity.js';

/** trade.payout.requested/settled/failed.v1 in the caller's transaction (outbox), keyed by seller. */
@Injectable()
export class PayoutEvents {
  constructor(private readonly outbox: EventOutbox) {}

  requested(em: EntityManager, payout: Payout): Promise<string> {
    return this.outbox.add(
      em,
      'trade.payout.requested.v1',
      payout.sellerId,
      { payout: snapshot(payout) },
      {
        actorId: payout.sellerId,
      },
    );
  }

  settled(em: EntityManager, payout: Payout): Promise<string> {
    return this.outbox.add(em, 'trade.payout.settled.v1', payout.sellerId, { payout: snapshot(payout) });
  }

  failed(em: EntityManager, payout: Payout, reason: string): Promise<string> {
    return this.outbox.add(em, 'trade.payout.failed.v1', payout.sellerId, {
      payout: snapshot(payout),
      reason,
    });
  }
}

function snapshot(p: Payout) {
  return {
    payoutId: p.id,
    sellerId: p.sellerId,
    currency: p.currency,
    amountMinor: BigInt(p.amountMinor),
    provider: p.provider,
  };
}
