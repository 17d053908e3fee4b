import {
  Edit,
  EmailField,
  Labeled,
  SaveButton,
  SelectInput,
  ShowButton,
  SimpleForm,
  TextField,
  Toolbar,
  TopToolbar,
  required,
} from 'react-admin';
import { roleChoices } from './roles';

const Actions = () => (
  <TopToolbar>
    <ShowButton />
  </TopToolbar>
);

/** Staff change the role only; names and e-mail belong to the user. Suspension has its own dialog. */
export default function UserEdit() {
  return (
    <Edit actions={<Actions />} mutationMode="pessimistic" redirect="show">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Labeled>
          <EmailField source="email" />
        </Labeled>
        <Labeled>
          <TextField source="fullName" />
        </Labeled>
        <SelectInput source="role" choices={roleChoices} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
