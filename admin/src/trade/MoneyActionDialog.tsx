import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslate } from 'react-admin';
import { formatMoney, type RefundSplit } from '../shared/money';
import { REASON_MAX, type FormField, type Validated } from './money-forms';
import { SplitPreview } from './SplitPreview';
import type { MoneyDialog, MoneyValues } from './use-money-dialog';

interface MoneyActionDialogProps<V extends MoneyValues, B> {
  dialog: MoneyDialog<V, B>;
  /** The form's values checked by its own rules (money-forms.ts). */
  checked: Validated<B>;
  title: string;
  intro: string;
  currency: string;
  /** The most the amount may be, as "at most …" says it. */
  maxMinor: bigint;
  /** A dispute decision asks for an amount only for a partial refund. */
  withAmount?: boolean;
  /** Who gets what, shown before staff confirm; null while the amount is not a valid one. */
  preview: RefundSplit | null;
  reasonHelp: string;
  confirm: string;
  confirmColor?: 'primary' | 'warning';
  /** Inputs before the amount (a decision's outcome), given each field's error text once shown. */
  children?: (errorOf: (field: FormField) => string | undefined) => ReactNode;
}

/**
 * The dialog of a staff action that moves money: an amount in the order's currency, the split it
 * makes, a reason for the audit log (and for both parties, on a decision), and the confirmation.
 */
export function MoneyActionDialog<V extends MoneyValues, B>({
  dialog,
  checked,
  title,
  intro,
  currency,
  maxMinor,
  withAmount = true,
  preview,
  reasonHelp,
  confirm,
  confirmColor = 'primary',
  children,
}: MoneyActionDialogProps<V, B>) {
  const translate = useTranslate();
  const locale = useLocale();
  const errorOf = (field: FormField) => {
    const key = dialog.touched && !checked.ok ? checked.errors[field] : undefined;
    return key && translate(`app.trade.form.${key}`, { max: formatMoney(maxMinor, currency, locale) });
  };
  const amountError = errorOf('amount');
  const reasonError = errorOf('reason');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void dialog.submit(checked);
  };

  return (
    <Dialog open={dialog.open} onClose={dialog.busy ? undefined : dialog.close} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          {children?.(errorOf)}
          {withAmount && (
            <TextField
              label={translate('app.dialog.refund_amount')}
              name="amount"
              value={dialog.values.amount}
              onChange={(e) => dialog.change({ amount: e.target.value })}
              error={!!amountError}
              helperText={amountError || translate('app.trade.form.amount_help', { currency })}
              slotProps={{
                htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
              }}
              fullWidth
              margin="dense"
            />
          )}
          {preview && <SplitPreview split={preview} currency={currency} />}
          <TextField
            label={translate('app.dialog.reason')}
            name="reason"
            value={dialog.values.reason}
            onChange={(e) => dialog.change({ reason: e.target.value })}
            error={!!reasonError}
            helperText={reasonError || reasonHelp}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            multiline
            minRows={2}
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={dialog.close} disabled={dialog.busy}>
            {translate('app.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={confirmColor} disabled={dialog.busy}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
