import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import {
  DateField,
  RecordContextProvider,
  useLocale,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MoneyField } from '../../shared/fields';
import { formatMoney } from '../../shared/money';
import { openDownloaded } from '../../shared/open-download';
import { useTradeActions } from '../../trade/use-trade-actions';

interface Line {
  productId: string;
  title: string;
  unit: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
}

interface TimelineEntry {
  action: string;
  fromStatus: string | null;
  toStatus: string;
  actorRole: string;
  note: string | null;
  at: string;
}

export interface OrderDocumentRef {
  id: string;
  name: string;
  contentType: string;
}

const numberOf = (n: number, locale: string) => new Intl.NumberFormat(locale).format(n);

/** The order's lines, priced in the seller's currency (what the seller listed). */
export function OrderLines(_props: { label?: string | false }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const lines = Array.isArray(record?.lines) ? (record.lines as Line[]) : [];
  if (!record) return null;
  const currency = String(record.sellerCurrency ?? record.currency);
  return (
    <Table size="small" data-testid="order-lines">
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.order.product')}</TableCell>
          <TableCell align="right">{translate('app.order.quantity')}</TableCell>
          <TableCell align="right">{translate('app.order.unit_price')}</TableCell>
          <TableCell align="right">{translate('app.order.line_total')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((l) => (
          <TableRow key={l.productId}>
            <TableCell>{l.title}</TableCell>
            <TableCell align="right">
              {numberOf(l.quantity, locale)} {l.unit}
            </TableCell>
            <TableCell align="right">{formatMoney(l.unitPriceMinor, currency, locale)}</TableCell>
            <TableCell align="right">{formatMoney(l.lineTotalMinor, currency, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Opens a document of the order (shipping paper, evidence) through the API with the staff token. */
export function DocumentButton({ orderId, doc }: { orderId: string; doc: OrderDocumentRef }) {
  const actions = useTradeActions();
  const notify = useNotify();
  const open = async () => {
    try {
      await openDownloaded(() => actions.downloadOrderDocument(orderId, doc.id), doc.name);
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : 'app.notification.download_failed', {
        type: 'error',
      });
    }
  };
  return (
    <Button
      size="small"
      startIcon={<AttachFileIcon />}
      onClick={() => void open()}
      sx={{ textTransform: 'none' }}
    >
      {doc.name}
    </Button>
  );
}

/** Carrier, tracking and the seller's shipping documents; nothing until the order ships. */
export function ShipmentSection(_props: { label?: string | false }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const shipment = record?.shipment as
    | {
        carrier: string;
        trackingNumber: string;
        trackingUrl?: string;
        documents?: OrderDocumentRef[];
        shippedAt: string;
      }
    | null
    | undefined;
  if (!record) return null;
  if (!shipment) return <Typography color="text.secondary">{translate('app.order.not_shipped')}</Typography>;
  // Only web links are followed: the URL is the seller's text.
  const url =
    shipment.trackingUrl && /^https?:\/\//i.test(shipment.trackingUrl) ? shipment.trackingUrl : null;
  return (
    <Table size="small">
      <TableBody>
        <TableRow>
          <TableCell component="th">{translate('app.order.carrier')}</TableCell>
          <TableCell>{shipment.carrier}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th">{translate('app.order.tracking')}</TableCell>
          <TableCell dir="ltr">
            {url ? (
              <Link href={url} target="_blank" rel="noopener noreferrer">
                {shipment.trackingNumber}
              </Link>
            ) : (
              shipment.trackingNumber
            )}
          </TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th">{translate('app.order.shipped_at')}</TableCell>
          <TableCell>
            <RecordContextProvider value={{ id: 'shipment', ...shipment }}>
              <DateField source="shippedAt" showTime />
            </RecordContextProvider>
          </TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th">{translate('app.order.documents')}</TableCell>
          <TableCell>
            {(shipment.documents ?? []).length === 0
              ? '—'
              : shipment.documents!.map((d) => (
                  <DocumentButton key={d.id} orderId={String(record.id)} doc={d} />
                ))}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** Every status change and note, who made it and when (the order_event timeline). */
export function OrderTimeline(_props: { label?: string | false }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const entries = Array.isArray(record?.timeline) ? (record.timeline as TimelineEntry[]) : [];
  if (!record) return null;
  return (
    <Table size="small" data-testid="order-timeline">
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.order.when')}</TableCell>
          <TableCell>{translate('app.order.action')}</TableCell>
          <TableCell>{translate('app.order.status_after')}</TableCell>
          <TableCell>{translate('app.order.by')}</TableCell>
          <TableCell>{translate('app.order.note')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((e, i) => (
          <TableRow key={`${e.at}:${i}`}>
            <TableCell>
              <RecordContextProvider value={{ id: i, ...e }}>
                <DateField source="at" showTime />
              </RecordContextProvider>
            </TableCell>
            <TableCell>{translate(`app.order_action.${e.action}`, { _: e.action })}</TableCell>
            <TableCell>{translate(`app.order_status.${e.toStatus}`, { _: e.toStatus })}</TableCell>
            <TableCell>{translate(`app.actor_role.${e.actorRole}`, { _: e.actorRole })}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{e.note ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The order's escrow as the ledger holds it: the currency it holds the money in (the account's own,
 * which trade reports beside the amounts), captured, held, released, refunded, frozen.
 */
export function EscrowSection(_props: { label?: string | false }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const escrow = record.escrow as Record<string, unknown> | null | undefined;
  if (!escrow) return <Typography color="text.secondary">{translate('app.order.no_escrow')}</Typography>;
  const rows = ['capturedMinor', 'heldMinor', 'releasedMinor', 'refundedMinor', 'availableMinor'] as const;
  return (
    <RecordContextProvider value={{ ...escrow, id: String(record.id) }}>
      {escrow.frozen === true && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('app.order.escrow_frozen')}
        </Alert>
      )}
      <Table size="small" data-testid="order-escrow">
        <TableBody>
          <TableRow data-escrow="currency">
            <TableCell component="th">{translate('app.escrow.currency')}</TableCell>
            <TableCell align="right" dir="ltr">
              {typeof escrow.currency === 'string' ? escrow.currency : '—'}
            </TableCell>
          </TableRow>
          {rows.map((r) => (
            <TableRow key={r} data-escrow={r}>
              <TableCell component="th">{translate(`app.escrow.${r}`)}</TableCell>
              <TableCell align="right">
                <MoneyField source={r} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </RecordContextProvider>
  );
}
