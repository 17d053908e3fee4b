import {
  BooleanField,
  DateField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import Typography from '@mui/material/Typography';
import { CodeField, JsonField } from '../../shared/fields';
import { ActorField } from './AuditLogList';

/** The target as a link when it is a user the console can open. */
function TargetField(_props: { label?: string }) {
  const record = useRecordContext();
  if (!record?.targetId) return <span>—</span>;
  if (record.targetType === 'user') {
    return (
      <ReferenceField source="targetId" reference="users" link="show">
        <TextField source="email" />
      </ReferenceField>
    );
  }
  return <CodeField source="targetId" />;
}

const Section = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

/** One audit entry in full: who did what to what, the event itself, and its place in the chain. */
export default function AuditLogShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <NumberField source="seq" />
        <DateField source="occurredAt" showTime />
        <DateField source="recordedAt" showTime />
        <BooleanField source="archived" />
        <ActorField label="resources.audit-logs.fields.actorEmail" />
        <CodeField source="actorId" />
        <TextField source="action" />
        <TextField source="service" />
        <TextField source="topic" />
        <TextField source="targetType" />
        <TargetField label="resources.audit-logs.fields.targetId" />
        <Section>{translate('app.audit.payload')}</Section>
        <JsonField source="payload" />
        <Section>{translate('app.audit.trace')}</Section>
        <CodeField source="eventId" />
        <CodeField source="correlationId" />
        <Section>{translate('app.audit.chain')}</Section>
        <CodeField source="prevHash" />
        <CodeField source="hash" />
      </SimpleShowLayout>
    </Show>
  );
}
