import {
  AutocompleteInput,
  DataTable,
  DateField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { StatusField } from '../../shared/fields';
import { SERVICE_COLOURS, STATUS_COLOURS, serviceChoices, statusChoices } from './request';

/** Exactly the filters of notifications' list contract (REQUESTS_LIST); anything else is a 400. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="service" source="service" choices={serviceChoices} alwaysOn />,
  <ReferenceInput key="assigneeId" source="assigneeId" reference="users" filter={{ role: 'admin' }}>
    <AutocompleteInput optionText="email" />
  </ReferenceInput>,
  <TextInput key="email" source="email" type="email" label="resources.service-requests.fields.emailExact" />,
];

/** Requests for partner-run services from the storefront, newest first; a row opens the request. */
export default function ServiceRequestList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="service">
          <StatusField source="service" namespace="service_type" colours={SERVICE_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusField source="status" namespace="service_request_status" colours={STATUS_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="company" disableSort />
        <DataTable.Col source="assigneeId" disableSort>
          <ReferenceField source="assigneeId" reference="users" link={false} emptyText="—">
            <TextField source="email" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <DateField source="updatedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
