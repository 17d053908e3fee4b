import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { CartEvents } from './cart-events.js';
import { readCart, writeLineIfUnchanged } from './cart-rows.js';
import { CartStore } from './cart-store.js';
import type { CartView } from './cart.view.js';

/** Reads before falling back to the lock: another write of the same buyer landed in between each time. */
const UNLOCKED_TRIES = 3;

/**
 * Puts a published product in the cart, or more of it when it is already there (quantities add up).
 *
 * An add is the hottest write a buyer makes, and another write to the same cart at the same instant
 * is rare (two tabs, a merge at sign-in). So it reads the cart in one statement without a lock,
 * applies the rules in memory, and writes the line in one statement that succeeds only if the
 * cart's version is still the one read — two statements, no transaction; the second also writes the
 * add's event to the outbox, so the event commits with the line and costs no round trip. When the
 * version moved, it reads again; after a few tries it takes the buyer's lock as every other cart
 * write does, so a buyer whose cart keeps changing still gets their add in.
 */
@Injectable()
export class AddCartItem {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: CartStore,
    private readonly events: CartEvents,
  ) {}

  async execute(buyer: AuthUser, productId: string, quantity: number): Promise<CartView> {
    const em = this.orm.em.fork();
    for (let i = 0; i < UNLOCKED_TRIES; i++) {
      const rows = await readCart(em, buyer.id, productId);
      const cart = this.store.detached(buyer.id, rows);
      const { line, created } = this.store.add(cart, productId, quantity);
      const event = this.events.prepareAdded({ line, quantity, newLine: created, fromGuestCart: false });
      if (await writeLineIfUnchanged(em, buyer.id, rows.version, line, event)) {
        this.events.written();
        return this.store.view(cart);
      }
    }
    return this.locked(buyer, productId, quantity);
  }

  private locked(buyer: AuthUser, productId: string, quantity: number): Promise<CartView> {
    return this.orm.em.fork().transactional(async (em) => {
      const cart = await this.store.open(em, buyer.id, { lock: true, productIds: [productId] });
      const { line, created } = this.store.add(cart, productId, quantity);
      await em.flush();
      await this.events.added(em, [{ line, quantity, newLine: created, fromGuestCart: false }]);
      return this.store.view(cart);
    });
  }
}
