import { Alert, Button, Input, Radio } from 'antd';
import { useState, type ReactNode } from 'react';
import { useLocale, useT } from '../../../i18n/i18n';
import {
  downloadDashboardCsv,
  GRANULARITIES,
  type DashboardKind,
  type DashboardQuery,
  type DashboardPeriod,
  type Granularity,
} from '../dashboards-api';
import { periodName } from '../figures';

/** Saves the dashboard's figures as CSV, as the service writes them (one section per table). */
function CsvButton({ kind, query }: { kind: DashboardKind; query: DashboardQuery }) {
  const t = useT('analytics');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadDashboardCsv(kind, query);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => void download()} loading={busy}>
        {t('csv.download')}
      </Button>
      {failed && <Alert type="error" showIcon role="alert" title={t('csv.failed')} />}
    </>
  );
}

/**
 * The period (day … year, the one holding a date) and the dashboard's own filters, with the CSV
 * export of exactly what is shown.
 */
export function Toolbar({
  kind,
  query,
  onChange,
  filters,
}: {
  kind: DashboardKind;
  query: DashboardQuery;
  onChange: (patch: Partial<DashboardQuery>) => void;
  filters?: ReactNode;
}) {
  const t = useT('analytics');
  return (
    <div className="sk-an-toolbar" role="search" aria-label={t('toolbar.label')}>
      <Radio.Group
        aria-label={t('period.label')}
        optionType="button"
        value={query.period}
        onChange={(e) => onChange({ period: e.target.value as Granularity })}
        options={GRANULARITIES.map((g) => ({ value: g, label: t(`period.${g}`) }))}
      />
      <label className="sk-an-field">
        <span>{t('period.date')}</span>
        <Input
          type="date"
          value={query.date}
          onChange={(e) => e.target.value && onChange({ date: e.target.value })}
          style={{ inlineSize: '11rem' }}
        />
      </label>
      {filters}
      <CsvButton kind={kind} query={query} />
    </div>
  );
}

/**
 * "November 2026, compared with October 2026"; while the period is under way, what the server
 * compared: "November 2026 so far (to 18 Nov, 11:00), compared with the same stretch of October 2026
 * (to 18 Oct, 11:00, UTC)".
 */
export function PeriodLine({ period }: { period: DashboardPeriod | undefined }) {
  const t = useT('analytics');
  const { intl } = useLocale();
  if (!period) return null;
  const now = periodName(period.start, period.granularity, intl);
  const before = periodName(period.previousStart, period.granularity, intl);
  const names = { current: t(now.key, now.vars), previous: t(before.key, before.vars) };
  const compared = period.compared;
  if (!compared?.partial) return <p className="sk-an-period">{t('period.compared', names)}</p>;
  // An end at midnight is a whole day: named as the last day, not as midnight of the next.
  const until = (at: string) => {
    const t = Date.parse(at);
    const midnight = t % 86_400_000 === 0;
    return new Intl.DateTimeFormat(intl, {
      dateStyle: 'medium',
      ...(midnight ? {} : { timeStyle: 'short' }),
      timeZone: 'UTC',
    }).format(new Date(midnight ? t - 1 : t));
  };
  return (
    <p className="sk-an-period">
      {t('period.comparedSoFar', {
        ...names,
        end: until(compared.current.end),
        previousEnd: until(compared.previous.end),
      })}
    </p>
  );
}
