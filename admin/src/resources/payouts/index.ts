import { lazy } from 'react';
import OutboxIcon from '@mui/icons-material/Outbox';

export default {
  list: lazy(() => import('./PayoutList')),
  show: lazy(() => import('./PayoutShow')),
  icon: OutboxIcon,
  recordRepresentation: 'id',
};
