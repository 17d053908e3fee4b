import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReplyIcon from '@mui/icons-material/Reply';
import {
  DateField,
  EditButton,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CodeField, StatusField } from '../../shared/fields';
import { MessageBody } from '../contact-messages/ContactMessageShow';
import { replyMailto } from '../contact-messages/message';
import { countryName, detailRows, replySubject, SERVICE_COLOURS, STATUS_COLOURS } from './request';

/** Opens the staff member's mail client on an answer, the subject in the requester's language. */
function ReplyButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.email) return null;
  const href = replyMailto(String(record.email), replySubject(record.locale as string, String(record.id)));
  return (
    <Button size="small" startIcon={<ReplyIcon />} href={href} data-testid="service-request-reply">
      {translate('app.service_request.reply')}
    </Button>
  );
}

/** What the requester asked for, field by field, in the console's language. */
export function RequestDetails(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const rows = detailRows(record, locale, translate);
  if (rows.length === 0)
    return <Typography variant="body2">{translate('app.service_request.no_details')}</Typography>;
  return (
    <Box component="dl" data-testid="service-request-details" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Box key={row.source} data-detail={row.source}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(row.label)}
          </Typography>
          <Typography component="dd" variant="body2" dir="auto" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {row.href ? (
              <a href={row.href} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
                {row.text}
              </a>
            ) : (
              row.text
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The requester's own words, as plain text; a dash when they wrote none. */
function RequesterMessage(props: { label?: string }) {
  const record = useRecordContext();
  if (!record?.message) return <span>—</span>;
  return <MessageBody {...props} />;
}

function CountryField(_props: { label?: string }) {
  const record = useRecordContext();
  const locale = useLocale();
  if (!record?.country) return null;
  return <span>{countryName(String(record.country), locale)}</span>;
}

const Actions = () => (
  <TopToolbar>
    <ReplyButton />
    <EditButton />
  </TopToolbar>
);

const Heading = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2">
      {translate(text)}
    </Typography>
  );
};

/** One request: what is asked, who asks, and where staff are with it. `id` is the route's unless given. */
export default function ServiceRequestShow({ id }: { id?: string }) {
  return (
    <Show id={id} actions={<Actions />}>
      <SimpleShowLayout>
        <Heading text="app.service_request.request" />
        <StatusField
          source="service"
          namespace="service_type"
          colours={SERVICE_COLOURS}
          label="resources.service-requests.fields.service"
        />
        <DateField source="createdAt" showTime />
        <RequestDetails label="app.service_request.request" />
        <RequesterMessage label="resources.service-requests.fields.message" />
        <Heading text="app.service_request.requester" />
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="company" emptyText="—" />
        <TextField source="phone" emptyText="—" />
        <CountryField label="resources.service-requests.fields.country" />
        <TextField source="locale" />
        <ReferenceField source="requesterId" reference="users" link="show" emptyText="—">
          <TextField source="email" />
        </ReferenceField>
        <DateField source="consentAt" showTime />
        <Heading text="app.service_request.handling" />
        <StatusField
          source="status"
          namespace="service_request_status"
          colours={STATUS_COLOURS}
          label="resources.service-requests.fields.status"
        />
        <ReferenceField source="assigneeId" reference="users" link="show" emptyText="—">
          <TextField source="email" />
        </ReferenceField>
        <TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="updatedAt" showTime />
        <CodeField source="id" label="resources.service-requests.fields.id" />
      </SimpleShowLayout>
    </Show>
  );
}
