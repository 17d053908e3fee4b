import {
  DataTable,
  DateField,
  DateInput,
  FilterButton,
  List,
  required,
  SelectInput,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { StatusField } from '../../shared/fields';
import { ReplayMatchingButton } from './ReplayMatchingButton';
import {
  DEAD_LETTER_COLOURS,
  DEAD_LETTER_KIND_COLOURS,
  DEFAULT_SERVICE,
  deadLetterStatusChoices,
  serviceChoices,
} from './statuses';

// `service` cannot be emptied (required: no blank choice): the gateway sends a list to that service.
const filters = [
  <SelectInput key="service" source="service" choices={serviceChoices} validate={required()} alwaysOn />,
  <SelectInput key="status" source="status" choices={deadLetterStatusChoices} alwaysOn />,
  <TextInput key="topic" source="topic" alwaysOn />,
  <TextInput key="consumerGroup" source="consumerGroup" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

const Actions = () => (
  <TopToolbar>
    <ReplayMatchingButton />
    <FilterButton />
  </TopToolbar>
);

/** The error's first line, cut short: the letter shows it whole. */
function ErrorExcerpt(_props: { label?: string }) {
  const record = useRecordContext();
  const error = String(record?.error ?? '');
  const first = error.split('\n')[0] ?? '';
  return (
    <span title={error}>{first.length > 80 || error.includes('\n') ? `${first.slice(0, 80)}…` : first}</span>
  );
}

/** Events a consumer gave up on, per service: the open ones, latest failure first. */
export default function DeadLetterList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ service: DEFAULT_SERVICE, status: 'open' }}
      actions={<Actions />}
      sort={{ field: 'lastFailedAt', order: 'DESC' }}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="lastFailedAt">
          <DateField source="lastFailedAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="topic" />
        <DataTable.Col source="consumerGroup" />
        <DataTable.Col source="errorKind">
          <StatusField source="errorKind" namespace="dead_letter_kind" colours={DEAD_LETTER_KIND_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="attempts" />
        <DataTable.Col source="error" disableSort>
          <ErrorExcerpt />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusField source="status" namespace="dead_letter_status" colours={DEAD_LETTER_COLOURS} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
