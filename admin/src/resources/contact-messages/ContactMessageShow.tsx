import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ReplyIcon from '@mui/icons-material/Reply';
import {
  DateField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CodeField, StatusField } from '../../shared/fields';
import { replyMailto, replySubject, TOPIC_COLOURS } from './message';

/** Opens the staff member's mail client on an answer to the sender, subject in the sender's language. */
function ReplyButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.email) return null;
  const href = replyMailto(String(record.email), replySubject(record.locale as string | undefined));
  return (
    <Button size="small" startIcon={<ReplyIcon />} href={href} data-testid="contact-reply">
      {translate('app.action.reply')}
    </Button>
  );
}

/** The sender's address as a mailto: link, left to right on an Arabic page too. */
function EmailLink(_props: { label?: string }) {
  const record = useRecordContext();
  if (!record?.email) return null;
  const email = String(record.email);
  return (
    <a href={replyMailto(email, replySubject(record.locale as string | undefined))} dir="ltr">
      {email}
    </a>
  );
}

/**
 * The whole message as plain text: React puts it in the page as a text node, so markup in it is
 * shown, never run; line breaks and spacing are kept, and each paragraph takes its own direction.
 */
export function MessageBody(_props: { label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box
      component="pre"
      dir="auto"
      data-testid="contact-message-body"
      sx={{
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        fontFamily: 'inherit',
        p: 1.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
        m: 0,
      }}
    >
      {String(record.message ?? '')}
    </Box>
  );
}

const Actions = () => (
  <TopToolbar>
    <ReplyButton />
  </TopToolbar>
);

export default function ContactMessageShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <DateField source="createdAt" showTime />
        <TextField source="name" />
        <EmailLink label="resources.contact-messages.fields.email" />
        <TextField source="company" emptyText="—" />
        <StatusField
          source="topic"
          namespace="contact_topic"
          colours={TOPIC_COLOURS}
          label="resources.contact-messages.fields.topic"
        />
        <TextField source="locale" />
        <CodeField source="id" label="resources.contact-messages.fields.id" />
        <MessageBody label="resources.contact-messages.fields.message" />
      </SimpleShowLayout>
    </Show>
  );
}
