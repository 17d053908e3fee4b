import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLocale, useTranslate } from 'react-admin';
import { formatMoney } from '../../shared/money';
import { ARROWS, directionOf, formatCount, formatPercent, formatSignedPercent } from '../format';
import type { CeoDashboardData } from './ceo-types';

const usd = (cents: number, locale: string) => formatMoney(Math.round(cents), 'USD', locale);

/** A bucket's label: the day, or the hour for a one-day period. */
function bucketLabel(bucket: string, hourly: boolean, locale: string): string {
  const d = new Date(bucket);
  if (Number.isNaN(d.getTime())) return bucket;
  return hourly
    ? d.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })
    : d.toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** GMV (bars, left axis, US dollars) and orders (line, right axis) over the period. */
export function SeriesChart({ data }: { data: CeoDashboardData }) {
  const translate = useTranslate();
  const locale = useLocale();
  const hourly = data.period.granularity === 'day';
  const rows = data.series.map((s) => ({ ...s, label: bucketLabel(s.bucket, hourly, locale) }));
  return (
    <div style={{ width: '100%', height: 320 }} data-testid="ceo-series">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height: 320 }}>
        <ComposedChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis yAxisId="gmv" tickFormatter={(v: number) => usd(v, locale)} width={96} />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} />
          <Tooltip
            formatter={(value, name) =>
              name === translate('app.analytics.kpi.gmv')
                ? usd(Number(value), locale)
                : formatCount(Number(value), locale)
            }
          />
          <Legend />
          <Bar yAxisId="gmv" dataKey="gmv" name={translate('app.analytics.kpi.gmv')} fill="#2e7d32" />
          <Line
            yAxisId="orders"
            dataKey="orders"
            name={translate('app.analytics.kpi.orders')}
            stroke="#1565c0"
            strokeWidth={2}
            strokeDasharray="6 3"
            dot
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Visit → search → product view → cart → checkout → paid: visitors, share of visits, and change. */
export function FunnelTable({ data }: { data: CeoDashboardData }) {
  const translate = useTranslate();
  const locale = useLocale();
  const visits = data.funnel[0]?.visitors ?? 0;
  return (
    <Table size="small" data-testid="ceo-funnel">
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.analytics.stage')}</TableCell>
          <TableCell align="right">{translate('app.analytics.visitors')}</TableCell>
          <TableCell align="right">{translate('app.analytics.of_visits')}</TableCell>
          <TableCell align="right">{translate('app.analytics.previous')}</TableCell>
          <TableCell align="right">{translate('app.analytics.change')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.funnel.map((f) => {
          const change = f.previous > 0 ? (f.visitors - f.previous) / f.previous : null;
          return (
            <TableRow key={f.stage}>
              <TableCell>{translate(`app.analytics.funnel.${f.stage}`)}</TableCell>
              <TableCell align="right">{formatCount(f.visitors, locale)}</TableCell>
              <TableCell align="right">
                {visits > 0 ? formatPercent(f.visitors / visits, locale) : '—'}
              </TableCell>
              <TableCell align="right">{formatCount(f.previous, locale)}</TableCell>
              <TableCell align="right">
                <span aria-hidden="true">{ARROWS[directionOf(change)]} </span>
                {formatSignedPercent(change, locale)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** GMV, orders, sign-ups and active buyers per buyer country. */
export function CountryTable({ data }: { data: CeoDashboardData }) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Table size="small" data-testid="ceo-by-country">
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.analytics.country')}</TableCell>
          <TableCell align="right">{translate('app.analytics.kpi.gmv')}</TableCell>
          <TableCell align="right">{translate('app.analytics.kpi.orders')}</TableCell>
          <TableCell align="right">{translate('app.analytics.kpi.signUps')}</TableCell>
          <TableCell align="right">{translate('app.analytics.kpi.activeBuyers')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.byCountry.map((c) => (
          <TableRow key={c.country || '-'}>
            <TableCell>{c.country || translate('app.analytics.unknown')}</TableCell>
            <TableCell align="right">{usd(c.gmv, locale)}</TableCell>
            <TableCell align="right">{formatCount(c.orders, locale)}</TableCell>
            <TableCell align="right">{formatCount(c.signUps, locale)}</TableCell>
            <TableCell align="right">{formatCount(c.activeBuyers, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** GMV and orders per top-level category. */
export function CategoryTable({ data }: { data: CeoDashboardData }) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Table size="small" data-testid="ceo-by-category">
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.analytics.category')}</TableCell>
          <TableCell align="right">{translate('app.analytics.kpi.gmv')}</TableCell>
          <TableCell align="right">{translate('app.analytics.kpi.orders')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.byCategory.map((c) => (
          <TableRow key={c.category || '-'}>
            <TableCell>{c.category || translate('app.analytics.unknown')}</TableCell>
            <TableCell align="right">{usd(c.gmv, locale)}</TableCell>
            <TableCell align="right">{formatCount(c.orders, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
