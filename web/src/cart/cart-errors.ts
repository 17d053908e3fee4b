import { ApiError } from '../api/problem';
import type { TFunction } from '../i18n/i18n';
import { CartInputError } from './cart-store';

/**
 * A refused cart change in the reader's language: the server's own text (problem details come
 * translated), ours for what never left the browser, and a generic one when the network failed.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof CartInputError) return t(`cart.error.${error.code}`, error.vars);
  if (error instanceof ApiError) return error.message;
  return t('cart.error.network');
}
