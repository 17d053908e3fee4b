import type { PayoutDestination } from './payout-destination.entity.js';
import type { DestinationKind } from './payout-destination.rules.js';
import type { MaskedNumbers } from './payout-destination.vault.js';

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

/** `masked`: PayoutDestinationVault.masked(d), the only way to its numbers. */
export function toPayoutDestinationView(d: PayoutDestination, masked: MaskedNumbers): PayoutDestinationView {
  return {
    id: d.id,
    kind: d.kind,
    currency: d.currency,
    country: d.country ?? null,
    accountName: d.accountName,
    bankCode: d.bankCode ?? null,
    accountNumberMasked: masked.accountNumberMasked,
    network: d.network ?? null,
    phoneMasked: masked.phoneMasked,
    isDefault: d.isDefault,
    createdAt: new Date(d.createdAt).toISOString(),
  };
}

/** One line for a payout row and logs: kind, institution, the account's last 4 digits. */
export function destinationSummary(d: PayoutDestination, masked: MaskedNumbers): string {
  if (d.kind === 'bank_account') return `bank ${d.bankCode} ${masked.accountNumberMasked ?? '••••'}`;
  if (d.kind === 'mobile_money') return `${d.network} ${masked.phoneMasked ?? '••••'}`;
  return d.accountName;
}
