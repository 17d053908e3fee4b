import { isNetworkFailure } from './network';
import type { OutboxAction } from './outbox-store';

export type Delivery<T> = { kind: 'sent'; value: T } | { kind: 'queued' };

/**
 * A form sent now, or, when there is no connection, kept in the outbox and sent once it returns.
 * Both tries carry the same Idempotency-Key: if the first did reach the server and only its answer
 * was lost, the replay gets the first answer back rather than making a second message. Anything
 * but a network failure (the server's refusal, a bad field) is the caller's to show, as before.
 */
export async function sendOrQueue<T>(
  owner: string,
  action: OutboxAction,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<Delivery<T>> {
  const key = crypto.randomUUID();
  try {
    return { kind: 'sent', value: await send(key) };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    try {
      const { outbox } = await import('./outbox-send');
      await outbox.enqueue(owner, action, key);
    } catch {
      throw error;
    }
    return { kind: 'queued' };
  }
}
