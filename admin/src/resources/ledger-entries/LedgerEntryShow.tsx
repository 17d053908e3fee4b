import { BooleanField, DateField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CodeField, MoneyField, StatusField } from '../../shared/fields';
import { PostingsTable } from './PostingsTable';

/** One ledger entry: what it moved (its postings), for which order, seller or provider, and why. */
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
        <MoneyField source="amountMinor" label="resources.ledger-entries.fields.amountMinor" />
        <TextField source="currency" />
        <CodeField source="orderId" />
        <CodeField source="sellerId" />
        <TextField source="provider" emptyText="—" />
        <CodeField source="resolves" />
        <BooleanField source="freezeChange" emptyText="—" />
        <TextField source="memo" emptyText="—" />
        <DateField source="createdAt" showTime />
        <PostingsTable label="resources.ledger-entries.fields.postings" />
      </SimpleShowLayout>
    </Show>
  );
}
