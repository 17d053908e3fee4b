import { lazy } from 'react';
import SmsIcon from '@mui/icons-material/Sms';

export default {
  list: lazy(() => import('./SmsList')),
  show: lazy(() => import('./SmsShow')),
  icon: SmsIcon,
  recordRepresentation: 'to',
};
