import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { formatMoney } from '../../shared/money';
import { ARROWS, directionOf, formatCount, formatPercent, formatSignedPercent } from '../format';
import { KPI_KEYS, KPI_KIND, LOWER_IS_BETTER, type Kpi, type KpiKey } from './ceo-types';

export function formatKpi(key: KpiKey, value: number, locale: string): string {
  const kind = KPI_KIND[key];
  if (kind === 'money') return formatMoney(Math.round(value), 'USD', locale);
  if (kind === 'rate') return formatPercent(value, locale);
  return formatCount(value, locale);
}

/**
 * A figure against the previous period: arrow and signed percentage (never colour alone), the
 * previous value, and whether the move is good news for figures where less is better.
 */
export function KpiCard({ name, kpi }: { name: KpiKey; kpi: Kpi }) {
  const translate = useTranslate();
  const locale = useLocale();
  const direction = directionOf(kpi.change);
  const worse = LOWER_IS_BETTER.has(name) ? direction === 'up' : direction === 'down';
  const better = LOWER_IS_BETTER.has(name) ? direction === 'down' : direction === 'up';
  return (
    <Card sx={{ height: '100%' }} data-testid={`kpi-${name}`}>
      <CardContent>
        <Typography color="text.secondary" gutterBottom>
          {translate(`app.analytics.kpi.${name}`)}
        </Typography>
        <Typography variant="h5" component="p">
          {formatKpi(name, kpi.current, locale)}
        </Typography>
        <Box
          component="p"
          sx={{ m: 0, color: worse ? 'error.main' : better ? 'success.main' : 'text.secondary' }}
          data-direction={direction}
        >
          <span aria-hidden="true">{ARROWS[direction]} </span>
          {direction === 'none'
            ? translate('app.analytics.no_comparison')
            : translate(`app.analytics.change_${direction}`, {
                change: formatSignedPercent(kpi.change, locale),
              })}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('app.analytics.previous_value', { value: formatKpi(name, kpi.previous, locale) })}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function KpiCards({
  kpis,
  keys = KPI_KEYS,
}: {
  kpis: Partial<Record<KpiKey, Kpi>>;
  keys?: readonly KpiKey[];
}) {
  return (
    <Grid container spacing={2}>
      {keys
        .filter((k) => kpis[k])
        .map((k) => (
          <Grid key={k} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <KpiCard name={k} kpi={kpis[k]!} />
          </Grid>
        ))}
    </Grid>
  );
}
