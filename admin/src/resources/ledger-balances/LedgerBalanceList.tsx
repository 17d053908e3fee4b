import {
  BooleanField,
  DataTable,
  DateField,
  List,
  NullableBooleanInput,
  SelectInput,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { CodeField, MoneyField, StatusField } from '../../shared/fields';
import { ACCOUNT_KINDS, choicesOf, currencyChoices } from '../../trade/statuses';
import { VerifyLedgerButton } from '../../trade/VerifyLedgerButton';

// Exactly trade's list contract (admin-ledger.query.ts LEDGER_BALANCES_LIST).
const filters = [
  <SelectInput key="kind" source="kind" choices={choicesOf(ACCOUNT_KINDS, 'account_kind')} alwaysOn />,
  <SelectInput key="currency" source="currency" choices={currencyChoices} alwaysOn />,
  <TextInput key="ownerId" source="ownerId" alwaysOn />,
  <NullableBooleanInput key="frozen" source="frozen" />,
];

const Actions = () => (
  <TopToolbar>
    <VerifyLedgerButton />
  </TopToolbar>
);

/**
 * Every ledger account with its balance (credits − debits posted) and what it may still give
 * (less pending debits): escrow per order, seller payable, platform fees, provider clearing,
 * payouts in transit. The latest moved first.
 */
export default function LedgerBalanceList() {
  return (
    <List
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      exporter={false}
      // Verify ledger stays reachable on an empty ledger (the empty page has no toolbar).
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="kind">
          <StatusField source="kind" namespace="account_kind" />
        </DataTable.Col>
        <DataTable.Col source="ownerId" disableSort>
          <CodeField source="ownerId" />
        </DataTable.Col>
        <DataTable.Col source="currency" />
        <DataTable.Col source="balanceMinor" align="right" disableSort>
          <MoneyField source="balanceMinor" />
        </DataTable.Col>
        <DataTable.Col source="availableMinor" align="right" disableSort>
          <MoneyField source="availableMinor" />
        </DataTable.Col>
        <DataTable.Col source="frozen" disableSort>
          <BooleanField source="frozen" />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <DateField source="updatedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
