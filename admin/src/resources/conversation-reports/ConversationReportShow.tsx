import Typography from '@mui/material/Typography';
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
import { UserField } from '../../trade/fields';
import { ConversationTranscript } from './ConversationTranscript';
import { ResolveReportButton } from './ResolveReportButton';
import { REASON_COLOURS, REPORT_COLOURS } from './statuses';

const Section = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

const Actions = () => (
  <TopToolbar>
    <ResolveReportButton />
  </TopToolbar>
);

/** Once resolved: what staff did, who and when. */
function Resolution(_props: { label?: string | false }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (record.status !== 'resolved')
    return <Typography color="text.secondary">{translate('app.conversation_report.unresolved')}</Typography>;
  return (
    <SimpleShowLayout sx={{ p: 0 }}>
      <TextField source="resolution" sx={{ whiteSpace: 'pre-wrap' }} />
      <UserField source="resolvedBy" label="resources.conversation-reports.fields.resolvedBy" />
      <DateField source="resolvedAt" showTime />
    </SimpleShowLayout>
  );
}

/** One report: who reported what and why, the whole conversation, and "Resolve". */
export default function ConversationReportShow() {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <StatusField
          source="status"
          namespace="report_status"
          colours={REPORT_COLOURS}
          label="resources.conversation-reports.fields.status"
        />
        <StatusField
          source="reason"
          namespace="report_reason"
          colours={REASON_COLOURS}
          label="resources.conversation-reports.fields.reason"
        />
        <UserField source="reporterId" label="resources.conversation-reports.fields.reporterId" />
        <DateField source="createdAt" showTime />
        <TextField source="note" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <CodeField source="conversationId" label="resources.conversation-reports.fields.conversationId" />
        <Section>{translate('app.conversation_report.conversation')}</Section>
        <ConversationTranscript label={false} />
        <Section>{translate('app.conversation_report.resolution')}</Section>
        <Resolution label={false} />
      </SimpleShowLayout>
    </Show>
  );
}
