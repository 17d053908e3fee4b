import type { ReactElement } from 'react';
import { DateInput, FilterButton, TextInput, TopToolbar, useLocale, useRecordContext } from 'react-admin';
import { formatPercent } from '../../analytics/format';
import { formatMoney } from '../../shared/money';
import { CsvExportButton } from './CsvExportButton';

/** Country codes are ISO 3166 alpha-2 upper case in analytics; typed in any case here. */
const upper = (v: string) => (v ? v.toUpperCase() : v);

/**
 * A report's filters: the date range and the buyer's country always, the top-level category where
 * the report has one (analytics refuses a filter a report does not declare), then any of its own.
 */
export function reportFilters(options: { category?: boolean; extra?: ReactElement[] } = {}): ReactElement[] {
  return [
    <DateInput key="from" source="from" alwaysOn />,
    <DateInput key="to" source="to" alwaysOn />,
    <TextInput key="country" source="country" parse={upper} alwaysOn />,
    ...(options.category === false ? [] : [<TextInput key="category" source="category" />]),
    ...(options.extra ?? []),
  ];
}

/** Filters and the CSV of the whole filtered range (`path` under /admin/analytics/reports). */
export function ReportActions({ path }: { path: string }) {
  return (
    <TopToolbar>
      <FilterButton />
      <CsvExportButton path={path} />
    </TopToolbar>
  );
}

/** US cents (analytics converts every currency at its latest rates) in the reader's format. */
export function UsdField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const locale = useLocale();
  const value = record?.[source] as number | string | null | undefined;
  if (value == null) return null;
  return <span data-usd={String(value)}>{formatMoney(value, 'USD', locale)}</span>;
}

/** A rate (0..1) as a percentage. */
export function RateField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const locale = useLocale();
  const value = record?.[source] as number | null | undefined;
  if (value == null) return null;
  return <span>{formatPercent(value, locale, 2)}</span>;
}
