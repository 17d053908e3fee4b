import Typography from '@mui/material/Typography';
import {
  DateField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CodeField, MoneyField, StatusField } from '../../shared/fields';
import { formatMoney, toMinor } from '../../shared/money';
import { BasisPointsField, FxRateField, UserField } from '../../trade/fields';
import { ORDER_COLOURS } from '../../trade/statuses';
import { EscrowSection, OrderLines, OrderTimeline, ShipmentSection } from './OrderSections';
import { RefundButton } from './RefundButton';

const Section = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

/** What the seller receives on release: the order's amount less the fee (exact, in minor units). */
function NetField(_props: { label?: string }) {
  const record = useRecordContext();
  const locale = useLocale();
  const amount = toMinor(record?.amountMinor as number);
  const fee = toMinor(record?.feeMinor as number);
  if (amount === null || fee === null || !record?.currency) return null;
  return <span>{formatMoney(amount - fee, String(record.currency), locale)}</span>;
}

/** The shipping address as the buyer gave it, one line per field. */
function AddressField(_props: { label?: string }) {
  const record = useRecordContext();
  const address = record?.shippingAddress as Record<string, string> | null | undefined;
  if (!address) return <span>—</span>;
  return <span style={{ whiteSpace: 'pre-line' }}>{Object.values(address).filter(Boolean).join('\n')}</span>;
}

const Actions = () => (
  <TopToolbar>
    <RefundButton />
  </TopToolbar>
);

/**
 * One order in full: parties, the money (in the buyer's currency and the seller's, with the fee
 * snapshotted at checkout and the locked FX rate), lines, shipment, timeline and escrow; staff may
 * refund it while it is paid and not released.
 */
export default function OrderShow() {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="reference" />
        <StatusField
          source="status"
          namespace="order_status"
          colours={ORDER_COLOURS}
          label="resources.orders.fields.status"
        />
        <UserField source="buyerId" label="resources.orders.fields.buyerId" />
        <UserField source="sellerId" label="resources.orders.fields.sellerId" />
        <CodeField source="checkoutId" />
        <DateField source="createdAt" showTime />
        <DateField source="paidAt" showTime emptyText="—" />
        <DateField source="deliveredAt" showTime emptyText="—" />
        <DateField source="releaseDueAt" showTime emptyText="—" />
        <DateField source="closedAt" showTime emptyText="—" />

        <Section>{translate('app.order.money')}</Section>
        <MoneyField source="amountMinor" label="resources.orders.fields.amountMinor" />
        <MoneyField
          source="sellerSubtotalMinor"
          currencySource="sellerCurrency"
          label="resources.orders.fields.sellerSubtotalMinor"
        />
        <FxRateField label="resources.orders.fields.fxRate" />
        <BasisPointsField source="feeBasisPoints" label="resources.orders.fields.feeBasisPoints" />
        <MoneyField source="feeMinor" label="resources.orders.fields.feeMinor" />
        <NetField label="resources.orders.fields.netMinor" />

        <Section>{translate('app.order.lines')}</Section>
        <OrderLines label={false} />

        <Section>{translate('app.order.shipping')}</Section>
        <AddressField label="resources.orders.fields.shippingAddress" />
        <TextField source="incoterm" emptyText="—" />
        <TextField source="note" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <ShipmentSection label="resources.orders.fields.shipment" />

        <Section>{translate('app.order.escrow')}</Section>
        <EscrowSection label={false} />

        <Section>{translate('app.order.timeline')}</Section>
        <OrderTimeline label={false} />
      </SimpleShowLayout>
    </Show>
  );
}
