import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DateField, RecordContextProvider, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { StatusField } from '../../shared/fields';
import { formatMoney } from '../../shared/money';
import { REFUND_COLOURS } from '../../trade/statuses';

interface Refund {
  id: string;
  amountMinor: number;
  status: string;
  cause: string;
  reason: string;
  failureReason: string | null;
  createdAt: string;
}

/** Money sent back to the buyer for this order, and whether the provider has done it yet. */
export function RefundsTable(_props: { label?: string | false }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const refunds = Array.isArray(record?.refunds) ? (record.refunds as Refund[]) : [];
  if (!record || refunds.length === 0) return null;
  const currency = String(record.currency);
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate('app.order.refunds')}
      </Typography>
      <Table size="small" data-testid="order-refunds">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.order.when')}</TableCell>
            <TableCell align="right">{translate('resources.refunds.fields.amountMinor')}</TableCell>
            <TableCell>{translate('resources.refunds.fields.cause')}</TableCell>
            <TableCell>{translate('resources.refunds.fields.status')}</TableCell>
            <TableCell>{translate('resources.refunds.fields.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {refunds.map((r) => (
            <RecordContextProvider key={r.id} value={r}>
              <TableRow>
                <TableCell>
                  <DateField source="createdAt" showTime />
                </TableCell>
                <TableCell align="right">{formatMoney(r.amountMinor, currency, locale)}</TableCell>
                <TableCell>{translate(`app.refund_cause.${r.cause}`, { _: r.cause })}</TableCell>
                <TableCell>
                  <StatusField source="status" namespace="refund_status" colours={REFUND_COLOURS} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
                  {r.reason}
                  {r.failureReason && ` — ${r.failureReason}`}
                </TableCell>
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
