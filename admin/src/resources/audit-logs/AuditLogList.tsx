import {
  DataTable,
  DateField,
  DateInput,
  FilterButton,
  List,
  NullableBooleanInput,
  SearchInput,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { VerifyChainButton } from './VerifyChainButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="action" source="action" />,
  <TextInput key="actorId" source="actorId" />,
  <TextInput key="targetType" source="targetType" />,
  <TextInput key="targetId" source="targetId" />,
  <TextInput key="service" source="service" />,
  <TextInput key="topic" source="topic" />,
  <TextInput key="correlationId" source="correlationId" />,
  <NullableBooleanInput key="archived" source="archived" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

const Actions = () => (
  <TopToolbar>
    <VerifyChainButton />
    <FilterButton />
  </TopToolbar>
);

/** The actor's e-mail when the event carried it, else their id. */
export function ActorField(_props: { label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return <span>{String(record.actorEmail ?? record.actorId ?? '—')}</span>;
}

/** Read-only: the audit log is append-only, and nobody edits it from here either. */
export default function AuditLogList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'seq', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="seq" />
        <DataTable.Col source="occurredAt">
          <DateField source="occurredAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="actorEmail" disableSort>
          <ActorField />
        </DataTable.Col>
        <DataTable.Col source="action" />
        <DataTable.Col source="service" />
        <DataTable.Col source="targetType" disableSort />
        <DataTable.Col source="targetId" disableSort />
      </DataTable>
    </List>
  );
}
