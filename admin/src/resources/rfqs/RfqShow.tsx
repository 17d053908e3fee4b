import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  ArrayField,
  DataTable,
  DateField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useLocale,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatMinor } from '../../shared/format';
import { openDownloaded } from '../../shared/open-download';
import { MoneyField, StatusField } from '../../shared/fields';
import { UserField } from '../../trade/fields';
import { QUOTE_COLOURS, RFQ_COLOURS } from './rfq-actions';
import { RemoveRfqButton } from './RemoveRfqButton';
import { rfqActions } from './rfq-client';

const Section = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

const Actions = () => (
  <TopToolbar>
    <RemoveRfqButton />
  </TopToolbar>
);

interface Tier {
  minQuantity: number;
  unitPriceMinor: number;
}

/** A quote's price tiers in its currency ("from 100: KES 12.00"). */
function TiersField(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const tiers = (record?.priceTiers ?? []) as Tier[];
  const currency = String(record?.currency ?? '');
  return (
    <span>
      {tiers
        .map((t) =>
          translate('app.rfq.tier', {
            min: t.minQuantity,
            price: formatMinor(t.unitPriceMinor, currency, locale),
          }),
        )
        .join(' · ')}
    </span>
  );
}

interface Attachment {
  id: string;
  fileName: string;
}

/** The buyer's files, opened with the staff token (viewable types in a tab, others saved). */
function Attachments(_props: { label?: string }) {
  const record = useRecordContext();
  const notify = useNotify();
  const files = (record?.attachments ?? []) as Attachment[];
  if (!record || files.length === 0) return <span>—</span>;
  const open = async (f: Attachment) => {
    try {
      await openDownloaded(() => rfqActions.attachment(record.id, f.id), f.fileName);
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : 'app.notification.download_failed', {
        type: 'error',
      });
    }
  };
  return (
    <span>
      {files.map((f) => (
        <Button
          key={f.id}
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={() => void open(f)}
          sx={{ textTransform: 'none' }}
        >
          {f.fileName}
        </Button>
      ))}
    </span>
  );
}

/** Shown only once the RFQ was removed: by whom, when and why. */
function Removal(_props: { label?: string | false }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record.status !== 'removed') return null;
  return (
    <>
      <Section>{translate('app.rfq.removal')}</Section>
      <SimpleShowLayout sx={{ p: 0 }}>
        <UserField source="removedBy" label="resources.rfqs.fields.removedBy" />
        <TextField source="removedReason" sx={{ whiteSpace: 'pre-wrap' }} emptyText="—" />
        <DateField source="removedAt" showTime emptyText="—" />
      </SimpleShowLayout>
    </>
  );
}

/** One RFQ as its buyer wrote it, every quote it received, and "Remove as spam". */
export default function RfqShow() {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="title" />
        <StatusField
          source="status"
          namespace="rfq_status"
          colours={RFQ_COLOURS}
          label="resources.rfqs.fields.status"
        />
        <StatusField
          source="visibility"
          namespace="rfq_visibility"
          label="resources.rfqs.fields.visibility"
        />
        <UserField source="buyerId" label="resources.rfqs.fields.buyerId" />
        {/* The buyer's own words: text, never markup. */}
        <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} />
        <NumberField source="quantity" />
        <TextField source="unit" />
        <MoneyField source="targetPriceMinor" label="resources.rfqs.fields.targetPriceMinor" />
        <TextField source="incoterm" />
        <TextField source="destinationCountry" />
        <TextField source="destinationPort" emptyText="—" />
        <DateField source="neededBy" />
        <DateField source="quoteDeadline" showTime />
        <NumberField source="maxQuotes" />
        <ReferenceField source="orderId" reference="orders" link="show" emptyText="—">
          <TextField source="reference" />
        </ReferenceField>
        <DateField source="createdAt" showTime />
        <Attachments label="resources.rfqs.fields.attachments" />
        <Removal label={false} />
        <Section>{translate('app.rfq.quotes')}</Section>
        <ArrayField source="quotes" label={false}>
          <DataTable
            bulkActionButtons={false}
            empty={<Typography>{translate('app.rfq.no_quotes')}</Typography>}
          >
            <DataTable.Col source="supplierName" label="resources.rfqs.fields.supplierName" />
            <DataTable.Col source="status" label="resources.rfqs.fields.status">
              <StatusField source="status" namespace="quote_status" colours={QUOTE_COLOURS} />
            </DataTable.Col>
            <DataTable.Col source="priceTiers" label="app.rfq.tiers">
              <TiersField />
            </DataTable.Col>
            <DataTable.Col source="totalMinor" label="resources.rfqs.fields.totalMinor" align="right">
              <MoneyField source="totalMinor" />
            </DataTable.Col>
            <DataTable.Col source="moq" label="resources.rfqs.fields.moq" />
            <DataTable.Col source="leadTimeDays" label="resources.rfqs.fields.leadTimeDays" />
            <DataTable.Col source="validUntil" label="resources.rfqs.fields.validUntil" />
            <DataTable.Col source="paymentTerms" label="resources.rfqs.fields.paymentTerms" />
            <DataTable.Col source="revisions" label="resources.rfqs.fields.revisions" />
            <DataTable.Col source="message" label="resources.rfqs.fields.message" />
          </DataTable>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
