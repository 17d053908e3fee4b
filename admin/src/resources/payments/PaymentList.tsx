import {
  DataTable,
  DateField,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { CodeField, MoneyField, StatusField } from '../../shared/fields';
import { UserField } from '../../trade/fields';
import {
  choicesOf,
  currencyChoices,
  PAYMENT_COLOURS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
} from '../../trade/statuses';

// Exactly trade's list contract (admin-payments.query.ts); `q` is a provider reference, matched whole.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(PAYMENT_STATUSES, 'payment_status')}
    alwaysOn
  />,
  <SelectInput
    key="provider"
    source="provider"
    choices={choicesOf(PAYMENT_PROVIDERS, 'provider')}
    alwaysOn
  />,
  <TextInput key="checkoutId" source="checkoutId" />,
  <TextInput key="buyerId" source="buyerId" />,
  <SelectInput key="currency" source="currency" choices={currencyChoices} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** Payments buyers made (one per checkout attempt), newest first. */
export default function PaymentList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusField source="status" namespace="payment_status" colours={PAYMENT_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="provider" disableSort>
          <TextField source="provider" />
        </DataTable.Col>
        <DataTable.Col source="buyerId" disableSort>
          <UserField source="buyerId" />
        </DataTable.Col>
        <DataTable.Col source="amountMinor" align="right">
          <MoneyField source="amountMinor" />
        </DataTable.Col>
        <DataTable.Col source="checkoutId" disableSort>
          <CodeField source="checkoutId" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
