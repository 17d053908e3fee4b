import {
  DataTable,
  DateField,
  DateInput,
  List,
  ReferenceField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { MoneyField, StatusField } from '../../shared/fields';
import { choicesOf, REFUND_CAUSES, REFUND_COLOURS, REFUND_STATUSES } from '../../trade/statuses';

const filters = [
  <SelectInput key="status" source="status" choices={choicesOf(REFUND_STATUSES, 'refund_status')} alwaysOn />,
  <SelectInput key="cause" source="cause" choices={choicesOf(REFUND_CAUSES, 'refund_cause')} alwaysOn />,
  <TextInput key="orderId" source="orderId" />,
  <TextInput key="provider" source="provider" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/**
 * Money going back to buyers, newest first. Failed and manual ones are the provider's refusals and
 * the providers that cannot refund through their API: staff pay those back by hand.
 */
export default function RefundList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusField source="status" namespace="refund_status" colours={REFUND_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="cause" disableSort>
          <StatusField source="cause" namespace="refund_cause" />
        </DataTable.Col>
        <DataTable.Col source="orderId" disableSort>
          <ReferenceField source="orderId" reference="orders" link="show">
            <TextField source="reference" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="amountMinor" align="right">
          <MoneyField source="amountMinor" />
        </DataTable.Col>
        <DataTable.Col source="provider" disableSort />
      </DataTable>
    </List>
  );
}
