import { lazy } from 'react';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';

export default {
  list: lazy(() => import('./ServiceRequestList')),
  show: lazy(() => import('./ServiceRequestShow')),
  edit: lazy(() => import('./ServiceRequestEdit')),
  icon: RequestQuoteIcon,
  recordRepresentation: 'name',
};
