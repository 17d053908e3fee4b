import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';

interface PaidOrder {
  id: string;
  reference: string;
  status: string;
}

/** The orders of the payment's checkout (one per seller), each opening its order. */
export function PaidOrders(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const orders = Array.isArray(record?.orders) ? (record.orders as PaidOrder[]) : [];
  if (orders.length === 0) return <span>—</span>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {orders.map((o) => (
        <Button
          key={o.id}
          component={Link}
          to={createPath({ resource: 'orders', id: o.id, type: 'show' })}
          size="small"
          variant="outlined"
        >
          {o.reference} · {translate(`app.order_status.${o.status}`, { _: o.status })}
        </Button>
      ))}
    </Box>
  );
}
