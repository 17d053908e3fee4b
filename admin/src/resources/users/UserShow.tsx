import Alert from '@mui/material/Alert';
import {
  BooleanField,
  DataTable,
  DateField,
  EditButton,
  EmailField,
  Pagination,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { StatusField } from '../../shared/fields';
import { SessionsTable } from './SessionsTable';
import { SuspendButtons } from './SuspendButtons';

const Actions = () => (
  <TopToolbar>
    <EditButton />
    <SuspendButtons />
  </TopToolbar>
);

function SuspendedBanner() {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record?.suspended) return null;
  const date = record.suspendedAt ? new Date(String(record.suspendedAt)).toLocaleString(locale) : '';
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {translate('app.user.suspended_since', { date, reason: String(record.suspensionReason ?? '') })}
    </Alert>
  );
}

export default function UserShow() {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={translate('app.user.profile')}>
          <SuspendedBanner />
          <EmailField source="email" />
          <TextField source="fullName" />
          <TextField source="businessName" />
          <StatusField source="role" namespace="role" label="resources.users.fields.role" />
          <TextField source="country" />
          <TextField source="city" emptyText="—" />
          <TextField source="phone" emptyText="—" />
          <TextField source="locale" />
          <BooleanField source="verified" />
          <DateField source="emailVerifiedAt" showTime emptyText="—" />
          <DateField source="createdAt" showTime />
          <BooleanField source="suspended" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={translate('app.user.sessions')} path="sessions">
          <SessionsTable />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={translate('app.user.recent_audit')} path="audit">
          <ReferenceManyField
            reference="audit-logs"
            target="targetId"
            sort={{ field: 'id', order: 'DESC' }}
            perPage={10}
            pagination={<Pagination rowsPerPageOptions={[10, 25]} />}
            empty={<>{translate('app.user.no_audit')}</>}
          >
            <DataTable rowClick="show" bulkActionButtons={false}>
              <DataTable.Col source="occurredAt" field={DateField} disableSort />
              <DataTable.Col source="action" disableSort />
              <DataTable.Col source="actorEmail" disableSort />
              <DataTable.Col source="service" disableSort />
            </DataTable>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
