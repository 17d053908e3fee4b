import { lazy } from 'react';
import MailIcon from '@mui/icons-material/Mail';

export default {
  list: lazy(() => import('./EmailList')),
  show: lazy(() => import('./EmailShow')),
  icon: MailIcon,
  recordRepresentation: 'subject',
};
