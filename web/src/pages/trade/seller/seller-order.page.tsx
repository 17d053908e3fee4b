import { Link, useParams } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { RequireRole, TradePage } from '../components/trade-ui';
import { OrderView } from '../orders/order-view';
import { SellerActions } from './seller-actions';
import '../trade.css';

/** /seller/orders/:id: an order placed with the seller — accept, decline, ship, answer a dispute. */
export default function SellerOrderPage() {
  const t = useT('trade');
  const { id } = useParams();
  return (
    <TradePage title={t('sellerOrder.title')} lead={<Link to="/seller/orders">{t('sellerOrders.all')}</Link>}>
      <RequireRole role="seller">
        {() => (
          <OrderView
            id={id ?? ''}
            side="seller"
            back={{ to: '/seller/orders', label: t('sellerOrders.title') }}
            actions={(order) => <SellerActions key={order.status} order={order} />}
          />
        )}
      </RequireRole>
    </TradePage>
  );
}
