import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

export default {
  list: lazy(() => import('./OrderList')),
  show: lazy(() => import('./OrderShow')),
  icon: ReceiptLongIcon,
  recordRepresentation: 'reference',
};
