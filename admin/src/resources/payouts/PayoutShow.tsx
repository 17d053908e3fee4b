import { DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CodeField, MoneyField, StatusField } from '../../shared/fields';
import { UserField } from '../../trade/fields';
import { PAYOUT_COLOURS } from '../../trade/statuses';

/** One payout: to whom, how much, through which provider, and how it ended. */
export default function PayoutShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <CodeField source="id" />
        <StatusField
          source="status"
          namespace="payout_status"
          colours={PAYOUT_COLOURS}
          label="resources.payouts.fields.status"
        />
        <UserField source="sellerId" label="resources.payouts.fields.sellerId" />
        <MoneyField source="amountMinor" label="resources.payouts.fields.amountMinor" />
        <TextField source="provider" />
        <TextField source="destination" />
        <CodeField source="providerReference" />
        <TextField source="failureReason" emptyText="—" />
        <DateField source="createdAt" showTime />
        <DateField source="settledAt" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
