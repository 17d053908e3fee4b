import Typography from '@mui/material/Typography';
import {
  DateField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MoneyField, StatusField } from '../../shared/fields';
import { UserField } from '../../trade/fields';
import { DISPUTE_COLOURS } from '../../trade/statuses';
import { DecideDisputeButton } from './DecideDisputeButton';
import { Statements } from './Statements';

const Section = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

const Actions = () => (
  <TopToolbar>
    <DecideDisputeButton />
  </TopToolbar>
);

/** The decision, once made: outcome, what went where, why, by whom. */
function Decision(_props: { label?: string | false }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (record.status !== 'decided')
    return <Typography color="text.secondary">{translate('app.dispute.undecided')}</Typography>;
  return (
    <SimpleShowLayout sx={{ p: 0 }}>
      <StatusField source="outcome" namespace="dispute_outcome" label="resources.disputes.fields.outcome" />
      <MoneyField source="refundedMinor" label="resources.disputes.fields.refundedMinor" />
      <MoneyField source="releasedMinor" label="resources.disputes.fields.releasedMinor" />
      <MoneyField source="feeMinor" label="resources.disputes.fields.feeMinor" />
      <TextField source="decisionReason" sx={{ whiteSpace: 'pre-wrap' }} />
      <UserField source="decidedBy" label="resources.disputes.fields.decidedBy" />
      <DateField source="decidedAt" showTime />
    </SimpleShowLayout>
  );
}

/** One dispute: the order, both parties' statements with their evidence, and the decision (or "Decide"). */
export default function DisputeShow() {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <StatusField
          source="status"
          namespace="dispute_status"
          colours={DISPUTE_COLOURS}
          label="resources.disputes.fields.status"
        />
        <ReferenceField source="orderId" reference="orders" link="show">
          <TextField source="reference" />
        </ReferenceField>
        <UserField source="buyerId" label="resources.disputes.fields.buyerId" />
        <UserField source="sellerId" label="resources.disputes.fields.sellerId" />
        <MoneyField source="amountMinor" label="resources.disputes.fields.amountMinor" />
        <DateField source="openedAt" showTime />
        <Section>{translate('app.dispute.statements')}</Section>
        <Statements label={false} />
        <Section>{translate('app.dispute.decision')}</Section>
        <Decision label={false} />
      </SimpleShowLayout>
    </Show>
  );
}
