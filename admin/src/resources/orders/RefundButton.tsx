import Button from '@mui/material/Button';
import UndoIcon from '@mui/icons-material/Undo';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney, minorToInput, toMinor } from '../../shared/money';
import {
  refundableOf,
  refundPreview,
  validateRefund,
  type RefundableOrder,
  type RefundValues,
} from '../../trade/money-forms';
import { MoneyActionDialog } from '../../trade/MoneyActionDialog';
import { STAFF_REFUNDABLE } from '../../trade/statuses';
import type { RefundBody } from '../../trade/trade-actions';
import { useMoneyDialog } from '../../trade/use-money-dialog';
import { useTradeActions } from '../../trade/use-trade-actions';

const EMPTY: RefundValues = { amount: '', reason: '' };

/**
 * Staff refund of a paid order not yet released: an amount (all of the hold, to start with; a part
 * releases the rest to the seller with the fee pro rata, shown before confirming) and a reason.
 */
export function RefundButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const actions = useTradeActions();
  const dialog = useMoneyDialog<RefundValues, RefundBody>(
    EMPTY,
    (body, key) => actions.refundOrder(record!.id, body, key),
    'app.notification.order_refunded',
  );
  if (!record || !(STAFF_REFUNDABLE as readonly string[]).includes(String(record.status))) return null;
  const escrow = record.escrow as { frozen?: boolean } | null | undefined;
  if (escrow?.frozen) return null; // a dispute holds the money: staff decide it there
  const currency = String(record.currency);
  const refundable = refundableOf(record as RefundableOrder);
  if (refundable <= 0n) return null;

  const feeMinor = toMinor(record.feeMinor as number);
  const preview =
    feeMinor === null ? null : refundPreview(dialog.values, { currency, heldMinor: refundable, feeMinor });

  return (
    <>
      <Button
        size="small"
        color="warning"
        startIcon={<UndoIcon />}
        onClick={() => dialog.start({ amount: minorToInput(refundable, currency), reason: '' })}
      >
        {translate('app.action.refund')}
      </Button>
      <MoneyActionDialog
        dialog={dialog}
        checked={validateRefund(dialog.values, { currency, refundableMinor: refundable })}
        title={translate('app.dialog.refund_order_title', { reference: String(record.reference) })}
        intro={translate('app.dialog.refund_order_body', { max: formatMoney(refundable, currency, locale) })}
        currency={currency}
        maxMinor={refundable}
        preview={preview}
        reasonHelp={translate('app.dialog.reason_help')}
        confirm={translate('app.action.refund')}
        confirmColor="warning"
      />
    </>
  );
}
