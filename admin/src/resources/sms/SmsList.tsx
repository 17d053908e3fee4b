import { DataTable, DateField, List, NumberField, SearchInput, SelectInput, TextInput } from 'react-admin';
import { StatusField } from '../../shared/fields';
import { SMS_CHANNELS, SMS_COLOURS, SMS_STATUSES } from './statuses';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="to" source="to" />,
  <SelectInput
    key="channel"
    source="channel"
    choices={SMS_CHANNELS.map((id) => ({ id, name: `app.sms_channel.${id}` }))}
  />,
  <SelectInput
    key="status"
    source="status"
    choices={SMS_STATUSES.map((id) => ({ id, name: `app.sms_status.${id}` }))}
  />,
];

/** The text-message log: every SMS/WhatsApp message queued, whether it went, and why not. */
export default function SmsList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="to" />
        <DataTable.Col source="channel" disableSort />
        <DataTable.Col source="kind" disableSort />
        <DataTable.Col source="body" disableSort />
        <DataTable.Col source="status">
          <StatusField source="status" namespace="sms_status" colours={SMS_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="attempts" field={NumberField} disableSort />
      </DataTable>
    </List>
  );
}
