import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Checkout, TradeOrder } from '../orders/order.entities.js';
import { CheckoutProblems } from './checkout.problems.js';

/**
 * The buyer's checkout, locked for the caller's transaction (every writer of a checkout takes
 * this lock first: payment settlement, expiry, re-confirmation, a new payment), with its unpaid
 * orders locked after it in id order. 404 for anyone else's; 409 when nothing is left to pay.
 */
export async function lockPayableCheckout(
  em: EntityManager,
  checkoutId: string,
  buyerId: string,
): Promise<{ checkout: Checkout; unpaid: TradeOrder[] }> {
  const checkout = await em.findOne(Checkout, checkoutId.toLowerCase(), {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  if (!checkout || checkout.buyerId !== buyerId.toLowerCase()) throw CheckoutProblems.notFound();
  if (checkout.status !== 'pending_payment') throw CheckoutProblems.notPayable({ status: checkout.status });
  const unpaid = await em.find(
    TradeOrder,
    { checkoutId: checkout.id, status: 'pending_payment' },
    { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (unpaid.length === 0) throw CheckoutProblems.notPayable({ status: 'cancelled' });
  return { checkout, unpaid };
}
