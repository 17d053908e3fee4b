import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import {
  formatCount,
  formatDifference,
  formatPercent,
  formatUplift,
  type VariantResult,
} from '../../analytics/format';

/** How sure the verdict is, by analytics' verdictCode; the words themselves are the API's. */
const SEVERITY: Record<string, 'success' | 'warning' | 'info'> = {
  variant_better: 'success',
  variant_worse: 'warning',
};

/**
 * Visitors, conversions and rate per variant, each variant's difference from control in points and
 * its relative uplift, each with its 95 % interval, and analytics' verdict in plain words. Control
 * is the first row and has neither.
 */
export function ExperimentResults(_props: { label?: string | false }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const results = Array.isArray(record.results) ? (record.results as VariantResult[]) : [];
  const verdict = typeof record.verdict === 'string' ? record.verdict : '';
  const head = (key: string, align?: 'right') => (
    <TableCell align={align}>{translate(`resources.experiments.fields.${key}`)}</TableCell>
  );
  return (
    <>
      {results.length === 0 ? (
        <Typography color="text.secondary">{translate('app.experiment.no_results')}</Typography>
      ) : (
        <Table size="small" data-testid="experiment-results">
          <TableHead>
            <TableRow>
              {head('variant')}
              {head('visitors', 'right')}
              {head('conversions', 'right')}
              {head('rate', 'right')}
              {head('difference', 'right')}
              {head('uplift', 'right')}
            </TableRow>
          </TableHead>
          <TableBody>
            {results.map((r, i) => (
              <TableRow key={r.variant} data-variant={r.variant}>
                <TableCell>
                  {r.name || r.variant}
                  {i === 0 && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      ({translate('app.experiment.control')})
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{formatCount(r.visitors, locale)}</TableCell>
                <TableCell align="right">{formatCount(r.conversions, locale)}</TableCell>
                <TableCell align="right">{formatPercent(r.rate, locale, 2)}</TableCell>
                <TableCell align="right" data-testid={`difference-${r.variant}`}>
                  {i === 0 ? '—' : (formatDifference(r, locale, translate) ?? '—')}
                </TableCell>
                <TableCell align="right" data-testid={`uplift-${r.variant}`}>
                  {i === 0 ? '—' : (formatUplift(r, locale, translate) ?? '—')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {verdict && (
        <Alert
          severity={SEVERITY[String(record.verdictCode)] ?? 'info'}
          sx={{ mt: 2 }}
          data-testid="experiment-verdict"
          data-verdict={String(record.verdictCode ?? '')}
        >
          {verdict}
        </Alert>
      )}
    </>
  );
}
