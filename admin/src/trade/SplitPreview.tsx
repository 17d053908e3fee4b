import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useLocale, useTranslate } from 'react-admin';
import { formatMoney, type RefundSplit } from '../shared/money';

/** Who gets what: the buyer's refund, the seller's net and the platform's fee (pro rata on what is released). */
export function SplitPreview({ split, currency }: { split: RefundSplit; currency: string }) {
  const translate = useTranslate();
  const locale = useLocale();
  const rows: [string, bigint][] = [
    ['to_buyer', split.refund],
    ['to_seller', split.sellerNet],
    ['fee', split.fee],
  ];
  return (
    <Table size="small" sx={{ my: 1 }} data-testid="split-preview">
      <TableBody>
        {rows.map(([key, minor]) => (
          <TableRow key={key}>
            <TableCell component="th">{translate(`app.trade.split.${key}`)}</TableCell>
            <TableCell align="right" data-split={key}>
              {formatMoney(minor, currency, locale)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
