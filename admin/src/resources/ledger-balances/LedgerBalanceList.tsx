import { BooleanField, DataTable, List, SelectInput, TextInput, TopToolbar } from 'react-admin';
import { CodeField, MoneyField, StatusField } from '../../shared/fields';
import { ACCOUNT_KINDS, choicesOf, currencyChoices } from '../../trade/statuses';
import { VerifyLedgerButton } from '../../trade/VerifyLedgerButton';

const filters = [
  <SelectInput key="kind" source="kind" choices={choicesOf(ACCOUNT_KINDS, 'account_kind')} alwaysOn />,
  <SelectInput key="currency" source="currency" choices={currencyChoices} alwaysOn />,
  <TextInput key="ownerId" source="ownerId" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <VerifyLedgerButton />
  </TopToolbar>
);

/** Every ledger account with its balance: escrow per order, seller payable, platform fees, clearing, in transit. */
export default function LedgerBalanceList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'kind', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="kind">
          <StatusField source="kind" namespace="account_kind" />
        </DataTable.Col>
        <DataTable.Col source="ownerId">
          <CodeField source="ownerId" />
        </DataTable.Col>
        <DataTable.Col source="currency" />
        <DataTable.Col source="balanceMinor" align="right">
          <MoneyField source="balanceMinor" />
        </DataTable.Col>
        <DataTable.Col source="pendingMinor" align="right" disableSort>
          <MoneyField source="pendingMinor" />
        </DataTable.Col>
        <DataTable.Col source="frozen" disableSort>
          <BooleanField source="frozen" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
