import {
  DataTable,
  DateField,
  DateInput,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { StatusField } from '../../shared/fields';
import { VERIFICATION_COLOURS, verificationStatusChoices } from './statuses';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={verificationStatusChoices} alwaysOn />,
  <TextInput key="country" source="country" parse={(v: string) => v.toUpperCase()} />,
  <DateInput key="submittedFrom" source="submittedFrom" />,
  <DateInput key="submittedTo" source="submittedTo" />,
];

/** The queue of supplier verifications (identity's VERIFICATIONS_LIST): pending ones, oldest first. */
export default function VerificationList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="companyName" />
        <DataTable.Col source="sellerEmail" disableSort />
        <DataTable.Col source="country" />
        <DataTable.Col source="status">
          <StatusField source="status" namespace="verification_status" colours={VERIFICATION_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="documentCount" field={NumberField} disableSort />
        <DataTable.Col source="submittedAt" field={DateField} />
        <DataTable.Col source="expiresAt" field={DateField} />
      </DataTable>
    </List>
  );
}
