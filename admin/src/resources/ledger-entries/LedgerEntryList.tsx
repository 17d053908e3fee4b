import {
  DataTable,
  DateField,
  DateInput,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { CodeField, MoneyField, StatusField } from '../../shared/fields';
import { choicesOf, currencyChoices, LEDGER_OPERATIONS } from '../../trade/statuses';
import { VerifyLedgerButton } from '../../trade/VerifyLedgerButton';

// Exactly trade's list contract (admin-ledger.query.ts LEDGER_ENTRIES_LIST).
const filters = [
  <SelectInput
    key="operation"
    source="operation"
    choices={choicesOf(LEDGER_OPERATIONS, 'ledger_operation')}
    alwaysOn
  />,
  <SelectInput key="currency" source="currency" choices={currencyChoices} alwaysOn />,
  <TextInput key="orderId" source="orderId" />,
  <TextInput key="sellerId" source="sellerId" />,
  <TextInput key="provider" source="provider" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

const Actions = () => (
  <TopToolbar>
    <VerifyLedgerButton />
  </TopToolbar>
);

/**
 * The ledger's journal, append-only, newest first; an entry opens with its postings. The amount is
 * what the entry moves or reserves (trade sums its postings; a freeze has none), unsigned: which
 * accounts it debits and credits is on the entry's page.
 */
export default function LedgerEntryList() {
  return (
    <List
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'seq', order: 'DESC' }}
      exporter={false}
      // Verify ledger stays reachable on an empty ledger (the empty page has no toolbar).
      empty={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="seq" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="operation" disableSort>
          <StatusField source="operation" namespace="ledger_operation" />
        </DataTable.Col>
        <DataTable.Col source="amountMinor" align="right" disableSort>
          <MoneyField source="amountMinor" />
        </DataTable.Col>
        <DataTable.Col source="currency" disableSort />
        <DataTable.Col source="id" disableSort>
          <CodeField source="id" />
        </DataTable.Col>
        <DataTable.Col source="orderId" disableSort>
          <CodeField source="orderId" />
        </DataTable.Col>
        <DataTable.Col source="memo" disableSort>
          <TextField source="memo" emptyText="" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
