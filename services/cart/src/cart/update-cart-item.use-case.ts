import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { priceSnapshot } from '../pricing/pricing.js';
import { CartEvents } from './cart-events.js';
import { CartStore } from './cart-store.js';
import { CartProblems } from './cart.problems.js';
import type { CartView } from './cart.view.js';

export interface UpdateCartItemInput {
  quantity: number;
  /** The unit price the buyer saw for this quantity; given, a different current price is a 409. */
  expectedUnitPriceMinor?: number;
  expectedCurrency?: string;
}

/**
 * Sets a line's quantity and re-takes its snapshot at the product's current tier price: how a
 * buyer accepts a new price (the same quantity again) as well as how they change the quantity.
 * With `expectedUnitPriceMinor` (and `expectedCurrency`) the change applies only if that is still
 * the price, so a buyer never accepts a price they were not shown.
 */
@Injectable()
export class UpdateCartItem {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: CartStore,
    private readonly events: CartEvents,
  ) {}

  execute(buyer: AuthUser, lineId: string, input: UpdateCartItemInput): Promise<CartView> {
    return this.orm.em.fork().transactional(async (em) => {
      const cart = await this.store.open(em, buyer.id, { lock: true });
      const line = this.store.line(cart, lineId);
      const product = cart.products.get(line.productId);
      if (!product || product.status !== 'published') throw CartProblems.lineUnavailable();
      this.store.checkQuantity(product, input.quantity);
      const now = priceSnapshot(product, input.quantity);
      const expected = {
        unitPriceMinor: input.expectedUnitPriceMinor ?? now.unitPriceMinor,
        currency: input.expectedCurrency ?? now.currency,
      };
      if (expected.unitPriceMinor !== now.unitPriceMinor || expected.currency !== now.currency)
        throw CartProblems.priceChanged(undefined, { ...now });
      const before = {
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        currency: line.currency,
      };
      this.store.setQuantity(line, product, input.quantity);
      await em.flush();
      await this.events.updated(em, before, line, 'buyer');
      return this.store.view(cart);
    });
  }
}
