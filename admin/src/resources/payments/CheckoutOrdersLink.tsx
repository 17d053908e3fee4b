import Button from '@mui/material/Button';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';

/** The orders the payment paid for: the orders list filtered on its checkout. */
export function CheckoutOrdersLink(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record?.checkoutId) return null;
  const filter = encodeURIComponent(JSON.stringify({ checkoutId: String(record.checkoutId) }));
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: 'orders', type: 'list' })}?filter=${filter}`}
      size="small"
    >
      {translate('app.payment.open_orders')}
    </Button>
  );
}
