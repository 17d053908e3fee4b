import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../shared/money';

interface Posting {
  line: number;
  debit: string;
  credit: string;
  amountMinor: number;
  phase: string;
  pendingId: number | null;
}

const Account = ({ name }: { name: string }) => (
  <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}>
    {name}
  </Box>
);

/** The entry's postings: debit and credit accounts (kind:owner:currency), amount and phase. */
export function PostingsTable(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const postings = Array.isArray(record?.postings) ? (record.postings as Posting[]) : [];
  if (!record) return null;
  if (postings.length === 0) return <span>—</span>;
  const currency = String(record.currency);
  return (
    <Table size="small" data-testid="ledger-postings">
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>{translate('app.ledger.debit')}</TableCell>
          <TableCell>{translate('app.ledger.credit')}</TableCell>
          <TableCell align="right">{translate('app.ledger.amount')}</TableCell>
          <TableCell>{translate('app.ledger.phase')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {postings.map((p) => (
          <TableRow key={p.line}>
            <TableCell>{p.line}</TableCell>
            <TableCell>
              <Account name={p.debit} />
            </TableCell>
            <TableCell>
              <Account name={p.credit} />
            </TableCell>
            <TableCell align="right">{formatMoney(p.amountMinor, currency, locale)}</TableCell>
            <TableCell>{translate(`app.posting_phase.${p.phase}`, { _: p.phase })}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
