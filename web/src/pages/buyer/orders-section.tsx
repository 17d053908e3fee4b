import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { Link } from 'react-router';
import type { SessionUser } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { SellerName, StatusTag, useDateTime, useMoney } from '../trade/components/trade-ui';
import type { OrderStatus } from '../trade/lib/order-status';
import { tradeApi, tradeKeys } from '../trade/trade-api';

/** Orders still moving: the buyer may have to pay, wait, receive or answer a dispute. */
export const IN_PROGRESS: readonly OrderStatus[] = [
  'pending_payment',
  'paid',
  'accepted',
  'shipped',
  'delivered',
  'disputed',
];
const SHOWN = 5;

/** The buyer's orders in progress, from their newest 20 (trade lists newest first). */
export function OrdersSection({ user }: { user: SessionUser }) {
  const t = useT('buyer');
  const money = useMoney();
  const date = useDateTime();
  const orders = useQuery({
    queryKey: [...tradeKeys.orders(user.id), { page: 1, dashboard: true }],
    queryFn: ({ signal }) => tradeApi.listOrders({ page: 1, pageSize: 20 }, signal),
  });
  if (orders.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (orders.isError) return <Alert type="error" showIcon role="alert" title={t('error.load')} />;
  const moving = orders.data.items.filter((o) => IN_PROGRESS.includes(o.status));
  return (
    <>
      {moving.length === 0 ? (
        <p className="by-muted">{t('orders.none')}</p>
      ) : (
        <ul className="by-rows">
          {moving.slice(0, SHOWN).map((o) => (
            <li key={o.id} className="by-row">
              <Link to={`/orders/${o.id}`} className="by-row__main">
                {t('orders.reference', { reference: o.reference })}
              </Link>
              <span className="by-muted">
                <SellerName sellerId={o.sellerId} /> · {date(o.createdAt, false)}
              </span>
              <span>{money(o.amountMinor, o.currency)}</span>
              <StatusTag status={o.status} />
            </li>
          ))}
        </ul>
      )}
      <Link to="/orders" className="by-more">
        {t('orders.all')}
      </Link>
    </>
  );
}
