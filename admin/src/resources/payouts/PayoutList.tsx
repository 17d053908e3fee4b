import { DataTable, DateField, DateInput, List, SelectInput, TextField, TextInput } from 'react-admin';
import { MoneyField, StatusField } from '../../shared/fields';
import { UserField } from '../../trade/fields';
import { choicesOf, currencyChoices, PAYOUT_COLOURS, PAYOUT_STATUSES } from '../../trade/statuses';

const filters = [
  <SelectInput key="status" source="status" choices={choicesOf(PAYOUT_STATUSES, 'payout_status')} alwaysOn />,
  <SelectInput key="currency" source="currency" choices={currencyChoices} alwaysOn />,
  <TextInput key="sellerId" source="sellerId" alwaysOn />,
  <TextInput key="provider" source="provider" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** Sellers' payouts, newest first. */
export default function PayoutList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusField source="status" namespace="payout_status" colours={PAYOUT_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="sellerId" disableSort>
          <UserField source="sellerId" />
        </DataTable.Col>
        <DataTable.Col source="amountMinor" align="right">
          <MoneyField source="amountMinor" />
        </DataTable.Col>
        <DataTable.Col source="provider" disableSort>
          <TextField source="provider" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
