import { DateField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CodeField, StatusField } from '../../shared/fields';
import { SMS_COLOURS } from './statuses';

export default function SmsShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="to" />
        <ReferenceField source="userId" reference="users" link="show" emptyText="—">
          <TextField source="email" />
        </ReferenceField>
        <TextField source="channel" />
        <TextField source="kind" />
        <TextField source="body" />
        <StatusField
          source="status"
          namespace="sms_status"
          colours={SMS_COLOURS}
          label="resources.sms-messages.fields.status"
        />
        <TextField source="transport" emptyText="—" />
        <NumberField source="attempts" />
        <TextField source="error" emptyText="—" />
        <DateField source="createdAt" showTime />
        <DateField source="sentAt" showTime emptyText="—" />
        <CodeField source="providerMessageId" />
      </SimpleShowLayout>
    </Show>
  );
}
