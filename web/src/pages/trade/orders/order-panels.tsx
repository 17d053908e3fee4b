import { Button, Descriptions, Steps, Tag, Timeline } from 'antd';
import { App } from 'antd';
import { useLocale, useT } from '../../../i18n/i18n';
import { RateLine } from '../checkout/checkout-orders';
import { useDateTime, useMoney, useUnit } from '../components/trade-ui';
import { MAIN_PATH, progressOf } from '../lib/order-status';
import { addressLine, asAddress } from '../lib/address-book';
import { formatBasisPoints } from '../lib/trade-money';
import { DISPUTE_REASONS, downloadDocument, type OrderDetail } from '../trade-api';

/** Amounts, rate, fee, terms and the address: what was agreed when the order was placed. */
export function OrderOverview({ order, side }: { order: OrderDetail; side: 'buyer' | 'seller' }) {
  const t = useT('trade');
  const money = useMoney();
  const date = useDateTime();
  const { intl } = useLocale();
  const address = asAddress(order.shippingAddress);
  const net = order.netMinor;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'placed', label: t('order.placedAt'), children: date(order.createdAt) },
        {
          key: 'amount',
          label: side === 'buyer' ? t('order.youPaid') : t('order.buyerPays'),
          children: <strong data-testid="order-amount">{money(order.amountMinor, order.currency)}</strong>,
        },
        {
          key: 'subtotal',
          label: t('order.sellerSubtotal'),
          children: money(order.sellerSubtotalMinor, order.sellerCurrency),
        },
        ...(order.sellerCurrency !== order.currency
          ? [{ key: 'rate', label: t('order.lockedRate'), children: <RateLine order={order} /> }]
          : []),
        {
          key: 'fee',
          label: t('order.fee', { rate: formatBasisPoints(order.feeBasisPoints, intl) }),
          children: (
            <>
              {money(order.feeMinor, order.currency)}
              <div className="sk-trade-fine">
                {side === 'buyer' ? t('order.fee.note') : t('order.fee.sellerNote')}
              </div>
            </>
          ),
        },
        ...(side === 'seller'
          ? [{ key: 'net', label: t('order.net'), children: <strong>{money(net, order.currency)}</strong> }]
          : []),
        ...(order.incoterm
          ? [{ key: 'incoterm', label: t('field.incoterm'), children: order.incoterm }]
          : []),
        ...(order.note ? [{ key: 'note', label: t('field.note'), children: order.note }] : []),
        {
          key: 'address',
          label: t('order.shipTo'),
          children: address ? (
            <>
              {addressLine(address)}
              <div>{address.phone}</div>
            </>
          ) : (
            '—'
          ),
        },
      ]}
    />
  );
}

export function OrderLines({ order }: { order: OrderDetail }) {
  const t = useT('trade');
  const money = useMoney();
  const unitOf = useUnit();
  return (
    <ul className="sk-trade-lines">
      {order.lines.map((l) => (
        <li key={l.productId} className="sk-trade-line">
          <span className="sk-trade-line-title">{l.title}</span>
          <span className="sk-trade-line-qty">
            {t('checkout.line.qty', {
              quantity: l.quantity,
              unit: unitOf(l.unit),
              price: money(l.unitPriceMinor, order.sellerCurrency),
            })}
          </span>
          <span className="sk-trade-line-total">{money(l.lineTotalMinor, order.sellerCurrency)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A link only for web pages: a tracking URL typed by a seller is never run as a script. */
const safeUrl = (url: string | undefined) => {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
};

export function ShipmentPanel({ order }: { order: OrderDetail }) {
  const t = useT('trade');
  const date = useDateTime();
  const { message } = App.useApp();
  const s = order.shipment;
  if (!s) return <p className="sk-trade-fine">{t('shipment.none')}</p>;
  const tracking = safeUrl(s.trackingUrl);
  const download = (doc: { id: string; name: string }) =>
    downloadDocument(order.id, doc).catch(() => void message.error(t('document.failed')));
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'carrier', label: t('shipment.carrier'), children: s.carrier },
        {
          key: 'tracking',
          label: t('shipment.trackingNumber'),
          children: tracking ? (
            <a href={tracking} target="_blank" rel="noopener noreferrer">
              {s.trackingNumber}
            </a>
          ) : (
            s.trackingNumber
          ),
        },
        { key: 'shipped', label: t('shipment.shippedAt'), children: date(s.shippedAt) },
        {
          key: 'docs',
          label: t('shipment.documents'),
          children: s.documents.length
            ? s.documents.map((d) => (
                <Button key={d.id} type="link" onClick={() => void download(d)}>
                  {d.name}
                </Button>
              ))
            : '—',
        },
      ]}
    />
  );
}

/** The order's money in escrow, from trade's ledger. */
export function EscrowPanel({ order, side }: { order: OrderDetail; side: 'buyer' | 'seller' }) {
  const t = useT('trade');
  const money = useMoney();
  const date = useDateTime();
  const e = order.escrow;
  if (!e) return <p className="sk-trade-fine">{t('escrow.none')}</p>;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        {
          key: 'state',
          label: t('escrow.state'),
          children: e.frozen ? (
            <Tag color="volcano">{t('escrow.frozen')}</Tag>
          ) : e.heldMinor > 0 ? (
            <Tag color="blue">{t('escrow.held')}</Tag>
          ) : (
            <Tag>{t('escrow.closed')}</Tag>
          ),
        },
        { key: 'captured', label: t('escrow.captured'), children: money(e.capturedMinor, e.currency) },
        { key: 'held', label: t('escrow.heldAmount'), children: money(e.heldMinor, e.currency) },
        { key: 'released', label: t('escrow.released'), children: money(e.releasedMinor, e.currency) },
        {
          key: 'refunded',
          label: side === 'buyer' ? t('escrow.refunded') : t('escrow.refundedBuyer'),
          children: <span data-testid="escrow-refunded">{money(e.refundedMinor, e.currency)}</span>,
        },
        ...(order.releaseDueAt && e.heldMinor > 0 && !e.frozen
          ? [{ key: 'due', label: t('escrow.releaseDue'), children: date(order.releaseDueAt) }]
          : []),
      ]}
    />
  );
}

/** Where the order is on its way, and everything that happened to it. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const t = useT('trade');
  const date = useDateTime();
  const progress = progressOf(
    order.status,
    order.timeline.map((e) => e.toStatus),
  );
  // A dispute's note is its reason code: said in words.
  const noteText = (action: string, note: string) =>
    action === 'dispute' && (DISPUTE_REASONS as readonly string[]).includes(note)
      ? t(`dispute.reason.${note}`)
      : note;
  const label = (action: string) => {
    const key = `timeline.${action}`;
    const text = t(key);
    return text === key ? action : text;
  };
  return (
    <>
      <Steps
        size="small"
        current={progress.current}
        status={
          progress.stop
            ? progress.stop === 'disputed'
              ? 'process'
              : 'error'
            : order.status === 'completed'
              ? 'finish'
              : 'process'
        }
        items={MAIN_PATH.map((s, i) => ({
          title: i === progress.current && progress.stop ? t(`status.${progress.stop}`) : t(`status.${s}`),
        }))}
        className="sk-trade-steps"
      />
      <Timeline
        className="sk-trade-timeline"
        items={[...order.timeline].reverse().map((e, i) => ({
          key: `${e.at}-${i}`,
          color:
            e.toStatus === 'refunded' || e.toStatus === 'declined' || e.toStatus === 'cancelled'
              ? 'red'
              : e.toStatus === 'completed'
                ? 'green'
                : 'blue',
          title: date(e.at),
          content: (
            <>
              <strong>{label(e.action)}</strong> · {t(`actor.${e.actorRole}`)}
              {e.note && <div className="sk-trade-fine">{noteText(e.action, e.note)}</div>}
            </>
          ),
        }))}
      />
    </>
  );
}
