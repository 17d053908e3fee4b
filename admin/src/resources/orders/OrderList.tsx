import { DataTable, DateField, DateInput, List, SearchInput, SelectInput, TextInput } from 'react-admin';
import { MoneyField, StatusField } from '../../shared/fields';
import { UserField } from '../../trade/fields';
import { choicesOf, currencyChoices, ORDER_COLOURS, ORDER_STATUSES } from '../../trade/statuses';

// Exactly trade's list contract (admin-orders.query.ts): an unknown filter is a 400 there.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(ORDER_STATUSES, 'order_status')} alwaysOn />,
  <TextInput key="sellerId" source="sellerId" alwaysOn />,
  <TextInput key="buyerId" source="buyerId" alwaysOn />,
  <TextInput key="checkoutId" source="checkoutId" />,
  <SelectInput key="currency" source="currency" choices={currencyChoices} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** Every order of the marketplace, newest first; amounts in the buyer's currency. */
export default function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="reference" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusField source="status" namespace="order_status" colours={ORDER_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="buyerId" disableSort>
          <UserField source="buyerId" />
        </DataTable.Col>
        <DataTable.Col source="sellerId" disableSort>
          <UserField source="sellerId" />
        </DataTable.Col>
        <DataTable.Col source="amountMinor" align="right">
          <MoneyField source="amountMinor" />
        </DataTable.Col>
        <DataTable.Col source="feeMinor" align="right" disableSort>
          <MoneyField source="feeMinor" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
