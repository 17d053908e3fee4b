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
import { UserField } from '../../trade/fields';
import { DISPUTE_OUTCOMES } from '../../trade/trade-actions';
import { choicesOf, DISPUTE_COLOURS, DISPUTE_REASONS, DISPUTE_STATUSES } from '../../trade/statuses';

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(DISPUTE_STATUSES, 'dispute_status')}
    alwaysOn
  />,
  <SelectInput
    key="reason"
    source="reason"
    choices={choicesOf(DISPUTE_REASONS, 'dispute_reason')}
    alwaysOn
  />,
  <SelectInput key="outcome" source="outcome" choices={choicesOf(DISPUTE_OUTCOMES, 'dispute_outcome')} />,
  <TextInput key="orderId" source="orderId" />,
  <TextInput key="buyerId" source="buyerId" />,
  <TextInput key="sellerId" source="sellerId" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/**
 * Disputes waiting for staff first: sorted by status descending ("open" after "decided" in the
 * alphabet), then the newest (trade breaks ties by id, a time-ordered UUID).
 */
export default function DisputeList() {
  return (
    <List filters={filters} sort={{ field: 'status', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="openedAt">
          <DateField source="openedAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusField source="status" namespace="dispute_status" colours={DISPUTE_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="orderId" disableSort>
          <ReferenceField source="orderId" reference="orders" link="show">
            <TextField source="reference" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="reason" disableSort>
          <StatusField source="reason" namespace="dispute_reason" />
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
        <DataTable.Col source="outcome" disableSort>
          <StatusField source="outcome" namespace="dispute_outcome" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
