import {
  CreateButton,
  DataTable,
  DateField,
  List,
  NumberField,
  SelectInput,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { StatusField } from '../../shared/fields';
import { choicesOf } from '../../trade/statuses';
import { useIsAdmin } from './AdminOnly';
import { EXPERIMENT_COLOURS, EXPERIMENT_STATUSES } from './experiment-form';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(EXPERIMENT_STATUSES, 'experiment_status')}
    alwaysOn
  />,
];

/** Only admins create experiments; analysts get no button that would end in a refusal. */
function Actions() {
  const admin = useIsAdmin();
  return <TopToolbar>{admin && <CreateButton />}</TopToolbar>;
}

/** The A/B tests, newest first. */
export default function ExperimentList() {
  return (
    <List
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="key" />
        <DataTable.Col source="name" />
        <DataTable.Col source="status">
          <StatusField source="status" namespace="experiment_status" colours={EXPERIMENT_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="trafficPercent" align="right">
          <NumberField source="trafficPercent" options={{ style: 'unit', unit: 'percent' }} />
        </DataTable.Col>
        <DataTable.Col source="startedAt">
          <DateField source="startedAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="stoppedAt">
          <DateField source="stoppedAt" showTime emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
