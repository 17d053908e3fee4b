import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { formatCount } from '../format';
import type { CeoDashboardData, SearchQueryFigures } from './ceo-types';

/**
 * A list of queries with a count, most first as the service sorts them. A query may be in any
 * script, so each is isolated (<bdi>) and an Arabic query keeps its order inside an English row.
 */
export function SearchTable({
  rows,
  floor,
  column,
  testId,
}: {
  rows: readonly SearchQueryFigures[];
  floor: number;
  /** The count's heading (message key). */
  column: string;
  testId: string;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" data-testid={testId}>
        {translate('app.analytics.search.empty', { floor: formatCount(floor, locale) })}
      </Typography>
    );
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.analytics.search.query')}</TableCell>
          <TableCell align="right">{translate(column)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.query}>
            <TableCell>
              <bdi>{r.query}</bdi>
            </TableCell>
            <TableCell align="right">{formatCount(r.searches, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * What the search figures cover, said beside them: every country and category (a search names no
 * buyer, so the filters do not apply), only queries searched `floor` times, whole days compared.
 */
export function SearchNote({ searches }: { searches: CeoDashboardData['searches'] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const lastDay = (end: string) => new Date(Date.parse(end) - 1).toISOString().slice(0, 10);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="ceo-search-note">
      {translate('app.analytics.search.note', { floor: formatCount(searches.floor, locale) })}
      {searches.compared.partial &&
        ` ${translate('app.analytics.search.compared_days', {
          end: lastDay(searches.compared.current.end),
          previousEnd: lastDay(searches.compared.previous.end),
        })}`}
    </Typography>
  );
}
