import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import GavelIcon from '@mui/icons-material/Gavel';
import { useGetOne, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney, toMinor } from '../../shared/money';
import { decisionPreview, validateDecision, type DecisionValues } from '../../trade/money-forms';
import { MoneyActionDialog } from '../../trade/MoneyActionDialog';
import { DISPUTE_OUTCOMES, type DecisionBody } from '../../trade/trade-actions';
import { useMoneyDialog } from '../../trade/use-money-dialog';
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
  const dialog = useMoneyDialog<DecisionValues, DecisionBody>(
    EMPTY,
    (body, key) => actions.decideDispute(record!.id, body, key),
    'app.notification.dispute_decided',
  );
  const orderId = record?.orderId ? String(record.orderId) : undefined;
  const { data: order } = useGetOne<OrderMoney>(
    'orders',
    { id: orderId! },
    { enabled: dialog.open && !!orderId },
  );
  if (!record || record.status !== 'open') return null;

  const currency = String(record.currency ?? order?.currency ?? '');
  const amountMinor = toMinor((record.amountMinor ?? order?.amountMinor) as number) ?? 0n;
  const feeMinor = toMinor((record.orderFeeMinor ?? order?.feeMinor) as number);
  const { values } = dialog;
  const preview = feeMinor === null ? null : decisionPreview(values, { currency, amountMinor, feeMinor });

  return (
    <>
      <Button size="small" variant="contained" startIcon={<GavelIcon />} onClick={() => dialog.start()}>
        {translate('app.action.decide')}
      </Button>
      <MoneyActionDialog
        dialog={dialog}
        checked={validateDecision(values, { currency, amountMinor })}
        title={translate('app.dialog.decide_dispute_title')}
        intro={translate('app.dialog.decide_dispute_body', {
          amount: formatMoney(amountMinor, currency, locale),
        })}
        currency={currency}
        maxMinor={amountMinor}
        withAmount={values.outcome === 'refund_partial'}
        preview={preview}
        reasonHelp={translate('app.dialog.decision_reason_help')}
        confirm={translate('app.action.decide')}
      >
        {(errorOf) => (
          <FormControl error={!!errorOf('outcome')} margin="dense">
            <FormLabel id="dispute-outcome">{translate('app.dialog.outcome')}</FormLabel>
            <RadioGroup
              aria-labelledby="dispute-outcome"
              name="outcome"
              value={values.outcome}
              onChange={(e) => dialog.change({ outcome: e.target.value as DecisionValues['outcome'] })}
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
            {errorOf('outcome') && <FormHelperText>{errorOf('outcome')}</FormHelperText>}
          </FormControl>
        )}
      </MoneyActionDialog>
    </>
  );
}
