import type { PayoutDestination } from './payment-provider.port.js';

/** "••••6789": all but the last 4 characters hidden (shorter texts are hidden whole but the last one). */
export function maskTail(text: string, visible = 4): string {
  const shown = text.length > visible ? visible : Math.max(0, text.length - 1);
  return `••••${text.slice(text.length - shown)}`;
}

/**
 * A destination as it may be written in logs, a payout row and a sandbox record: kind, institution
 * and the account masked but its last 4 digits. Never the full account or phone number.
 */
export function payoutDestinationLabel(destination: PayoutDestination): string {
  switch (destination.kind) {
    case 'bank_account':
      return `bank ${destination.bankCode} ${maskTail(destination.accountNumber)}`;
    case 'mobile_money':
      return `${destination.network} ${maskTail(destination.phone)}`;
    case 'sandbox':
      return destination.label;
    case 'recipient_code':
      return destination.code;
  }
}
