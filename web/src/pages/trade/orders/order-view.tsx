import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../../../api/problem';
import { useT } from '../../../i18n/i18n';
import { asAddress } from '../lib/address-book';
import { ErrorAlert, NotFound, SellerName, StatusTag } from '../components/trade-ui';
import { useOrder, type OrderDetail } from '../trade-api';
import { DisputesPanel } from './disputes-panel';
import { OrderOutcome } from './order-outcome';
import { EscrowPanel, OrderLines, OrderOverview, OrderTimeline, ShipmentPanel } from './order-panels';

/** The buyer as the seller knows them: the company and name they ship to. */
const buyerName = (o: OrderDetail) => {
  const a = asAddress(o.shippingAddress);
  return a ? [a.company, a.fullName].filter(Boolean).join(' · ') : `${o.buyerId.slice(0, 8)}…`;
};

/**
 * One order as its buyer or its seller sees it (trade answers 404 to anyone else): progress,
 * actions, amounts, lines, shipment, escrow, disputes and the timeline.
 */
export function OrderView({
  id,
  side,
  back,
  actions,
}: {
  id: string;
  side: 'buyer' | 'seller';
  back: { to: string; label: string };
  actions: (order: OrderDetail) => ReactNode;
}) {
  const t = useT('trade');
  const order = useOrder(id);
  if (order.isPending) return <Skeleton active />;
  if (order.isError)
    return order.error instanceof ApiError && order.error.status === 404 ? (
      <NotFound back={back.to} backLabel={back.label} />
    ) : (
      <ErrorAlert error={order.error} />
    );
  const o = order.data;
  return (
    <div className="sk-trade-order">
      <header className="sk-trade-order-head">
        <h2>{t('order.reference', { reference: o.reference })}</h2>
        <span data-testid="order-status">
          <StatusTag status={o.status} />
        </span>
        <span className="sk-trade-fine">
          {side === 'buyer' ? t('order.from') : t('order.for')}{' '}
          {side === 'buyer' ? <SellerName sellerId={o.sellerId} /> : buyerName(o)}
        </span>
      </header>
      <OrderTimeline order={o} />
      <OrderOutcome order={o} side={side} />
      {actions(o)}
      <div className="sk-trade-order-grid">
        <section aria-labelledby="order-summary" className="sk-trade-section">
          <h2 id="order-summary">{t('order.summary')}</h2>
          <OrderLines order={o} />
          <OrderOverview order={o} side={side} />
        </section>
        <div>
          <section aria-labelledby="order-shipment" className="sk-trade-section">
            <h2 id="order-shipment">{t('shipment.title')}</h2>
            <ShipmentPanel order={o} />
          </section>
          <section aria-labelledby="order-escrow" className="sk-trade-section">
            <h2 id="order-escrow">{t('escrow.title')}</h2>
            <EscrowPanel order={o} side={side} />
          </section>
        </div>
      </div>
      <DisputesPanel orderId={o.id} side={side} />
    </div>
  );
}
