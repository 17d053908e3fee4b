import { DataTable, DateField, List, NumberField, SearchInput, SelectInput, TextInput } from 'react-admin';
import { StatusField } from '../../shared/fields';
import { EMAIL_COLOURS, EMAIL_STATUSES, TEMPLATES } from './statuses';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="to" source="to" />,
  <SelectInput
    key="template"
    source="template"
    choices={TEMPLATES.map((id) => ({ id, name: id }))}
    translateChoice={false}
  />,
  <SelectInput
    key="status"
    source="status"
    choices={EMAIL_STATUSES.map((id) => ({ id, name: `app.email_status.${id}` }))}
  />,
  <SelectInput
    key="locale"
    source="locale"
    choices={['en', 'fr', 'ar', 'sw'].map((id) => ({ id, name: id }))}
    translateChoice={false}
  />,
];

/** The delivery log: every e-mail the platform queued, whether it went, and why not. */
export default function EmailList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="to" />
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="template" />
        <DataTable.Col source="locale" disableSort />
        <DataTable.Col source="status">
          <StatusField source="status" namespace="email_status" colours={EMAIL_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="attempts" field={NumberField} disableSort />
      </DataTable>
    </List>
  );
}
