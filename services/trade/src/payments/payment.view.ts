import { toMinorNumber, money } from '../money/index.js';
import type { PaymentAction } from './payment-initiation.js';
import type { Payment, PaymentStatus } from './payment.entities.js';
import type { ProviderName } from './providers/payment-provider.port.js';

/** A payment as its buyer (or staff) sees it: what to do next and how it ended. */
export interface PaymentView {
  id: string;
  checkoutId: string;
  provider: ProviderName;
  status: PaymentStatus;
  currency: string;
  amountMinor: number;
  /** What the buyer must do next (open the provider's page, answer the phone prompt); null before the provider was reached. */
  action: PaymentAction | null;
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toPaymentView(p: Payment): PaymentView {
  return {
    id: p.id,
    checkoutId: p.checkoutId,
    provider: p.provider,
    status: p.status,
    currency: p.currency,
    amountMinor: toMinorNumber(money(p.amountMinor, p.currency)),
    action: (p.action as PaymentAction | null) ?? null,
    failureReason: p.failureReason ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
