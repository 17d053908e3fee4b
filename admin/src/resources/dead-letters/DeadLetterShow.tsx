import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DateField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CodeField, JsonField, StatusField } from '../../shared/fields';
import { DeadLetterActions } from './DeadLetterActions';
import { DEAD_LETTER_COLOURS, DEAD_LETTER_KIND_COLOURS } from './statuses';

const Section = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

/** The whole error (driver messages can be long), left to right and never read as markup. */
function ErrorText(_props: { label?: string }) {
  const record = useRecordContext();
  if (!record?.error) return null;
  return (
    <Box
      component="pre"
      dir="ltr"
      sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', fontSize: 13 }}
    >
      {String(record.error)}
    </Box>
  );
}

/** The payload, or why it cannot be shown (a poison message may be anything). */
function Payload(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (record.payloadError) {
    return (
      <Alert severity="warning">
        {translate(`app.dead_letter.payload_error.${String(record.payloadError)}`, {
          bytes: Number(record.payloadBytes ?? 0),
        })}
      </Alert>
    );
  }
  return <JsonField source="payload" />;
}

/** An id of the envelope, monospace and left to right like CodeField (which reads top-level fields only). */
function EnvelopeCode({ field }: { field: 'aggregateId' | 'actorId' | 'correlationId'; label?: string }) {
  const record = useRecordContext();
  const envelope = record?.envelope as Record<string, string> | null | undefined;
  const value = envelope?.[field];
  if (!value) return <span>—</span>;
  return (
    <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}>
      {value}
    </Box>
  );
}

/** Who replayed or discarded it: a staff account, shown by e-mail when identity knows it. */
function ResolvedBy(_props: { label?: string }) {
  const record = useRecordContext();
  if (!record?.resolvedBy) return <span>—</span>;
  return (
    <ReferenceField source="resolvedBy" reference="users" link="show">
      <TextField source="email" />
    </ReferenceField>
  );
}

/** One dead letter: what failed and why, the event itself (secrets masked), and what staff did. */
export default function DeadLetterShow() {
  const translate = useTranslate();
  return (
    <Show actions={<DeadLetterActions />}>
      <SimpleShowLayout>
        <TextField source="service" />
        <TextField source="topic" />
        <TextField source="consumerGroup" />
        <StatusField
          source="status"
          namespace="dead_letter_status"
          colours={DEAD_LETTER_COLOURS}
          label="resources.dead-letters.fields.status"
        />
        <StatusField
          source="errorKind"
          namespace="dead_letter_kind"
          colours={DEAD_LETTER_KIND_COLOURS}
          label="resources.dead-letters.fields.errorKind"
        />
        <NumberField source="attempts" />
        <DateField source="firstFailedAt" showTime />
        <DateField source="lastFailedAt" showTime />
        <ErrorText label="resources.dead-letters.fields.error" />
        <DateField source="resolvedAt" showTime emptyText="—" />
        <ResolvedBy label="resources.dead-letters.fields.resolvedBy" />
        <TextField source="resolutionNote" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <Section>{translate('app.dead_letter.payload')}</Section>
        <Payload label="resources.dead-letters.fields.payload" />
        <Section>{translate('app.dead_letter.envelope')}</Section>
        <CodeField source="eventId" />
        <TextField source="envelope.producer" emptyText="—" />
        <DateField source="envelope.occurredAt" showTime emptyText="—" />
        <EnvelopeCode field="aggregateId" label="resources.dead-letters.fields.envelope.aggregateId" />
        <EnvelopeCode field="actorId" label="resources.dead-letters.fields.envelope.actorId" />
        <EnvelopeCode field="correlationId" label="resources.dead-letters.fields.envelope.correlationId" />
        <Section>{translate('app.dead_letter.record')}</Section>
        <CodeField source="key" />
        <NumberField source="partition" emptyText="—" />
        <TextField source="recordOffset" emptyText="—" />
        <NumberField source="payloadBytes" />
      </SimpleShowLayout>
    </Show>
  );
}
