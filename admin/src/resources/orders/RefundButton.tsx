import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import UndoIcon from '@mui/icons-material/Undo';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney, minorToInput, toMinor } from '../../shared/money';
import {
  REASON_MAX,
  refundableOf,
  refundPreview,
  validateRefund,
  type RefundableOrder,
  type RefundValues,
} from '../../trade/money-forms';
import { SplitPreview } from '../../trade/SplitPreview';
import { STAFF_REFUNDABLE } from '../../trade/statuses';
import type { RefundBody } from '../../trade/trade-actions';
import { useMoneyAction } from '../../trade/use-money-action';
import { useTradeActions } from '../../trade/use-trade-actions';

/**
 * Staff refund of a paid order not yet released: an amount (all of the hold, to start with; a part
 * releases the rest to the seller with the fee pro rata, shown before confirming) and a reason.
 */
export function RefundButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const actions = useTradeActions();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<RefundValues>({ amount: '', reason: '' });
  const [touched, setTouched] = useState(false);
  const action = useMoneyAction<RefundBody>(
    (body, key) => actions.refundOrder(record!.id, body, key),
    'app.notification.order_refunded',
  );
  if (!record || !(STAFF_REFUNDABLE as readonly string[]).includes(String(record.status))) return null;
  const escrow = record.escrow as { frozen?: boolean } | null | undefined;
  if (escrow?.frozen) return null; // a dispute holds the money: staff decide it there
  const currency = String(record.currency);
  const refundable = refundableOf(record as RefundableOrder);
  if (refundable <= 0n) return null;

  const checked = validateRefund(values, { currency, refundableMinor: refundable });
  const feeMinor = toMinor(record.feeMinor as number);
  const preview =
    feeMinor === null ? null : refundPreview(values, { currency, heldMinor: refundable, feeMinor });
  const errors = touched && !checked.ok ? checked.errors : {};
  const show = (key: string | undefined, fallback: string) =>
    key ? translate(`app.trade.form.${key}`, { max: formatMoney(refundable, currency, locale) }) : fallback;

  const start = () => {
    setValues({ amount: minorToInput(refundable, currency), reason: '' });
    setTouched(false);
    setOpen(true);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!checked.ok) return;
    if (await action.submit(checked.body)) setOpen(false);
  };

  return (
    <>
      <Button size="small" color="warning" startIcon={<UndoIcon />} onClick={start}>
        {translate('app.action.refund')}
      </Button>
      <Dialog open={open} onClose={action.busy ? undefined : () => setOpen(false)} fullWidth maxWidth="sm">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle>
            {translate('app.dialog.refund_order_title', { reference: String(record.reference) })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate('app.dialog.refund_order_body', { max: formatMoney(refundable, currency, locale) })}
            </DialogContentText>
            <TextField
              label={translate('app.dialog.refund_amount')}
              name="amount"
              value={values.amount}
              onChange={(e) => setValues({ ...values, amount: e.target.value })}
              error={!!errors.amount}
              helperText={show(errors.amount, translate('app.trade.form.amount_help', { currency }))}
              slotProps={{
                htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
              }}
              fullWidth
              margin="dense"
            />
            {preview && <SplitPreview split={preview} currency={currency} />}
            <TextField
              label={translate('app.dialog.reason')}
              name="reason"
              value={values.reason}
              onChange={(e) => setValues({ ...values, reason: e.target.value })}
              error={!!errors.reason}
              helperText={show(errors.reason, translate('app.dialog.reason_help'))}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
              multiline
              minRows={2}
              fullWidth
              margin="dense"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={action.busy}>
              {translate('app.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" color="warning" disabled={action.busy}>
              {translate('app.action.refund')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
