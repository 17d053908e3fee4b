import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DateField, RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import { DocumentButton } from '../orders/OrderSections';

interface Evidence {
  id: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  uploadedByRole: string;
  responseId: string | null;
  createdAt: string;
}

interface Response {
  id: string;
  authorId: string;
  authorRole: string;
  text: string;
  createdAt: string;
}

function Statement(props: {
  testId: string;
  title: string;
  at: string;
  text: string;
  orderId: string;
  evidence: Evidence[];
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 1.5 }} data-testid={props.testId}>
      <CardContent>
        <Typography variant="subtitle2" component="h3">
          {props.title}
          {' · '}
          <RecordContextProvider value={{ id: props.at, at: props.at }}>
            <DateField source="at" showTime />
          </RecordContextProvider>
        </Typography>
        {/* The parties' own words: text, never markup. */}
        <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }}>{props.text}</Typography>
        {props.evidence.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.dispute.no_evidence')}
          </Typography>
        ) : (
          <Box>
            <Typography variant="body2" color="text.secondary" component="span">
              {translate('app.dispute.evidence')}:
            </Typography>{' '}
            {props.evidence.map((e) => (
              <DocumentButton
                key={e.id}
                orderId={props.orderId}
                doc={{ id: e.id, name: e.name, contentType: e.contentType }}
              />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Both parties' statements: the buyer's (reason, description and the evidence given when opening)
 * then each answer with the evidence that came with it. Evidence without a response id that a
 * seller uploaded is shown with the seller's first answer.
 */
export function Statements(_props: { label?: string | false }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const evidence = Array.isArray(record.evidence) ? (record.evidence as Evidence[]) : [];
  const responses = Array.isArray(record.responses) ? (record.responses as Response[]) : [];
  const orderId = String(record.orderId);
  const buyerEvidence = evidence.filter((e) => !e.responseId && e.uploadedByRole !== 'seller');
  const role = (r: string) => translate(`app.actor_role.${r}`, { _: r });
  return (
    <Box>
      <Statement
        testId="buyer-statement"
        title={`${role('buyer')} — ${translate(`app.dispute_reason.${String(record.reason)}`, { _: String(record.reason) })}`}
        at={String(record.openedAt)}
        text={String(record.description ?? '')}
        orderId={orderId}
        evidence={buyerEvidence}
      />
      {responses.length === 0 && (
        <Typography color="text.secondary" data-testid="no-response">
          {translate('app.dispute.no_response')}
        </Typography>
      )}
      {responses.map((r, i) => (
        <Statement
          key={r.id}
          testId={`${r.authorRole}-statement`}
          title={role(r.authorRole)}
          at={r.createdAt}
          text={r.text}
          orderId={orderId}
          evidence={evidence.filter(
            (e) => e.responseId === r.id || (i === 0 && !e.responseId && e.uploadedByRole === 'seller'),
          )}
        />
      ))}
    </Box>
  );
}
