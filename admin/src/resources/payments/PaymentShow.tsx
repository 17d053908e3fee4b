import { DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CodeField, MoneyField, StatusField } from '../../shared/fields';
import { UserField } from '../../trade/fields';
import { PAYMENT_COLOURS } from '../../trade/statuses';
import { PaidOrders } from './PaidOrders';

/** One payment: who paid what through which provider, how it ended, and the orders it paid. */
export default function PaymentShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <CodeField source="id" />
        <StatusField
          source="status"
          namespace="payment_status"
          colours={PAYMENT_COLOURS}
          label="resources.payments.fields.status"
        />
        <TextField source="provider" />
        <CodeField source="providerReference" />
        <MoneyField source="amountMinor" label="resources.payments.fields.amountMinor" />
        <UserField source="buyerId" label="resources.payments.fields.buyerId" />
        <CodeField source="checkoutId" />
        <PaidOrders label="resources.payments.fields.orders" />
        <TextField source="failureReason" emptyText="—" />
        <DateField source="createdAt" showTime />
        <DateField source="updatedAt" showTime />
        <DateField source="settledAt" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
