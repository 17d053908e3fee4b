import { useLocale, useRecordContext } from 'react-admin';
import { formatMoney } from '../../shared/money';

/**
 * The amount an entry moved, in its currency: the entry's own amount when the list gives one, else
 * the amount of the request it applied (capture, hold, payout and refund name one; a release or
 * void resolves a hold and moves what the hold reserved).
 */
export function EntryAmountField(_props: { label?: string }) {
  const record = useRecordContext();
  const locale = useLocale();
  if (!record?.currency) return null;
  const request = (record.request ?? {}) as Record<string, unknown>;
  const amount: unknown = record.amountMinor ?? request.amount ?? request.refund;
  if (amount === undefined || amount === null) return <span>—</span>;
  return <span>{formatMoney(amount as string, String(record.currency), locale)}</span>;
}
