import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import GavelIcon from '@mui/icons-material/Gavel';
import { useGetOne, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney, toMinor } from '../../shared/money';
import { decisionPreview, REASON_MAX, validateDecision, type DecisionValues } from '../../trade/money-forms';
import { DISPUTE_OUTCOMES, type DecisionBody } from '../../trade/trade-actions';
import { useMoneyAction } from '../../trade/use-money-action';
import { SplitPreview } from '../../trade/SplitPreview';
import { useTradeActions } from '../../trade/use-trade-actions';

/** What the form needs of the order the dispute is about. */
interface OrderMoney {
  id: string;
  currency: string;
  amountMinor: number;
  feeMinor: number;
}

const EMPTY: DecisionValues = { outcome: '', amount: '', reason: '' };

/**
 * "Decide" an open dispute: release to the seller, refund in full, or refund a part — the rest
 * released with the platform fee pro rata, shown before staff confirm — with a reason both
 * parties read. The order's fee comes from the order (the dispute keeps the amount it split).
 */
export function DecideDisputeButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const actions = useTradeActions();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<DecisionValues>(EMPTY);
  const [touched, setTouched] = useState(false);
  const orderId = record?.orderId ? String(record.orderId) : undefined;
  const { data: order } = useGetOne<OrderMoney>('orders', { id: orderId! }, { enabled: open && !!orderId });
  const action = useMoneyAction<DecisionBody>(
    (body, key) => actions.decideDispute(record!.id, body, key),
    'app.notification.dispute_decided',
  );
  if (!record || record.status !== 'open') return null;

  const currency = String(record.currency ?? order?.currency ?? '');
  const amountMinor = toMinor((record.amountMinor ?? order?.amountMinor) as number) ?? 0n;
  const feeMinor = toMinor((record.orderFeeMinor ?? order?.feeMinor) as number);
  const checked = validateDecision(values, { currency, amountMinor });
  const errors = touched && !checked.ok ? checked.errors : {};
  const preview = feeMinor === null ? null : decisionPreview(values, { currency, amountMinor, feeMinor });
  const message = (key: string | undefined, fallback: string) =>
    key ? translate(`app.trade.form.${key}`, { max: formatMoney(amountMinor, currency, locale) }) : fallback;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!checked.ok) return;
    if (await action.submit(checked.body)) {
      setOpen(false);
      setValues(EMPTY);
    }
  };

  return (
    <>
      <Button size="small" variant="contained" startIcon={<GavelIcon />} onClick={() => setOpen(true)}>
        {translate('app.action.decide')}
      </Button>
      <Dialog open={open} onClose={action.busy ? undefined : () => setOpen(false)} fullWidth maxWidth="sm">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle>{translate('app.dialog.decide_dispute_title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {translate('app.dialog.decide_dispute_body', {
                amount: formatMoney(amountMinor, currency, locale),
              })}
            </DialogContentText>
            <FormControl error={!!errors.outcome} margin="dense">
              <FormLabel id="dispute-outcome">{translate('app.dialog.outcome')}</FormLabel>
              <RadioGroup
                aria-labelledby="dispute-outcome"
                name="outcome"
                value={values.outcome}
                onChange={(e) =>
                  setValues({ ...values, outcome: e.target.value as DecisionValues['outcome'] })
                }
              >
                {DISPUTE_OUTCOMES.map((o) => (
                  <FormControlLabel
                    key={o}
                    value={o}
                    control={<Radio />}
                    label={translate(`app.dispute_outcome.${o}`)}
                  />
                ))}
              </RadioGroup>
              {errors.outcome && <FormHelperText>{message(errors.outcome, '')}</FormHelperText>}
            </FormControl>
            {values.outcome === 'refund_partial' && (
              <TextField
                label={translate('app.dialog.refund_amount')}
                name="amount"
                value={values.amount}
                onChange={(e) => setValues({ ...values, amount: e.target.value })}
                error={!!errors.amount}
                helperText={message(errors.amount, translate('app.trade.form.amount_help', { currency }))}
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
              value={values.reason}
              onChange={(e) => setValues({ ...values, reason: e.target.value })}
              error={!!errors.reason}
              helperText={message(errors.reason, translate('app.dialog.decision_reason_help'))}
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
            <Button type="submit" variant="contained" disabled={action.busy}>
              {translate('app.action.decide')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
