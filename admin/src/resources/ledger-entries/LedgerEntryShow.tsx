import { DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CodeField, JsonField, StatusField } from '../../shared/fields';
import { EntryAmountField } from './EntryAmountField';

/** One ledger entry: what it applied (its request, hashed when applied) and to which order, seller or provider. */
export default function LedgerEntryShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <CodeField source="id" />
        <TextField source="seq" />
        <StatusField
          source="operation"
          namespace="ledger_operation"
          label="resources.ledger-entries.fields.operation"
        />
        <EntryAmountField label="resources.ledger-entries.fields.amountMinor" />
        <TextField source="currency" />
        <CodeField source="orderId" />
        <CodeField source="sellerId" />
        <TextField source="provider" emptyText="—" />
        <CodeField source="resolves" />
        <DateField source="createdAt" showTime />
        <JsonField source="request" label="resources.ledger-entries.fields.request" />
        <JsonField source="postings" label="resources.ledger-entries.fields.postings" />
        <CodeField source="requestHash" />
      </SimpleShowLayout>
    </Show>
  );
}
