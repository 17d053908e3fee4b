import { api, unwrap } from '../../api/client';
import { Outbox } from './outbox';
import { indexedDbStore, memoryStore, type OutboxItem } from './outbox-store';

/**
 * One waiting action through the typed client, as the screen would have sent it. Setting a quantity
 * and removing a line are safe to send again after a lost answer. "Add" (quantities add up) and a
 * contact message carry the first try's Idempotency-Key: a replay whose first try did reach the
 * server gets the first answer back instead of a second add or a second message.
 */
export async function sendOutboxItem(item: OutboxItem): Promise<void> {
  const a = item.action;
  switch (a.kind) {
    case 'cart.add':
      await unwrap(
        api.POST('/api/v1/cart/items', {
          body: { productId: a.productId, quantity: a.quantity },
          headers: { 'Idempotency-Key': item.key },
        }),
      );
      return;
    case 'cart.setQuantity':
      await unwrap(
        api.PATCH('/api/v1/cart/items/{id}', {
          params: { path: { id: a.lineId } },
          body: { quantity: a.quantity },
        }),
      );
      return;
    case 'cart.remove':
      await unwrap(api.DELETE('/api/v1/cart/items/{id}', { params: { path: { id: a.lineId } } }));
      return;
    case 'rfq':
      await unwrap(
        api.POST('/api/v1/rfqs', {
          body: a.body,
          params: { header: { 'accept-language': a.lang, 'Idempotency-Key': item.key } },
        }),
      );
      return;
    case 'contact':
      await unwrap(
        api.POST('/api/v1/contact-messages', {
          body: a.body,
          headers: { 'Idempotency-Key': item.key },
        }),
      );
      return;
  }
}

/** Web Locks where the browser has them, so two tabs never send the same action twice. */
function exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(name, fn) : fn();
}

export const outbox = new Outbox(
  typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(),
  sendOutboxItem,
  exclusive,
);
