import { DataTable, DateField, List, NumberField, SelectInput, TextField, TextInput } from 'react-admin';
import { StatusField } from '../../shared/fields';
import { UserField } from '../../trade/fields';
import { choicesOf } from '../../trade/statuses';
import { RFQ_COLOURS, RFQ_STATUSES, RFQ_VISIBILITIES } from './rfq-actions';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(RFQ_STATUSES, 'rfq_status')} alwaysOn />,
  <SelectInput
    key="visibility"
    source="visibility"
    choices={choicesOf(RFQ_VISIBILITIES, 'rfq_visibility')}
  />,
  <TextInput key="buyerId" source="buyerId" />,
];

/** Every RFQ, the newest first (trade sorts by id, a time-ordered UUID, on ties). */
export default function RfqList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="title" disableSort>
          <TextField source="title" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusField source="status" namespace="rfq_status" colours={RFQ_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="visibility" disableSort>
          <StatusField source="visibility" namespace="rfq_visibility" />
        </DataTable.Col>
        <DataTable.Col source="buyerId" disableSort>
          <UserField source="buyerId" />
        </DataTable.Col>
        <DataTable.Col source="quoteCount" align="right" disableSort>
          <NumberField source="quoteCount" />
        </DataTable.Col>
        <DataTable.Col source="quoteDeadline">
          <DateField source="quoteDeadline" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
