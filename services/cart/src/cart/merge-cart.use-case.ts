import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { ProblemException, Translator } from '@sokoni/platform/errors';
import { CartEvents, type CartAdd } from './cart-events.js';
import { CartStore } from './cart-store.js';
import type { CartView } from './cart.view.js';

export type MergeOutcome = 'added' | 'merged' | 'skipped';

/** Why one item was left out, in the caller's language. */
export interface ItemProblem {
  code: string;
  detail: string;
}

export interface CartMergeItemResult {
  productId: string;
  quantity: number;
  outcome: MergeOutcome;
  lineId: string | null;
  problem: ItemProblem | null;
}

export interface CartMergeView {
  cart: CartView;
  results: CartMergeItemResult[];
}

/** Sums the quantities of a product listed twice, keeping the order of first appearance. */
export function combineItems(
  items: readonly { productId: string; quantity: number }[],
): { productId: string; quantity: number }[] {
  const sums = new Map<string, number>();
  for (const i of items) sums.set(i.productId, (sums.get(i.productId) ?? 0) + i.quantity);
  return [...sums].map(([productId, quantity]) => ({ productId, quantity }));
}

/** A rule's refusal becomes an item's problem; anything else (the database) fails the whole merge. */
export function itemProblem(error: unknown, translator: Translator): ItemProblem {
  if (!(error instanceof ProblemException)) throw error;
  return { code: error.code, detail: translator.translate(error.i18nKey, undefined, error.args) };
}

/**
 * The guest cart the browser kept, merged into the buyer's cart at sign-in: each product is added
 * as POST /cart/items would add it (quantities add up, MOQ, tiers and limits apply), and an item
 * that cannot be added is reported with its reason instead of failing the rest. One transaction
 * under the buyer's lock, so a merge and an add never interleave; each item taken is a
 * cart.item.added.v1 marked from_guest_cart, in the same transaction.
 */
@Injectable()
export class MergeCart {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: CartStore,
    private readonly translator: Translator,
    private readonly events: CartEvents,
  ) {}

  execute(
    buyer: AuthUser,
    items: readonly { productId: string; quantity: number }[],
  ): Promise<CartMergeView> {
    const wanted = combineItems(items);
    return this.orm.em.fork().transactional(async (em) => {
      const cart = await this.store.open(em, buyer.id, {
        lock: true,
        productIds: wanted.map((i) => i.productId),
      });
      const adds: CartAdd[] = [];
      const results = wanted.map((item): CartMergeItemResult => {
        try {
          const { line, created } = this.store.add(cart, item.productId, item.quantity);
          adds.push({ line, quantity: item.quantity, newLine: created, fromGuestCart: true });
          return { ...item, outcome: created ? 'added' : 'merged', lineId: line.id, problem: null };
        } catch (error) {
          return { ...item, outcome: 'skipped', lineId: null, problem: itemProblem(error, this.translator) };
        }
      });
      await em.flush();
      // One event per item taken (a skipped one changed nothing), in one statement.
      if (adds.length > 0) await this.events.added(em, adds);
      return { cart: this.store.view(cart), results };
    });
  }
}
