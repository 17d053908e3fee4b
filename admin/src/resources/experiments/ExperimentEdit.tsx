import { Edit } from 'react-admin';
import { AdminOnly } from './AdminOnly';
import { toUpdateBody, type ExperimentValues } from './experiment-form';
import { ExperimentEditForm } from './ExperimentForm';

/** A draft's definition; pessimistic, so a refusal (started meanwhile) leaves the form as it was. */
export default function ExperimentEdit(props: { id?: string }) {
  return (
    <AdminOnly>
      <Edit
        id={props.id}
        redirect="show"
        mutationMode="pessimistic"
        transform={(values: ExperimentValues) => toUpdateBody(values)}
      >
        <ExperimentEditForm />
      </Edit>
    </AdminOnly>
  );
}
