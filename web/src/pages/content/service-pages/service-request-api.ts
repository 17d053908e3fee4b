import { api, unwrap } from '../../../api/client';
import type { components } from '../../../api/schema';
import type { ServiceRequestPayload } from './service-request-rules';

export type ServiceRequestReceipt = components['schemas']['ServiceRequestReceipt'];

/**
 * POST /api/v1/service-requests (notifications, public; a signed-in requester's token is sent and
 * recorded). The client adds the reader's language, so field errors come back translated.
 */
export function sendServiceRequest(payload: ServiceRequestPayload): Promise<ServiceRequestReceipt> {
  return unwrap(api.POST('/api/v1/service-requests', { body: payload }));
}
