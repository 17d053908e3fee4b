import Button from '@mui/material/Button';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useFormContext } from 'react-hook-form';
import {
  AutocompleteInput,
  Edit,
  Labeled,
  maxLength,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  ShowButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { StatusField } from '../../shared/fields';
import { RequestDetails } from './ServiceRequestShow';
import { SERVICE_COLOURS, statusChoices } from './request';

const Actions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

/** Puts the signed-in staff member in the assignee field (saved with the form). */
export function AssignToMeButton() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { setValue } = useFormContext();
  if (!identity?.id) return null;
  return (
    <Button
      size="small"
      startIcon={<PersonAddIcon />}
      onClick={() => setValue('assigneeId', identity.id, { shouldDirty: true })}
      sx={{ mb: 2 }}
    >
      {translate('app.service_request.assign_to_me')}
    </Button>
  );
}

/**
 * Staff handle a request: its status, who has it, their notes. What was asked and by whom belongs
 * to the requester and is shown, not edited. Only the changed fields are sent (a PATCH, audited).
 * `id` is the route's unless given (tests).
 */
export default function ServiceRequestEdit({ id }: { id?: string }) {
  return (
    <Edit id={id} actions={<Actions />} mutationMode="pessimistic" redirect="show">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Labeled label="resources.service-requests.fields.service">
          <StatusField source="service" namespace="service_type" colours={SERVICE_COLOURS} />
        </Labeled>
        <Labeled>
          <TextField source="name" />
        </Labeled>
        <Labeled label="app.service_request.request">
          <RequestDetails />
        </Labeled>
        <SelectInput source="status" choices={statusChoices} validate={required()} />
        <ReferenceInput source="assigneeId" reference="users" filter={{ role: 'admin' }}>
          <AutocompleteInput optionText="email" />
        </ReferenceInput>
        <AssignToMeButton />
        <TextInput source="notes" multiline minRows={4} fullWidth validate={maxLength(5000)} />
      </SimpleForm>
    </Edit>
  );
}
