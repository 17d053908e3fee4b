import Chip, { type ChipProps } from '@mui/material/Chip';
import Box from '@mui/material/Box';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatMinor } from './format';
import type { MinorInput } from './money';

type Colour = ChipProps['color'];

export interface StatusFieldProps {
  source: string;
  /** Translations live under `app.<namespace>.<value>`. */
  namespace: string;
  colours?: Record<string, Colour>;
  label?: string;
}

/** A status as a coloured chip in the console's language. */
export function StatusField({ source, namespace, colours = {} }: StatusFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as string | undefined;
  if (!value) return null;
  return (
    <Chip
      size="small"
      label={translate(`app.${namespace}.${value}`, { _: value })}
      color={colours[value] ?? 'default'}
      data-status={value}
    />
  );
}

/** Pretty-printed JSON of one field (an event payload, say), never interpreted as markup. */
export function JsonField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const value: unknown = record[source];
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflowX: 'auto',
        fontSize: 13,
        direction: 'ltr',
        textAlign: 'left',
      }}
    >
      {value === undefined ? '' : JSON.stringify(value, null, 2)}
    </Box>
  );
}

/** Hashes and ids: monospace, left to right even on an Arabic page, wrapping anywhere. */
export function CodeField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  if (!value) return null;
  return (
    <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}>
      {value}
    </Box>
  );
}

/** A value at a dotted path of a record ("escrow.heldMinor"). */
export function valueAt(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Integer minor units at `source` in the currency at `currencySource` (dotted paths both). */
export function MoneyField({
  source,
  currencySource = 'currency',
}: {
  source: string;
  currencySource?: string;
  label?: string;
  sortable?: boolean;
}) {
  const record = useRecordContext();
  const locale = useLocale();
  const minor = valueAt(record, source) as MinorInput | null | undefined;
  const currency = valueAt(record, currencySource) as string | undefined;
  if (minor == null || !currency) return null;
  return <span data-money={`${String(minor)} ${currency}`}>{formatMinor(minor, currency, locale)}</span>;
}
