import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OnEvent, type DomainEvent } from '@sokoni/platform/events';
import { CartEvents } from './cart-events.js';
import { CartLine } from './cart-line.entity.js';
import { lockCart } from './cart-lock.js';

/**
 * Trade's checkout took these lines: they leave the buyer's cart (consumer group
 * `cart.checkouts`). A line bought whole is removed; one of which the buyer bought only part
 * keeps the rest (its price snapshot untouched: the cart flags it if the smaller quantity now
 * falls in another tier or below the MOQ). The buyer's cart lock serialises this with their own
 * edits, and the inbox makes a redelivered event a no-op. Each line it changes is a
 * cart.item.updated.v1 or cart.item.removed.v1 with reason "checked_out", in the inbox's transaction.
 */
@Injectable()
export class CheckoutPlacedConsumer {
  constructor(private readonly events: CartEvents) {}

  @OnEvent('trade.checkout.placed.v1', { purpose: 'checkouts' })
  async placed(event: DomainEvent<'trade.checkout.placed.v1'>, em: EntityManager): Promise<void> {
    const buyerId = event.payload.buyerId.toLowerCase();
    const bought = new Map<string, number>();
    for (const order of event.payload.orders)
      for (const line of order.lines) {
        const id = line.productId.toLowerCase();
        bought.set(id, (bought.get(id) ?? 0) + Number(line.quantity));
      }
    if (!buyerId || bought.size === 0) return;
    await lockCart(em, buyerId);
    const lines = await em.find(CartLine, { userId: buyerId, productId: { $in: [...bought.keys()] } });
    const changes: (() => Promise<void>)[] = [];
    for (const line of lines) {
      const left = line.quantity - bought.get(line.productId)!;
      if (left > 0) {
        const before = {
          quantity: line.quantity,
          unitPriceMinor: line.unitPriceMinor,
          currency: line.currency,
        };
        line.quantity = left;
        changes.push(() => this.events.updated(em, before, line, 'checked_out'));
      } else {
        em.remove(line);
        changes.push(() => this.events.removed(em, line, 'checked_out'));
      }
    }
    await em.flush();
    for (const change of changes) await change();
  }
}
