import { lazy } from 'react';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';

export default {
  list: lazy(() => import('./RfqList')),
  show: lazy(() => import('./RfqShow')),
  icon: RequestQuoteIcon,
  recordRepresentation: 'title',
};
