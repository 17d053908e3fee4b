import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DateField,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CodeField, MoneyField, StatusField } from '../../shared/fields';
import { formatMoney, toMinor } from '../../shared/money';
import { BasisPointsField, FxRateField, UserField } from '../../trade/fields';
import { ORDER_COLOURS } from '../../trade/statuses';
import { EscrowSection, OrderLines, OrderTimeline, ShipmentSection } from './OrderSections';
import { RefundsTable } from './RefundsTable';
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

/** The parts of a shipping address in the order a label reads (trade's ShippingAddressDto). */
const ADDRESS_LINES = [
  'fullName',
  'company',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'country',
  'phone',
];

/** The shipping address as the buyer gave it, one line per part, as on a parcel label. */
function AddressField(_props: { label?: string }) {
  const record = useRecordContext();
  const address = record?.shippingAddress as Record<string, string> | null | undefined;
  if (!address) return <span>—</span>;
  const lines = ADDRESS_LINES.map((k) => address[k]).filter(Boolean);
  return <span style={{ whiteSpace: 'pre-line' }}>{lines.join('\n')}</span>;
}

/** The dispute on this order, if there is one: decided there, not refunded here. */
function DisputeLink() {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record?.disputeId) return null;
  return (
    <Button
      component={Link}
      to={createPath({ resource: 'disputes', id: String(record.disputeId), type: 'show' })}
      size="small"
    >
      {translate('app.order.open_dispute')}
    </Button>
  );
}

const Actions = () => (
  <TopToolbar>
    <DisputeLink />
    <RefundButton />
  </TopToolbar>
);

/**
 * One order in full, all from trade's admin view: parties, the money (in the buyer's currency and
 * the seller's, with the fee snapshotted at checkout and the locked FX rate), lines with their
 * totals, the checkout's address, shipment, timeline and escrow.
 */
export function OrderDetails() {
  const translate = useTranslate();
  return (
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
      <RefundsTable label={false} />

      <Section>{translate('app.order.timeline')}</Section>
      <OrderTimeline label={false} />
    </SimpleShowLayout>
  );
}

/** The order; staff may refund it while it is paid and not released. */
export default function OrderShow() {
  return (
    <Show actions={<Actions />}>
      <OrderDetails />
    </Show>
  );
}
