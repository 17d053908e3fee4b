import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Title, useLocale, useNotify, useTranslate } from 'react-admin';
import { isoDate } from '../../shared/format';
import { PERIODS, type CeoQuery, type Granularity } from '../analytics-actions';
import { analyticsActions } from '../analytics-client';
import { saveFile } from '../save-file';
import { CategoryTable, CountryTable, FunnelTable, SeriesChart } from './CeoCharts';
import { SEARCH_KPI_KEYS, type CeoDashboardData } from './ceo-types';
import { KpiCards } from './KpiCards';
import { SearchNote, SearchTable } from './SearchTables';

type Loaded =
  { state: 'loading' } | { state: 'ok'; data: CeoDashboardData } | { state: 'failed'; message: string };

/** The last day of a period whose end is exclusive (the first instant after it). */
const lastDay = (end: string): string => {
  const t = Date.parse(end);
  return Number.isNaN(t) ? end.slice(0, 10) : new Date(t - 1).toISOString().slice(0, 10);
};

/** An instant to the minute, UTC: "2027-01-18 11:00". */
const minute = (at: string): string => at.slice(0, 16).replace('T', ' ');

/**
 * The period and what it is compared with: whole periods, or while it is under way, both up to the
 * same elapsed time (the previous month to the same day and hour, not all of it).
 */
function periodLine(p: CeoDashboardData['period'], translate: (k: string, o?: object) => string): string {
  if (p.compared?.partial)
    return translate('app.analytics.period_range_partial', {
      start: p.compared.current.start.slice(0, 10),
      end: minute(p.compared.current.end),
      previousStart: p.compared.previous.start.slice(0, 10),
      previousEnd: minute(p.compared.previous.end),
    });
  return translate('app.analytics.period_range', {
    start: p.start.slice(0, 10),
    end: lastDay(p.end),
    previousStart: p.previousStart.slice(0, 10),
    previousEnd: lastDay(p.previousEnd),
  });
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The period chosen: granularity, a day in it, and the optional country and category. */
function PeriodPicker({ query, onChange }: { query: CeoQuery; onChange: (q: CeoQuery) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ my: 2, flexWrap: 'wrap', rowGap: 2 }}>
      <TextField
        select
        size="small"
        label={translate('app.analytics.period')}
        value={query.period}
        onChange={(e) => onChange({ ...query, period: e.target.value as Granularity })}
        sx={{ minWidth: 160 }}
      >
        {PERIODS.map((p) => (
          <MenuItem key={p} value={p}>
            {translate(`app.analytics.periods.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={translate('app.analytics.date')}
        value={query.date}
        onChange={(e) => e.target.value && onChange({ ...query, date: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        label={translate('app.analytics.country')}
        value={query.country ?? ''}
        onChange={(e) => onChange({ ...query, country: e.target.value.toUpperCase().slice(0, 2) })}
        slotProps={{ htmlInput: { maxLength: 2 } }}
        sx={{ width: 120 }}
      />
      <TextField
        size="small"
        label={translate('app.analytics.category')}
        value={query.category ?? ''}
        onChange={(e) => onChange({ ...query, category: e.target.value.trim() })}
      />
    </Stack>
  );
}

/**
 * The CEO's figures (analytics' GET /api/v1/analytics/dashboards/ceo, for admins and analysts): KPIs
 * against the previous period, GMV and orders over time, the funnel, by country and category, and
 * what buyers search for.
 */
export function CeoDashboard() {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const [query, setQuery] = useState<CeoQuery>({ period: 'month', date: isoDate() });
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [exporting, setExporting] = useState(false);
  // Only a complete country code narrows the figures; one letter typed would empty them.
  const effective: CeoQuery = { ...query, country: query.country?.length === 2 ? query.country : undefined };
  const key = JSON.stringify(effective);

  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    analyticsActions.ceoDashboard(JSON.parse(key) as CeoQuery).then(
      (data) => live && setLoaded({ state: 'ok', data: data as CeoDashboardData }),
      (e: Error) => live && setLoaded({ state: 'failed', message: e.message }),
    );
    return () => {
      live = false;
    };
  }, [key, locale]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await analyticsActions.ceoCsv(effective), `ceo-${effective.period}-${effective.date}.csv`);
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Title title={translate('app.analytics.title')} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('app.analytics.title')}
        </Typography>
        <Button
          startIcon={exporting ? <CircularProgress size={16} /> : <FileDownloadIcon />}
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          {translate('app.report.export_csv')}
        </Button>
      </Stack>
      <PeriodPicker query={query} onChange={setQuery} />
      {loaded.state === 'loading' && <CircularProgress />}
      {loaded.state === 'failed' && (
        <Alert severity="error">{loaded.message || translate('app.dashboard.unavailable')}</Alert>
      )}
      {loaded.state === 'ok' && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="ceo-period">
            {periodLine(loaded.data.period, translate)}
          </Typography>
          <KpiCards kpis={loaded.data.kpis} />
          <Grid container spacing={2} sx={{ mt: 0 }}>
            <Grid size={{ xs: 12, lg: 7 }}>
              <Panel title={translate('app.analytics.over_time')}>
                <SeriesChart data={loaded.data} />
              </Panel>
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <Panel title={translate('app.analytics.funnel_title')}>
                <FunnelTable data={loaded.data} />
              </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Panel title={translate('app.analytics.by_country')}>
                <CountryTable data={loaded.data} />
              </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Panel title={translate('app.analytics.by_category')}>
                <CategoryTable data={loaded.data} />
              </Panel>
            </Grid>
          </Grid>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {translate('app.analytics.search.title')}
          </Typography>
          <SearchNote searches={loaded.data.searches} />
          <KpiCards
            kpis={{
              searches: loaded.data.searches.total,
              zeroResultRate: loaded.data.searches.zeroResultRate,
            }}
            keys={SEARCH_KPI_KEYS}
          />
          <Grid container spacing={2} sx={{ mt: 0 }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Panel title={translate('app.analytics.search.top')}>
                <SearchTable
                  rows={loaded.data.searches.top}
                  floor={loaded.data.searches.floor}
                  column="app.analytics.search.searches"
                  testId="ceo-top-searches"
                />
              </Panel>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Panel title={translate('app.analytics.search.zero_results')}>
                <SearchTable
                  rows={loaded.data.searches.zeroResultTop}
                  floor={loaded.data.searches.floor}
                  column="app.analytics.search.zero_searches"
                  testId="ceo-zero-result-searches"
                />
              </Panel>
            </Grid>
          </Grid>
        </>
      )}
    </>
  );
}

export default CeoDashboard;
