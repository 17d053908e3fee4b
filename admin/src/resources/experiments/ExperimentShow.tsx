import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ArrayField,
  DataTable,
  DateField,
  EditButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { StatusField } from '../../shared/fields';
import { useIsAdmin } from './AdminOnly';
import { EXPERIMENT_COLOURS } from './experiment-form';
import { ExperimentResults } from './ExperimentResults';
import { StartStopButtons } from './StartStopButtons';

const Section = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

/** Edit while a draft, Start or Stop: admins only. */
function Actions() {
  const record = useRecordContext();
  const admin = useIsAdmin();
  return (
    <TopToolbar>
      {admin && record?.status === 'draft' && <EditButton />}
      <StartStopButtons />
    </TopToolbar>
  );
}

function Goals(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const goals = Array.isArray(record?.goals) ? (record.goals as string[]) : [];
  return (
    <Stack direction="row" spacing={1}>
      {goals.map((g) => (
        <Chip key={g} size="small" label={translate(`app.experiment_goal.${g}`, { _: g })} />
      ))}
    </Stack>
  );
}

/** One experiment: its definition, then visitors, conversions, rate and uplift per variant and the verdict. */
export default function ExperimentShow(props: { id?: string }) {
  const translate = useTranslate();
  return (
    <Show id={props.id} actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="key" />
        <TextField source="name" />
        <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} emptyText="—" />
        <StatusField
          source="status"
          namespace="experiment_status"
          colours={EXPERIMENT_COLOURS}
          label="resources.experiments.fields.status"
        />
        <NumberField source="trafficPercent" options={{ style: 'unit', unit: 'percent' }} />
        <ArrayField source="variants">
          <DataTable bulkActionButtons={false}>
            <DataTable.Col source="key" label="resources.experiments.fields.variantKey" />
            <DataTable.Col source="name" label="resources.experiments.fields.variantName" />
            <DataTable.Col source="weight" label="resources.experiments.fields.weight" align="right" />
          </DataTable>
        </ArrayField>
        <Goals label="resources.experiments.fields.goals" />
        <DateField source="startedAt" showTime emptyText="—" />
        <DateField source="stoppedAt" showTime emptyText="—" />
        <Section>{translate('app.experiment.results')}</Section>
        <ExperimentResults label={false} />
      </SimpleShowLayout>
    </Show>
  );
}
