import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale, useT } from '../../../i18n/i18n';
import { useFigures, type FigureKind } from '../figures';

export interface Column<Row> {
  key: keyof Row & string;
  /** Text key of the heading (analytics namespace). */
  label: string;
  kind: FigureKind;
}

/** How many rows the chart beside a table draws (the table has them all). */
const CHARTED = 8;

/**
 * A breakdown (by country, category, product) as a table, largest first by the first column, with
 * the top rows of that column as bars.
 */
export function Breakdown<Row extends object>({
  title,
  rows,
  name,
  link,
  nameLabel,
  columns,
  rowKey,
  empty,
}: {
  title: string;
  rows: readonly Row[];
  /** The row's name (a country's, a product's title). */
  name: (row: Row) => string;
  /** The name as the table shows it, where it is a link. */
  link?: (row: Row) => ReactNode;
  nameLabel: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** What an empty table says instead of the general "no figures yet". */
  empty?: string;
}) {
  const t = useT('analytics');
  const { dir } = useLocale();
  const f = useFigures();
  const first = columns[0]!;
  const num = (row: Row, key: string) => Number((row as Record<string, unknown>)[key] ?? 0);
  const sorted = [...rows].sort((a, b) => num(b, first.key) - num(a, first.key));
  const rtl = dir === 'rtl';
  const chart = sorted
    .slice(0, CHARTED)
    .map((row) => ({ id: rowKey(row), label: name(row), value: num(row, first.key) }));
  return (
    <section className="sk-an-section" aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="sk-an-empty">{empty ?? t('empty')}</p>
      ) : (
        <>
          <div className="sk-an-chart" aria-hidden="true">
            <BarChart
              responsive
              accessibilityLayer={false}
              layout="vertical"
              style={{ inlineSize: '100%', blockSize: 40 + chart.length * 28 }}
              data={chart}
              margin={{ top: 4, right: 8, bottom: 4, left: 8 }}
            >
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" reversed={rtl} tickFormatter={(v: number) => f.tick(v, first.kind)} />
              <YAxis type="category" dataKey="label" orientation={rtl ? 'right' : 'left'} width="auto" />
              <Tooltip formatter={(v) => f.format(Number(v), first.kind)} />
              <Bar dataKey="value" name={t(first.label)} fill="#0b6e4f" />
            </BarChart>
          </div>
          <div className="sk-an-scroll">
            <table className="sk-an-table">
              <caption className="sk-an-sr">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{nameLabel}</th>
                  {columns.map((c) => (
                    <th key={c.key} scope="col">
                      {t(c.label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sorted.map((row) => (
                  <tr key={rowKey(row)}>
                    <th scope="row">{link ? link(row) : name(row)}</th>
                    {columns.map((c) => (
                      <td key={c.key}>{f.format(num(row, c.key), c.kind)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
