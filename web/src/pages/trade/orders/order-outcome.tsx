import { Alert } from 'antd';
import { useT } from '../../../i18n/i18n';
import { useMoney } from '../components/trade-ui';
import type { OrderDetail } from '../trade-api';

/** Statuses that end an order before shipment, with the escrow going back to the buyer. */
const UNDONE = ['declined', 'cancelled'] as const;
type Undone = (typeof UNDONE)[number];
const isUndone = (status: string): status is Undone => (UNDONE as readonly string[]).includes(status);

/**
 * Why a paid order ended before shipment and what went back to the buyer, at the top of the page:
 * otherwise the buyer would piece it together from the timeline's note and the escrow table.
 * Nothing for an order that was never paid (nothing to refund) or that is still going.
 */
export function OrderOutcome({ order, side }: { order: OrderDetail; side: 'buyer' | 'seller' }) {
  const t = useT('trade');
  const money = useMoney();
  const refunded = order.escrow?.refundedMinor ?? 0;
  if (!isUndone(order.status) || !order.escrow || refunded <= 0) return null;
  const why = [...order.timeline].reverse().find((e) => e.toStatus === order.status)?.note;
  return (
    <Alert
      type="warning"
      showIcon
      className="sk-trade-outcome"
      data-testid="order-refund"
      title={t(`outcome.${order.status}.${side}`)}
      description={
        <>
          <p>{t(`outcome.refund.${side}`, { amount: money(refunded, order.escrow.currency) })}</p>
          {why && <p className="sk-trade-fine">{t('outcome.reason', { reason: why })}</p>}
        </>
      }
    />
  );
}
