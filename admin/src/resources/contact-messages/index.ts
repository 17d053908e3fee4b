import { lazy } from 'react';
import ContactMailIcon from '@mui/icons-material/ContactMail';

export default {
  list: lazy(() => import('./ContactMessageList')),
  show: lazy(() => import('./ContactMessageShow')),
  icon: ContactMailIcon,
  recordRepresentation: 'name',
};
