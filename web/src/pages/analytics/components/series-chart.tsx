import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipPayloadEntry,
} from 'recharts';
import { useLocale, useT } from '../../../i18n/i18n';
import type { Granularity } from '../dashboards-api';
import { bucketLabel, useFigures, type FigureKind } from '../figures';

export interface SeriesLine {
  key: string;
  /** Text key of its name (analytics namespace). */
  label: string;
  kind: FigureKind;
  /** Bars on the first axis, lines on the second: money and counts have different scales. */
  shape: 'bar' | 'line';
  color: string;
}

/**
 * A period's figures over time: bars for the money, lines for the counts, each on its own axis.
 * In Arabic time runs from right to left (reversed axis, value axes swapped). The same figures are
 * in a table under the chart for screen readers and for copying.
 */
export function SeriesChart<Row extends { bucket: string }>({
  title,
  rows,
  lines,
  granularity,
}: {
  title: string;
  rows: readonly Row[];
  lines: readonly SeriesLine[];
  granularity: Granularity;
}) {
  const t = useT('analytics');
  const { intl, dir } = useLocale();
  const f = useFigures();
  const rtl = dir === 'rtl';
  const label = (iso: string) => bucketLabel(iso, granularity, intl);
  const bars = lines.filter((l) => l.shape === 'bar');
  const others = lines.filter((l) => l.shape === 'line');
  const kindOf = (key: unknown) => lines.find((l) => l.key === key)?.kind ?? 'count';
  const value = (row: Row, key: string) => Number((row as Record<string, unknown>)[key] ?? 0);
  return (
    <section className="sk-an-section" aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="sk-an-empty">{t('empty')}</p>
      ) : (
        <>
          <div className="sk-an-chart" aria-hidden="true">
            <ComposedChart
              responsive
              accessibilityLayer={false}
              style={{ inlineSize: '100%', blockSize: 280 }}
              data={rows}
              margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="bucket" tickFormatter={label} reversed={rtl} minTickGap={16} />
              {bars.length > 0 && (
                <YAxis
                  yAxisId="bar"
                  orientation={rtl ? 'right' : 'left'}
                  tickFormatter={(v: number) => f.tick(v, bars[0]!.kind)}
                  width="auto"
                />
              )}
              {others.length > 0 && (
                <YAxis
                  yAxisId="line"
                  orientation={rtl ? 'left' : 'right'}
                  tickFormatter={(v: number) => f.tick(v, others[0]!.kind)}
                  width="auto"
                  allowDecimals={false}
                />
              )}
              <Tooltip
                labelFormatter={(l) => (typeof l === 'string' ? label(l) : l)}
                formatter={(v, _name, item: TooltipPayloadEntry) => f.format(Number(v), kindOf(item.dataKey))}
              />
              <Legend />
              {bars.map((l) => (
                <Bar key={l.key} yAxisId="bar" dataKey={l.key} name={t(l.label)} fill={l.color} />
              ))}
              {others.map((l) => (
                <Line
                  key={l.key}
                  yAxisId="line"
                  dataKey={l.key}
                  name={t(l.label)}
                  stroke={l.color}
                  strokeWidth={2}
                  dot={false}
                  type="monotone"
                />
              ))}
            </ComposedChart>
          </div>
          <details className="sk-an-details">
            <summary>{t('table.show')}</summary>
            <table className="sk-an-table">
              <thead>
                <tr>
                  <th scope="col">{t('table.bucket')}</th>
                  {lines.map((l) => (
                    <th key={l.key} scope="col">
                      {t(l.label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.bucket}>
                    <th scope="row">{label(row.bucket)}</th>
                    {lines.map((l) => (
                      <td key={l.key}>{f.format(value(row, l.key), l.kind)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
