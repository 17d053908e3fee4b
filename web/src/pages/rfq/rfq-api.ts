import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';
import type { toContactPayload } from './rfq-message';

export type ContactReceipt = components['schemas']['ContactMessageReceipt'];

/** POST /api/v1/contact-messages: the sourcing request reaches the team as a 'buying' message. */
export function sendSourcingRequest(body: ReturnType<typeof toContactPayload>): Promise<ContactReceipt> {
  return unwrap(api.POST('/api/v1/contact-messages', { body }));
}

/** GET /api/v1/products/:id, for the prefill of a request started from a product page. */
export function useRequestedProduct(id: string | null) {
  return useQuery({
    queryKey: ['rfq', 'product', id],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/products/{id}', { params: { path: { id: id! } }, signal })),
    enabled: !!id,
    // A missing product just leaves the field for the buyer to fill in.
    retry: false,
  });
}
