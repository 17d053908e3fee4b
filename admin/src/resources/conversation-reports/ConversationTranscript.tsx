import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Loading, useGetOne, useLocale, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { openDownloaded } from '../../shared/open-download';
import { reportActions } from './report-actions';

interface Party {
  id: string;
  name: string;
}
interface AdminMessage {
  id: string;
  senderId: string;
  text: string;
  displayText: string;
  masked: boolean;
  sentAt: string;
  readAt: string | null;
  attachments: { id: string; fileName: string; contentType: string; sizeBytes: number }[];
}
/** GET /api/v1/admin/conversations/:id (messaging): the parties, the subject and every message. */
export interface AdminConversation {
  id: string;
  subject: { kind: string; id: string; title: string };
  buyer: Party;
  supplier: Party;
  createdAt: string;
  messages: AdminMessage[];
}

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

function Message({ m, c }: { m: AdminMessage; c: AdminConversation }) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const fromBuyer = m.senderId === c.buyer.id;
  const sender = fromBuyer ? c.buyer : c.supplier;
  return (
    <Box
      component="li"
      data-testid="report-message"
      sx={{
        p: 1.5,
        borderRadius: 1,
        bgcolor: fromBuyer ? 'action.hover' : 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="span">
          {sender.name || sender.id}
        </Typography>
        <Chip
          size="small"
          label={translate(fromBuyer ? 'app.conversation_report.buyer' : 'app.conversation_report.supplier')}
        />
        <Typography variant="caption" color="text.secondary" component="span">
          {when(m.sentAt, locale)}
          {m.readAt
            ? ` · ${translate('app.conversation_report.read_at', { date: when(m.readAt, locale) })}`
            : ''}
        </Typography>
        {m.masked && (
          <Chip size="small" color="warning" label={translate('app.conversation_report.masked')} />
        )}
      </Stack>
      {/* What the sender wrote, as text (React never runs markup in it); the masked version is what the other side saw. */}
      <Box component="p" dir="auto" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', my: 0.5 }}>
        {m.text}
      </Box>
      {m.masked && m.displayText !== m.text && (
        <Typography variant="body2" color="text.secondary" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
          {translate('app.conversation_report.shown_as', { text: m.displayText })}
        </Typography>
      )}
      {m.attachments.map((a) => (
        <Button
          key={a.id}
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={() =>
            void openDownloaded(() => reportActions.attachment(c.id, a.id), a.fileName).catch((e: unknown) =>
              notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' }),
            )
          }
        >
          {a.fileName}
        </Button>
      ))}
    </Box>
  );
}

/** The reported conversation as staff read it: both parties, the subject, every message in order. */
export function ConversationTranscript(_props: { label?: string | false }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const conversationId = record?.conversationId ? String(record.conversationId) : undefined;
  const { data, isPending, error } = useGetOne<AdminConversation>(
    'conversations',
    { id: conversationId! },
    { enabled: !!conversationId },
  );
  if (!conversationId) return null;
  if (isPending) return <Loading />;
  if (error || !data)
    return (
      <Alert severity="error">
        {error instanceof Error ? error.message : translate('ra.notification.http_error')}
      </Alert>
    );
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.conversation_report.between', {
          buyer: data.buyer.name || data.buyer.id,
          supplier: data.supplier.name || data.supplier.id,
        })}
        {' · '}
        {translate(`app.conversation_report.subject_${data.subject.kind}`, { _: data.subject.kind })}:{' '}
        {data.subject.title}
      </Typography>
      {data.messages.length === 0 ? (
        <Typography color="text.secondary">{translate('app.conversation_report.no_messages')}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.messages.map((m) => (
            <Message key={m.id} m={m} c={data} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
