import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  ArrayInput,
  CheckboxGroupInput,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  number,
  required,
  useRecordContext,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { GOALS, goalsValidator, keyFormat, variantKeyFormat, variantsValidator } from './experiment-form';

const goalChoices = GOALS.map((id) => ({ id, name: `app.experiment_goal.${id}` }));
const whole = (value: unknown) =>
  value == null || value === '' || Number.isInteger(Number(value))
    ? undefined
    : 'app.experiment.weight_whole';

/**
 * Create and edit (admins, drafts only): what the experiment is, how much traffic it takes, its
 * variants (the first is control) with weights adding up to 100, and the goals that count.
 */
export function ExperimentForm(props: Omit<SimpleFormProps, 'children'> & { creating?: boolean }) {
  const { creating = false, ...rest } = props;
  const translate = useTranslate();
  return (
    <SimpleForm {...rest}>
      <TextInput
        source="key"
        validate={creating ? [required(), keyFormat] : undefined}
        disabled={!creating}
        helperText={translate('app.experiment.key_help')}
      />
      <TextInput source="name" validate={[required(), maxLength(120)]} fullWidth />
      <TextInput source="description" validate={maxLength(1000)} multiline fullWidth />
      <NumberInput
        source="trafficPercent"
        validate={[required(), number(), whole, minValue(0), maxValue(100)]}
        min={0}
        max={100}
        step={1}
        helperText={translate('app.experiment.traffic_help')}
      />
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        {translate('resources.experiments.fields.variants')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.experiment.variants_help')}
      </Typography>
      <ArrayInput source="variants" label={false} validate={variantsValidator}>
        <SimpleFormIterator inline disableReordering>
          <TextInput
            source="key"
            label="resources.experiments.fields.variantKey"
            validate={[required(), variantKeyFormat]}
          />
          <TextInput
            source="name"
            label="resources.experiments.fields.variantName"
            validate={[required(), maxLength(60)]}
          />
          <NumberInput
            source="weight"
            label="resources.experiments.fields.weight"
            validate={[required(), whole, minValue(0), maxValue(100)]}
            min={0}
            max={100}
            step={1}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <CheckboxGroupInput source="goals" choices={goalChoices} validate={goalsValidator} />
    </SimpleForm>
  );
}

/** Only a draft can change: once running, a change would mix two experiments in one result. */
export function ExperimentEditForm() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (record.status !== 'draft')
    return (
      <Alert severity="info" sx={{ m: 2 }} data-testid="experiment-not-draft">
        {translate('app.experiment.not_draft')}
      </Alert>
    );
  return <ExperimentForm />;
}
