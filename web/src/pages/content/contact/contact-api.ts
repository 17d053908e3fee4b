import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';
import type { ContactPayload } from './contact-validation';

export type ContactReceipt = components['schemas']['ContactMessageReceipt'];

/**
 * POST /api/v1/contact-messages (notifications service, public). The client adds the reader's
 * language, so the server's field errors come back translated (problem+json → ApiError).
 */
export function sendContactMessage(
  payload: ContactPayload,
  idempotencyKey?: string,
): Promise<ContactReceipt> {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return unwrap(api.POST('/api/v1/contact-messages', { body: payload, headers }));
}
