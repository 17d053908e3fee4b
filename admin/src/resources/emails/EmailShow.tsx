import { DateField, NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CodeField, StatusField } from '../../shared/fields';
import { EmailBody } from './EmailBody';
import { EMAIL_COLOURS } from './statuses';

export default function EmailShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="subject" />
        <TextField source="to" />
        <ReferenceField source="userId" reference="users" link="show" emptyText="—">
          <TextField source="email" />
        </ReferenceField>
        <TextField source="template" />
        <TextField source="locale" />
        <StatusField
          source="status"
          namespace="email_status"
          colours={EMAIL_COLOURS}
          label="resources.emails.fields.status"
        />
        <TextField source="transport" emptyText="—" />
        <NumberField source="attempts" />
        <TextField source="error" emptyText="—" />
        <DateField source="createdAt" showTime />
        <DateField source="sentAt" showTime emptyText="—" />
        <CodeField source="messageId" />
        <EmailBody label="" />
      </SimpleShowLayout>
    </Show>
  );
}
