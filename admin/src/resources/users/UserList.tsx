import {
  BooleanField,
  DataTable,
  DateField,
  DateInput,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { StatusField } from '../../shared/fields';
import { roleChoices } from './roles';

/** Exactly the filters identity's list contract accepts (USERS_LIST); anything else is a 400. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <NullableBooleanInput key="verified" source="verified" />,
  <NullableBooleanInput key="suspended" source="suspended" />,
  <TextInput key="country" source="country" parse={(v: string) => v.toUpperCase()} />,
  <DateInput key="createdFrom" source="createdFrom" />,
  <DateInput key="createdTo" source="createdTo" />,
];

const ROLE_COLOURS = {
  admin: 'secondary',
  analyst: 'secondary',
  seller: 'primary',
  both: 'primary',
} as const;

export default function UserList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="email" />
        <DataTable.Col source="fullName" />
        <DataTable.Col source="businessName" />
        <DataTable.Col source="role">
          <StatusField source="role" namespace="role" colours={ROLE_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="country" />
        <DataTable.Col source="verified" field={BooleanField} disableSort />
        <DataTable.Col source="suspended" field={BooleanField} disableSort />
        <DataTable.Col source="createdAt" field={DateField} />
      </DataTable>
    </List>
  );
}
