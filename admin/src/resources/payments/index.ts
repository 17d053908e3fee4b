import { lazy } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';

export default {
  list: lazy(() => import('./PaymentList')),
  show: lazy(() => import('./PaymentShow')),
  icon: PaymentsIcon,
  recordRepresentation: 'id',
};
