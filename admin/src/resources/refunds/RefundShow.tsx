import { DateField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CodeField, MoneyField, StatusField } from '../../shared/fields';
import { UserField } from '../../trade/fields';
import { REFUND_COLOURS } from '../../trade/statuses';

/** One refund: for which order, why, through which provider, and how far it got. */
export default function RefundShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <CodeField source="id" />
        <StatusField
          source="status"
          namespace="refund_status"
          colours={REFUND_COLOURS}
          label="resources.refunds.fields.status"
        />
        <StatusField source="cause" namespace="refund_cause" label="resources.refunds.fields.cause" />
        <ReferenceField source="orderId" reference="orders" link="show">
          <TextField source="reference" />
        </ReferenceField>
        <MoneyField source="amountMinor" label="resources.refunds.fields.amountMinor" />
        <TextField source="reason" sx={{ whiteSpace: 'pre-wrap' }} />
        <UserField source="requestedBy" label="resources.refunds.fields.requestedBy" />
        <TextField source="provider" />
        <CodeField source="providerReference" />
        <CodeField source="paymentId" />
        <NumberField source="attempts" />
        <TextField source="failureReason" emptyText="—" />
        <DateField source="createdAt" showTime />
        <DateField source="settledAt" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
