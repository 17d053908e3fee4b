import Box from '@mui/material/Box';
import { ReferenceField, TextField, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { valueAt } from '../shared/fields';
import { formatBasisPoints } from '../shared/money';

/** A fee rate in basis points as a percentage (500 → 5%). */
export function BasisPointsField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const locale = useLocale();
  const bp = valueAt(record, source);
  if (typeof bp !== 'number') return null;
  return <span>{formatBasisPoints(bp, locale)}</span>;
}

/**
 * The FX rate locked at checkout, read as "1 GHS = 11.62790698 KES": units of the order's currency
 * per unit of the seller's. The exact fraction is in the title (the display is rounded to 8 places).
 */
export function FxRateField(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.fxRate) return null;
  if (record.sellerCurrency === record.currency) return <span>{translate('app.order.same_currency')}</span>;
  return (
    <Box component="span" dir="ltr" title={record.fxRateExact ? String(record.fxRateExact) : undefined}>
      1 {String(record.sellerCurrency)} = {String(record.fxRate)} {String(record.currency)}
    </Box>
  );
}

/** A buyer, seller or staff member by e-mail (identity's users), the id while it loads or if unknown. */
export function UserField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const id = valueAt(record, source);
  if (typeof id !== 'string' || !id) return <span>—</span>;
  return (
    <ReferenceField
      source={source}
      reference="users"
      link="show"
      // Without the user's record (deleted, or identity not answering) the id still says who it was.
      empty={<code dir="ltr">{id}</code>}
    >
      <TextField source="email" />
    </ReferenceField>
  );
}
