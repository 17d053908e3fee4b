import type { Role } from '../../../auth/auth-context';

export type Goal = 'buy' | 'sell' | 'both';
export const GOALS: readonly Goal[] = ['buy', 'sell', 'both'];

/** The steps of texts/ai-onboarding.<lang>.ts (section ids) each goal takes, in order. */
const BUY = ['buy-find', 'buy-quote', 'buy-pay'];
const SELL = ['sell-verify', 'sell-list', 'sell-orders'];
export const STEPS: Readonly<Record<Goal, readonly string[]>> = {
  buy: ['account', ...BUY, 'services'],
  sell: ['account', ...SELL, 'services'],
  both: ['account', ...BUY, ...SELL, 'services'],
};

/** What a signed-in account already does, as the starting choice; nothing for a visitor or staff. */
export function goalOf(role: Role | undefined): Goal | null {
  if (role === 'buyer') return 'buy';
  if (role === 'seller') return 'sell';
  if (role === 'both') return 'both';
  return null;
}
