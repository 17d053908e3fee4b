import { lazy } from 'react';
import NewspaperIcon from '@mui/icons-material/Newspaper';

/** List only: notifications has no GET /admin/newsletter-subscriptions/:id. */
export default {
  list: lazy(() => import('./NewsletterSubscriptionList')),
  icon: NewspaperIcon,
  recordRepresentation: 'email',
};
