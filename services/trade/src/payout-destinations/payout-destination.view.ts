import { maskTail } from '../payments/providers/payout-destination.js';
import type { PayoutDestination } from './payout-destination.entity.js';
import type { DestinationKind } from './payout-destination.rules.js';

/** A destination as its seller sees it: never the full account or phone number. */
export interface PayoutDestinationView {
  id: string;
  kind: DestinationKind;
  currency: string;
  country: string | null;
  accountName: string;
  bankCode: string | null;
  accountNumberMasked: string | null;
  network: string | null;
  phoneMasked: string | null;
  isDefault: boolean;
  createdAt: string;
}

export function toPayoutDestinationView(d: PayoutDestination): PayoutDestinationView {
  return {
    id: d.id,
    kind: d.kind,
    currency: d.currency,
    country: d.country ?? null,
    accountName: d.accountName,
    bankCode: d.bankCode ?? null,
    accountNumberMasked: d.accountNumber ? maskTail(d.accountNumber) : null,
    network: d.network ?? null,
    phoneMasked: d.phone ? maskTail(d.phone) : null,
    isDefault: d.isDefault,
    createdAt: new Date(d.createdAt).toISOString(),
  };
}

/** One line for a payout row and logs: kind, institution, the account's last 4 digits. */
export function destinationSummary(d: PayoutDestination): string {
  if (d.kind === 'bank_account') return `bank ${d.bankCode} ${maskTail(d.accountNumber ?? '')}`;
  if (d.kind === 'mobile_money') return `${d.network} ${maskTail(d.phone ?? '')}`;
  return d.accountName;
}
