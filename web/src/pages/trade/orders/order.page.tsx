import { Link, useParams } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { RequireRole, TradePage } from '../components/trade-ui';
import { BuyerActions } from './buyer-actions';
import { OrderView } from './order-view';
import '../trade.css';

/** /orders/:id: one of the buyer's orders. */
export default function OrderPage() {
  const t = useT('trade');
  const { id } = useParams();
  return (
    <TradePage title={t('order.title')} lead={<Link to="/orders">{t('orders.all')}</Link>}>
      <RequireRole role="buyer">
        {() => (
          <OrderView
            id={id ?? ''}
            side="buyer"
            back={{ to: '/orders', label: t('orders.title') }}
            actions={(order) => <BuyerActions order={order} />}
          />
        )}
      </RequireRole>
    </TradePage>
  );
}
