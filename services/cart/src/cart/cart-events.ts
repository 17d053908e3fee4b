import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PayloadInit } from '@sokoni/contracts';
import { EventOutbox, type PreparedEvent } from '@sokoni/platform/events';
import type { CartLine } from './cart-line.entity.js';

/** Why a line changed or left: the buyer's own request, or trade's checkout taking it. */
export type CartChangeReason = 'buyer' | 'checked_out';

/** One add as the event tells it: the units added and how (see cart_events.proto). */
export interface CartAdd {
  line: CartLine;
  quantity: number;
  newLine: boolean;
  fromGuestCart: boolean;
}

/** The line's quantity and price before a change. */
export type LineBefore = Pick<CartLine, 'quantity' | 'unitPriceMinor' | 'currency'>;

type Added = PayloadInit<'cart.item.added.v1'>;

/**
 * The cart's item events, one per change, written with the change: in the caller's transaction
 * (`em`), or for the unlocked add prepared here and inserted by the add's own statement. Keyed by
 * the cart, which is the buyer's: the cart id is the user id (cart_events.proto).
 */
@Injectable()
export class CartEvents {
  constructor(private readonly outbox: EventOutbox) {}

  /** The event of an add, for the statement that writes the line (writeLineIfUnchanged). */
  prepareAdded(add: CartAdd): PreparedEvent {
    return this.outbox.prepare('cart.item.added.v1', add.line.userId, addedPayload(add));
  }

  /** Wakes the relay after a statement that inserted a prepared event. */
  written(): void {
    this.outbox.written();
  }

  /** Adds (an add under the lock, a merge's items) in one statement. */
  async added(em: EntityManager, adds: readonly CartAdd[]): Promise<void> {
    if (adds.length === 1) {
      await this.outbox.add(em, 'cart.item.added.v1', adds[0]!.line.userId, addedPayload(adds[0]!));
      return;
    }
    await this.outbox.addMany(
      em,
      'cart.item.added.v1',
      adds.map((a) => ({ aggregateId: a.line.userId, payload: addedPayload(a) })),
    );
  }

  async updated(
    em: EntityManager,
    before: LineBefore,
    line: CartLine,
    reason: CartChangeReason,
  ): Promise<void> {
    await this.outbox.add(em, 'cart.item.updated.v1', line.userId, {
      ...identity(line),
      previousQuantity: BigInt(before.quantity),
      quantity: BigInt(line.quantity),
      previousUnitPriceMinor: BigInt(before.unitPriceMinor),
      previousCurrency: before.currency,
      unitPriceMinor: BigInt(line.unitPriceMinor),
      currency: line.currency,
      reason,
    });
  }

  async removed(em: EntityManager, line: CartLine, reason: CartChangeReason): Promise<void> {
    await this.outbox.add(em, 'cart.item.removed.v1', line.userId, {
      ...identity(line),
      quantity: BigInt(line.quantity),
      unitPriceMinor: BigInt(line.unitPriceMinor),
      currency: line.currency,
      reason,
    });
  }
}

/** Whose cart and which line: a cart belongs to its signed-in buyer, so both ids are theirs. */
function identity(line: CartLine) {
  return {
    cartId: line.userId,
    userId: line.userId,
    lineId: line.id,
    productId: line.productId,
    sellerId: line.sellerId,
  };
}

function addedPayload(a: CartAdd): Added {
  return {
    ...identity(a.line),
    fromGuestCart: a.fromGuestCart,
    quantity: BigInt(a.quantity),
    lineQuantity: BigInt(a.line.quantity),
    newLine: a.newLine,
    unitPriceMinor: BigInt(a.line.unitPriceMinor),
    currency: a.line.currency,
  };
}
