import { api, unwrap } from '../../api/client';

/** Takes the address of an e-mail's unsubscribe link off the list (204; again is harmless). */
export const unsubscribe = (token: string) =>
  unwrap<void>(api.POST('/api/v1/newsletter/unsubscribe', { body: { token } }));
