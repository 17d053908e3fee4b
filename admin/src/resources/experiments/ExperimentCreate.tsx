import { Create } from 'react-admin';
import { AdminOnly } from './AdminOnly';
import { NEW_EXPERIMENT, toCreateBody, type ExperimentValues } from './experiment-form';
import { ExperimentForm } from './ExperimentForm';

/** A new experiment, saved as a draft: it assigns nobody until an admin starts it. */
export default function ExperimentCreate(props: { record?: ExperimentValues }) {
  return (
    <AdminOnly>
      <Create
        redirect="show"
        record={props.record ?? NEW_EXPERIMENT}
        transform={(values: ExperimentValues) => toCreateBody(values)}
      >
        <ExperimentForm creating />
      </Create>
    </AdminOnly>
  );
}
